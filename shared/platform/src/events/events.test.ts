import type { ToastDetail } from './events';
import { onToast, showToast, TOAST_EVENT } from './events';

describe('toast events', () => {
  it('is named agency:toast', () => {
    expect(TOAST_EVENT).toBe('agency:toast');
  });

  it('showToast dispatches agency:toast on window with the message and severity', () => {
    const received: CustomEvent<ToastDetail>[] = [];
    const listener = (event: CustomEvent<ToastDetail>) => received.push(event);
    window.addEventListener('agency:toast', listener);
    try {
      showToast('Quote request prepared', 'warning');
      showToast('Saved');
    } finally {
      window.removeEventListener('agency:toast', listener);
    }
    expect(received).toHaveLength(2);
    expect(received[0]).toBeInstanceOf(CustomEvent);
    expect(received[0]?.type).toBe('agency:toast');
    expect(received[0]?.detail).toEqual({ message: 'Quote request prepared', severity: 'warning' });
    // severity defaults to success
    expect(received[1]?.detail).toEqual({ message: 'Saved', severity: 'success' });
  });

  it('onToast delivers each detail until unsubscribed', () => {
    const details: ToastDetail[] = [];
    const unsubscribe = onToast((detail) => details.push(detail));

    showToast('First', 'info');
    showToast('Second', 'error');
    expect(details).toEqual([
      { message: 'First', severity: 'info' },
      { message: 'Second', severity: 'error' },
    ]);

    unsubscribe();
    showToast('After unsubscribe', 'success');
    expect(details).toHaveLength(2);
  });

  it('unsubscribing one listener leaves the others subscribed', () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = onToast((detail) => first.push(detail.message));
    const stopSecond = onToast((detail) => second.push(detail.message));

    stopFirst();
    showToast('Only the second hears this');
    stopSecond();

    expect(first).toEqual([]);
    expect(second).toEqual(['Only the second hears this']);
  });
});
