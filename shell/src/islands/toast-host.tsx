/**
 * The toast host, an island that is not in any page's HTML: it is created, with React, the first
 * time anything raises a toast (`showToast()` from any section: app/toasts.ts listens for it). One
 * toast at a time, bottom-right, for 5 seconds; a new one replaces it. Its close button's name
 * comes in its props, in the page's language.
 */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastDetail } from '@agency/platform/events';
import { IslandProviders } from '@agency/ui/island-providers';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

export const TOAST_DURATION_MS = 5000;

export interface ToastHostProps {
  /** The accessible name of a toast's close button. */
  closeLabel: string;
}

interface ActiveToast extends ToastDetail {
  key: number;
}

let nextKey = 0;
const keyed = (detail: ToastDetail): ActiveToast => ({ ...detail, key: nextKey++ });

/** Shows each toast it is given through `connect` (the page's script hands them over). */
export function ToastHost({
  connect,
  closeLabel,
}: Partial<ToastHostProps> & { connect: (show: (detail: ToastDetail) => void) => void }) {
  // The last toast stays while it animates out; `open` says whether it is showing.
  const [toast, setToast] = useState<ActiveToast>();
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      connect((detail) => {
        setToast(keyed(detail));
        setOpen(true);
      }),
    [connect],
  );
  if (!toast) return null;
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        onClose={close}
        closeText={closeLabel}
        severity={toast.severity}
        variant="filled"
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

/**
 * Creates the host at the end of the page, with the page's words for it. Returns what shows a
 * toast: toasts given before the host has mounted wait for it, and the latest shows.
 */
export function mountToastHost(props: Partial<ToastHostProps> = {}): (detail: ToastDetail) => void {
  let show: ((detail: ToastDetail) => void) | undefined;
  let waiting: ToastDetail | undefined;
  const connect = (mounted: (detail: ToastDetail) => void) => {
    show = mounted;
    if (waiting) mounted(waiting);
  };
  const container = document.createElement('div');
  container.id = 'toasts';
  document.body.append(container);
  createRoot(container, { identifierPrefix: 'toasts-' }).render(
    <IslandProviders>
      <ToastHost connect={connect} {...props} />
    </IslandProviders>,
  );
  return (detail) => {
    if (show) show(detail);
    else waiting = detail;
  };
}
