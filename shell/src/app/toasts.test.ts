import type { ToastDetail } from '@agency/platform/events';
import { showToast } from '@agency/platform/events';

// The host's module, as the page would load it: its loading and what it is given are recorded.
const mockLoaded = jest.fn();
const mockShow = jest.fn<void, [ToastDetail]>();
const mockMountToastHost = jest.fn(() => mockShow);
jest.mock('../islands/toast-host', () => {
  mockLoaded();
  return { mountToastHost: mockMountToastHost };
});

/** Each test starts from a page that has not loaded the host: a fresh module registry and fresh listeners. */
let hostToastsOnDemand: () => void;
const listeners: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(async () => {
  jest.resetModules();
  jest.clearAllMocks();
  const addEventListener = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    addEventListener(type, listener, options);
  });
  ({ hostToastsOnDemand } = await import('./toasts'));
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
});

/** Lets the host's module load (a dynamic import: a few promise turns). */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hostToastsOnDemand', () => {
  it('loads nothing until the first toast', async () => {
    hostToastsOnDemand();
    await loaded();
    expect(mockLoaded).not.toHaveBeenCalled();
    expect(mockMountToastHost).not.toHaveBeenCalled();
  });

  it('mounts the host with the words the page carries for it, in the page’s language', async () => {
    const words = document.createElement('script');
    words.type = 'application/json';
    words.id = 'toast-host-props';
    words.textContent = '{"closeLabel":"關閉"}';
    document.body.append(words);
    hostToastsOnDemand();
    showToast('已複製連結');
    await loaded();
    expect(mockMountToastHost).toHaveBeenCalledWith({ closeLabel: '關閉' });
    words.remove();
  });

  it('loads and mounts the host on the first toast, and shows it', async () => {
    hostToastsOnDemand();
    showToast('Your quote request is ready to send');
    await loaded();
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(mockMountToastHost).toHaveBeenCalledTimes(1);
    expect(mockShow.mock.calls).toEqual([[{ message: 'Your quote request is ready to send', severity: 'success' }]]);
  });

  it('hands later toasts straight to the host, loading and mounting nothing more', async () => {
    hostToastsOnDemand();
    showToast('First');
    await loaded();
    showToast('Second', 'info');
    showToast('Third', 'error');
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(mockMountToastHost).toHaveBeenCalledTimes(1);
    expect(mockShow.mock.calls).toEqual([
      [{ message: 'First', severity: 'success' }],
      [{ message: 'Second', severity: 'info' }],
      [{ message: 'Third', severity: 'error' }],
    ]);
  });

  it('shows only the latest of the toasts raised while the host loads', async () => {
    hostToastsOnDemand();
    showToast('Saved');
    showToast('Link copied', 'info');
    showToast('Could not send', 'error');
    expect(mockMountToastHost).not.toHaveBeenCalled();
    await loaded();
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(mockMountToastHost).toHaveBeenCalledTimes(1);
    expect(mockShow.mock.calls).toEqual([[{ message: 'Could not send', severity: 'error' }]]);
  });

  it('says so when the host cannot load, and tries again on the next toast', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockLoaded.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    hostToastsOnDemand();
    showToast('Lost');
    await loaded();
    expect(warn).toHaveBeenCalledWith('[toasts] the toast host could not load', new Error('offline'));
    expect(mockMountToastHost).not.toHaveBeenCalled();

    showToast('Shown', 'warning');
    await loaded();
    expect(mockLoaded).toHaveBeenCalledTimes(2);
    expect(mockMountToastHost).toHaveBeenCalledTimes(1);
    expect(mockShow.mock.calls).toEqual([[{ message: 'Shown', severity: 'warning' }]]);
  });
});
