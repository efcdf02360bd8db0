/**
 * The toast host is created the first time anything raises a toast (`showToast()`, from any
 * section): until then no page loads its code. Toasts raised while it loads are not lost: the
 * latest shows once it is there (one toast at a time, a new one replaces the last). Its words are
 * the page's (a JSON block the frame writes, in the page's language): the host has none of its own.
 */
import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';
import type { ToastHostProps } from '../islands/toast-host';

/** The id of the page's JSON block with the toast host's props. */
export const TOAST_HOST_PROPS_ID = 'toast-host-props';

/** The toast host's props, as the page carries them (none: the host's components keep their own). */
export function readToastHostProps(page: Document): Partial<ToastHostProps> {
  try {
    return JSON.parse(page.getElementById(TOAST_HOST_PROPS_ID)?.textContent ?? '{}') as Partial<ToastHostProps>;
  } catch {
    return {};
  }
}

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
        show = mountToastHost(readToastHostProps(document));
        if (latest) show(latest);
      },
      (error: unknown) => {
        loading = false;
        console.warn('[toasts] the toast host could not load', error);
      },
    );
  });
}
