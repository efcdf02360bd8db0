/**
 * Typed DOM events between the shell and the sections: the one channel besides the URL.
 * A section raises a toast with showToast(); the shell's toast host renders it.
 */
export const TOAST_EVENT = 'agency:toast';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastDetail {
  message: string;
  severity: ToastSeverity;
}

declare global {
  interface WindowEventMap {
    [TOAST_EVENT]: CustomEvent<ToastDetail>;
  }
}

export function showToast(message: string, severity: ToastSeverity = 'success'): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message, severity } }));
}

/** Subscribes to toasts; returns the unsubscribe function. */
export function onToast(listener: (detail: ToastDetail) => void): () => void {
  const handler = (event: CustomEvent<ToastDetail>) => listener(event.detail);
  window.addEventListener(TOAST_EVENT, handler);
  return () => window.removeEventListener(TOAST_EVENT, handler);
}
