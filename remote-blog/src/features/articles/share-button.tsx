import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { blogCopy } from '@agency/content/blog/blog';
import type { ShareButtonProps } from '@agency/platform/contracts';
import { showToast } from '@agency/platform/events';

export type { ShareButtonProps };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Copies the page address; the toast says whether it worked or how to copy it by hand. */
async function copyLink(url: string): Promise<void> {
  try {
    // Without a secure context there is no clipboard at all: that is a failure like any other.
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(url);
    showToast(blogCopy.share.copied, 'success');
  } catch {
    showToast(blogCopy.share.copyFailed, 'warning');
  }
}

/**
 * Shares the current page through the system share sheet where the browser has one (phones,
 * some desktops) and copies its address to the clipboard everywhere else. An island: a press
 * before its code has arrived is held and takes effect once it has. It needs script, so a browser
 * without it does not show it (`data-needs-script`).
 */
export function ShareButton({ title, text }: ShareButtonProps) {
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
    await copyLink(url);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlined aria-hidden />}
      aria-label={blogCopy.share.label}
      data-needs-script=""
      onClick={() => void share()}
    >
      {blogCopy.share.action}
    </Button>
  );
}
