import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import { asiaFocus } from '@agency/content/blog/blog-asia-focus';
import { showToast } from '@agency/platform/events';
import { openMailto } from '@agency/platform/mailto';
import { useHydrated } from '@agency/ui/use-hydrated';
import { composeSubscribeMailto } from './compose-subscribe-mailto';

/**
 * Opens the visitor's e-mail app with a subscription request to the regional updates. Marked
 * unavailable (`aria-disabled`) in the page's HTML until its code has arrived, like Share.
 */
export function SubscribeButton() {
  const hydrated = useHydrated();
  const subscribe = () => {
    showToast(asiaFocus.subscribe.toast, 'info');
    openMailto(composeSubscribeMailto());
  };
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<MarkEmailUnreadOutlined aria-hidden />}
      aria-disabled={hydrated ? undefined : true}
      onClick={subscribe}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {asiaFocus.subscribe.action}
    </Button>
  );
}
