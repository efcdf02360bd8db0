import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import type { SubscribeButtonProps } from '@agency/platform/contracts';
import { showToast } from '@agency/platform/events';

export type { SubscribeButtonProps };

/**
 * A subscription request to the regional updates: a link to the visitor's e-mail app with the
 * request written out, so it works before (and without) any script. As an island, it adds a toast
 * that says what is happening; the link itself does the rest. Its words come in its props.
 */
export function SubscribeButton({ href, action, toast }: SubscribeButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      href={href}
      startIcon={<MarkEmailUnreadOutlined aria-hidden />}
      onClick={() => showToast(toast, 'info')}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {action}
    </Button>
  );
}
