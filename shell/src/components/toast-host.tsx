import { onToast } from '@agency/platform/events';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ActiveToast } from './toast-snackbar';

export const TOAST_DURATION_MS = 5000;

const ToastSnackbar = lazy(() => import('./toast-snackbar'));

/** Renders `agency:toast` events from any section: one at a time, a new one replaces it. */
export function ToastHost() {
  // The last toast stays while it animates out; `open` says whether it is showing.
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      onToast((detail) => {
        setToast({ ...detail, key: Date.now() + Math.random() });
        setOpen(true);
      }),
    [],
  );

  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} open={open} onClose={() => setOpen(false)} durationMs={TOAST_DURATION_MS} />
    </Suspense>
  );
}
