import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import { asiaFocus } from '@agency/content/blog/blog-asia-focus';
import { showToast } from '@agency/platform/events';
import { composeSubscribeMailto } from './compose-subscribe-mailto';

/**
 * A subscription request to the regional updates: a link to the visitor's e-mail app with the
 * request written out, so it works before (and without) any script. As an island, it adds a toast
 * that says what is happening; the link itself does the rest.
 */
export function SubscribeButton() {
  return (
    <Button
      variant="contained"
      size="large"
      href={composeSubscribeMailto()}
      startIcon={<MarkEmailUnreadOutlined aria-hidden />}
      onClick={() => showToast(asiaFocus.subscribe.toast, 'info')}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {asiaFocus.subscribe.action}
    </Button>
  );
}
