/**
 * The toast host is created the first time anything raises a toast (`showToast()`, from any
 * section): until then no page loads its code. Toasts raised while it loads are not lost: the
 * latest shows once it is there (one toast at a time, a new one replaces the last).
 */
import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';

export function hostToastsOnDemand(): void {
  let show: ((detail: ToastDetail) => void) | undefined;
  let latest: ToastDetail | undefined;
  let loading = false;
  onToast((detail) => {
    if (show) return show(detail);
    latest = detail;
    if (loading) return;
    loading = true;
    void import(/* webpackChunkName: "island-toast-host" */ '../islands/toast-host').then(
      ({ mountToastHost }) => {
        show = mountToastHost();
        if (latest) show(latest);
      },
      (error: unknown) => {
        loading = false;
        console.warn('[toasts] the toast host could not load', error);
      },
    );
  });
}
