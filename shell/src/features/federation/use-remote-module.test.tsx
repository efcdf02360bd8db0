import type { RemoteModules, SectionProps } from '@agency/platform/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Load } from '../../testing/federation';
import { flakyLoader as flakyModuleLoader, SHORT_DELAYS, stubFetch } from '../../testing/federation';
import { RETRY_DELAYS_MS, useRemoteModule } from './use-remote-module';

// The real runtime would fetch sections' entries over the network: the instance is a stand-in.
const mockRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/runtime', () => ({ createInstance: jest.fn(() => mockRuntime) }));
Object.assign(globalThis, { __AGENCY_SHARED_VERSIONS__: {} });

function BlogSection({ notFound }: SectionProps) {
  return <>{notFound}</>;
}
const blogModule: RemoteModules['blog/Section'] = { default: BlogSection, build: 'b1' };

const flakyLoader = (failures: number) => flakyModuleLoader<'blog/Section'>(failures, blogModule);

describe('useRemoteModule with an injected loader', () => {
  it('is loading, then loaded with the module', async () => {
    const load = flakyLoader(0);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: SHORT_DELAYS }));

    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: blogModule }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('blog/Section');
  });

  it.each([1, 2])('retries after %i failure(s) and loads within the bounded retries', async (failures) => {
    const load = flakyLoader(failures);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: SHORT_DELAYS }));

    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: blogModule }));
    expect(load).toHaveBeenCalledTimes(failures + 1);
  });

  it('fails after exactly 1 + retryDelays.length attempts, with the last error', async () => {
    const load = flakyLoader(Infinity);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: SHORT_DELAYS }));

    await waitFor(() => expect(result.current[0].status).toBe('failed'));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current[0]).toEqual({ status: 'failed', error: new Error('attempt 3 failed') });

    // no further automatic attempt
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails after a single attempt when there are no retry delays', async () => {
    const load = flakyLoader(Infinity);
    const noRetries: readonly number[] = [];
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: noRetries }));

    await waitFor(() => expect(result.current[0].status).toBe('failed'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retry() starts a fresh round of attempts instead of reusing the rejection', async () => {
    const load = flakyLoader(3);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: SHORT_DELAYS }));
    await waitFor(() => expect(result.current[0].status).toBe('failed'));
    expect(load).toHaveBeenCalledTimes(3);

    act(() => result.current[1]());

    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: blogModule }));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('retry() after another failing round fails again after another full round', async () => {
    const load = flakyLoader(Infinity);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load, retryDelays: SHORT_DELAYS }));
    await waitFor(() => expect(result.current[0].status).toBe('failed'));

    act(() => result.current[1]());

    await waitFor(() => expect(load).toHaveBeenCalledTimes(6));
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'failed', error: new Error('attempt 6 failed') }));
  });

  it('loads the new module when the id changes', async () => {
    const servicesModule: RemoteModules['services/Section'] = { default: BlogSection, build: 'b1' };
    const load = jest.fn(async (id: string) => (id === 'blog/Section' ? blogModule : servicesModule)) as jest.Mock &
      Load;
    const { result, rerender } = renderHook(
      ({ id }: { id: 'blog/Section' | 'services/Section' }) => useRemoteModule(id, { load, retryDelays: SHORT_DELAYS }),
      { initialProps: { id: 'blog/Section' } },
    );
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: blogModule }));

    rerender({ id: 'services/Section' });

    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: servicesModule }));
    expect(load.mock.calls).toEqual([['blog/Section'], ['services/Section']]);
  });
});

describe('useRemoteModule retry timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flush = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('waits 400 ms, then 1200 ms between attempts by default', async () => {
    expect(RETRY_DELAYS_MS).toEqual([400, 1200]);
    const load = flakyLoader(Infinity);
    const { result } = renderHook(() => useRemoteModule('blog/Section', { load }));

    await flush(0);
    expect(load).toHaveBeenCalledTimes(1);
    await flush(399);
    expect(load).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(load).toHaveBeenCalledTimes(2);
    await flush(1199);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current[0]).toEqual({ status: 'loading' });
    await flush(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current[0]).toEqual({ status: 'failed', error: new Error('attempt 3 failed') });
  });

  it('stops retrying once unmounted', async () => {
    const load = flakyLoader(Infinity);
    const { unmount } = renderHook(() => useRemoteModule('blog/Section', { load }));
    await flush(0);
    expect(load).toHaveBeenCalledTimes(1);

    unmount();
    await flush(5000);

    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useRemoteModule with the default loader (remote registry)', () => {
  // The registry keeps remotes.json and loaded modules for the page's lifetime, so each test here uses
  // its own module id, and none of them is one the tests above load.
  const loadRemoteMock = mockRuntime.loadRemote;
  const registerRemotesMock = mockRuntime.registerRemotes;
  const fetchMock = stubFetch();
  const manifests = {
    portfolio: 'https://remotes.test/portfolio/mf-manifest.json',
    contact: 'https://remotes.test/contact/mf-manifest.json',
  };

  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerRemotesMock.mockClear();
    fetchMock.mockResolvedValue({ ok: true, json: async () => manifests });
  });

  it('registers the configured remotes, loads the module and serves a revisit from the cache', async () => {
    const portfolioModule: RemoteModules['portfolio/Section'] = { default: BlogSection, build: 'b1' };
    loadRemoteMock.mockResolvedValue(portfolioModule);

    const first = renderHook(() => useRemoteModule('portfolio/Section', { retryDelays: SHORT_DELAYS }));
    await waitFor(() => expect(first.result.current[0]).toEqual({ status: 'loaded', module: portfolioModule }));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json');
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'portfolio', entry: manifests.portfolio },
      { name: 'contact', entry: manifests.contact },
    ]);
    expect(loadRemoteMock).toHaveBeenCalledWith('portfolio/Section');
    first.unmount();

    // a revisit renders at once, without a loading state or another download
    const second = renderHook(() => useRemoteModule('portfolio/Section', { retryDelays: SHORT_DELAYS }));
    expect(second.result.current[0]).toEqual({ status: 'loaded', module: portfolioModule });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('fails for a remote without a configured location, without asking the runtime', async () => {
    const { result } = renderHook(() => useRemoteModule('services/ServiceGrid', { retryDelays: SHORT_DELAYS }));

    await waitFor(() =>
      expect(result.current[0]).toEqual({
        status: 'failed',
        error: new Error('No location configured for remote "services"'),
      }),
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('re-registers a remote whose module came back empty before trying it again', async () => {
    const quoteFormModule: RemoteModules['contact/QuoteForm'] = { default: () => null, build: 'b1' };
    loadRemoteMock.mockResolvedValueOnce(undefined).mockResolvedValue(quoteFormModule);

    const { result } = renderHook(() => useRemoteModule('contact/QuoteForm', { retryDelays: SHORT_DELAYS }));

    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', module: quoteFormModule }));
    expect(loadRemoteMock.mock.calls).toEqual([['contact/QuoteForm'], ['contact/QuoteForm']]);
    expect(registerRemotesMock.mock.calls).toEqual([
      [[{ name: 'contact', entry: manifests.contact }], { force: true }],
    ]);
  });
});
