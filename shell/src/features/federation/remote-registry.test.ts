import type * as Registry from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const remotes = { blog: 'http://localhost:3002/mf-manifest.json' };
const manifest = {
  exposes: [
    { assets: { js: { sync: ['949.aaaaaaaaaaaa.js', '__federation_expose_Section.bbbbbbbbbbbb.js'] } } },
    { assets: { js: { sync: ['949.aaaaaaaaaaaa.js'] } } },
  ],
};

function respond(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as Response;
}

async function freshRegistry(): Promise<typeof Registry> {
  jest.resetModules();
  return import('./remote-registry');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchSection', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      respond(String(url) === '/remotes.json' ? remotes : manifest),
    ) as typeof fetch;
  });

  it('adds one prefetch link per file of the remote: its entry and every exposed chunk, once', async () => {
    const { prefetchSection } = await freshRegistry();
    prefetchSection('blog');
    prefetchSection('blog');
    await flush();
    await flush();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
    expect(links).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/949.aaaaaaaaaaaa.js',
      'http://localhost:3002/__federation_expose_Section.bbbbbbbbbbbb.js',
    ]);
  });

  it('runs nothing: no remote entry is executed and no module is loaded', async () => {
    const { prefetchSection } = await freshRegistry();
    // Imported after the reset: the same mocked instance the fresh registry uses.
    const runtime = await import('@module-federation/enhanced/runtime');
    prefetchSection('blog');
    await flush();
    await flush();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: remotes.blog }]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('does nothing for a remote without a configured location', async () => {
    const { prefetchSection } = await freshRegistry();
    prefetchSection('portfolio');
    await flush();
    await flush();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});

describe('loadRemoteManifests: which locations it trusts', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('registers https: locations and plain http: on this machine, and refuses the rest, saying why', async () => {
    global.fetch = jest.fn(async () =>
      respond({
        services: 'https://services.cdn.example/mf-manifest.json',
        blog: 'http://localhost:3002/mf-manifest.json',
        portfolio: 'javascript:alert(1)//mf-manifest.json',
        contact: 'http://contact.example.com/mf-manifest.json',
      }),
    ) as typeof fetch;
    const { loadRemoteManifests } = await freshRegistry();
    const runtime = await import('@module-federation/enhanced/runtime');

    expect(await loadRemoteManifests()).toEqual({
      services: 'https://services.cdn.example/mf-manifest.json',
      blog: 'http://localhost:3002/mf-manifest.json',
    });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
      { name: 'services', entry: 'https://services.cdn.example/mf-manifest.json' },
      { name: 'blog', entry: 'http://localhost:3002/mf-manifest.json' },
    ]);
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual([
      '[federation] remotes.json: the location of portfolio "javascript:alert(1)//mf-manifest.json" is a javascript: URL (https: is required); it is not loaded',
      '[federation] remotes.json: the location of contact "http://contact.example.com/mf-manifest.json" is plain http: to another machine (https: is required); it is not loaded',
    ]);
  });

  it('refuses data: and relative locations', async () => {
    global.fetch = jest.fn(async () =>
      respond({ blog: 'data:text/javascript,alert(1)', services: '/services/mf-manifest.json', contact: 7 }),
    ) as typeof fetch;
    const { loadRemoteManifests } = await freshRegistry();
    expect(await loadRemoteManifests()).toEqual({});
    expect(consoleError).toHaveBeenCalledTimes(3);
    expect(consoleError.mock.calls[1]?.[0]).toBe(
      '[federation] remotes.json: the location of blog "data:text/javascript,alert(1)" is a data: URL (https: is required); it is not loaded',
    );
  });
});

describe('loadRemoteManifests: optional integrity pinning', () => {
  it('has a pinned section’s entry script carry its hash, fetched in CORS mode; others as they are', async () => {
    const hash = `sha384-${'A'.repeat(64)}`;
    global.fetch = jest.fn(async () =>
      respond({
        blog: 'https://blog.cdn.example/mf-manifest.json',
        services: 'https://services.cdn.example/mf-manifest.json',
        integrity: { blog: hash, services: 'md5-not-a-hash' },
      }),
    ) as typeof fetch;
    const { loadRemoteManifests } = await freshRegistry();
    const runtime = await import('@module-federation/enhanced/runtime');
    await loadRemoteManifests();

    const plugins = jest.mocked(runtime.registerPlugins).mock.calls.flatMap(([list]) => list);
    const pinning = plugins.find((plugin) => plugin?.name === 'agency-entry-integrity');
    const createScript = pinning?.createScript as (args: { url: string }) => HTMLScriptElement | undefined;
    const script = createScript({ url: 'https://blog.cdn.example/remoteEntry.js' });
    expect(script?.src).toBe('https://blog.cdn.example/remoteEntry.js');
    expect(script?.integrity).toBe(hash);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(createScript({ url: 'https://services.cdn.example/remoteEntry.js' })).toBeUndefined();
    expect(createScript({ url: 'https://blog.cdn.example/748.0123456789ab.js' })).toBeUndefined();
  });
});
