import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import type { ShareButtonProps } from '@agency/platform/contracts';
import { showToast } from '@agency/platform/events';

export type { ShareButtonProps };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Copies the page address; the toast says whether it worked or how to copy it by hand. */
async function copyLink(url: string, labels: ShareButtonProps['labels']): Promise<void> {
  try {
    // Without a secure context there is no clipboard at all: that is a failure like any other.
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(url);
    showToast(labels.copied, 'success');
  } catch {
    showToast(labels.copyFailed, 'warning');
  }
}

/**
 * Shares the current page through the system share sheet where the browser has one (phones,
 * some desktops) and copies its address to the clipboard everywhere else. An island: a press
 * before its code has arrived is held and takes effect once it has. It needs script, so a browser
 * without it does not show it (`data-needs-script`). Its words come in its props.
 */
export function ShareButton({ title, text, labels }: ShareButtonProps) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if (isAbort(error)) return;
      }
    }
    await copyLink(url, labels);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlined aria-hidden />}
      aria-label={labels.label}
      data-needs-script=""
      onClick={() => void share()}
    >
      {labels.action}
    </Button>
  );
}
