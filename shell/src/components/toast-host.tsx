import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastDetail } from '@agency/shared/events';
import { onToast } from '@agency/shared/events';
import { useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 5000;

interface ActiveToast extends ToastDetail {
  key: number;
}

/** Renders `agency:toast` events from any section: one at a time, a new one replaces it. */
export function ToastHost() {
  const [toast, setToast] = useState<ActiveToast | null>(null);

  useEffect(() => onToast((detail) => setToast({ ...detail, key: Date.now() + Math.random() })), []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setToast(null);
  };

  return (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {toast ? (
        <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ width: '100%', alignItems: 'center' }}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
