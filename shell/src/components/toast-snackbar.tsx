import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastDetail } from '@agency/platform/events';

export interface ActiveToast extends ToastDetail {
  key: number;
}

export interface ToastSnackbarProps {
  toast: ActiveToast;
  open: boolean;
  onClose: () => void;
  durationMs: number;
}

/** The visible toast, bottom-right, for 5 seconds. Loaded with the first toast. */
export default function ToastSnackbar({ toast, open, onClose, durationMs }: ToastSnackbarProps) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={durationMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ width: '100%', alignItems: 'center' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
