import { onToast } from '@agency/shared/events';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ActiveToast } from './toast-snackbar';

export const TOAST_DURATION_MS = 5000;

const ToastSnackbar = lazy(() => import('./toast-snackbar'));

/** Renders `agency:toast` events from any section: one at a time, a new one replaces it. */
export function ToastHost() {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(
    () =>
      onToast((detail) => {
        setUsed(true);
        setToast({ ...detail, key: Date.now() + Math.random() });
      }),
    [],
  );

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} onClose={() => setToast(null)} durationMs={TOAST_DURATION_MS} />
    </Suspense>
  );
}
