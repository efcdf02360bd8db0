import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { sharedSingletons } from '@agency/platform/shared-singletons';
import type * as Theme from '@agency/ui/theme';
import type * as React from 'react';
import type * as Registry from './remote-registry';

// The real runtime would fetch sections' entries over the network: the instance is a stand-in.
const mockRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/runtime', () => ({ createInstance: jest.fn(() => mockRuntime) }));

const versions = Object.fromEntries(
  Object.keys(sharedSingletons).map((name) => [name, name.startsWith('@agency') ? '1.0.0' : '19.3.1']),
);
Object.assign(globalThis, { __AGENCY_SHARED_VERSIONS__: versions });

function respond(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as Response;
}

async function freshRegistry(): Promise<typeof Registry> {
  jest.resetModules();
  mockRuntime.registerRemotes.mockClear();
  mockRuntime.loadRemote.mockReset();
  return import('./remote-registry');
}

interface InstanceOptions {
  name: string;
  shared: Record<
    string,
    { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } }
  >;
  shareStrategy: string;
  plugins: ModuleFederationRuntimePlugin[];
}

async function instanceOptions(): Promise<InstanceOptions> {
  const { createInstance } = await import('@module-federation/runtime');
  const calls = jest.mocked(createInstance).mock.calls;
  return calls[calls.length - 1]?.[0] as unknown as InstanceOptions;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the shell’s federation runtime', () => {
  it('starts only when a section’s code is first asked for, not when the module is imported', async () => {
    await freshRegistry();
    const { createInstance } = await import('@module-federation/runtime');
    expect(createInstance).not.toHaveBeenCalled();
    expect(globalThis._FEDERATION_RUNTIME_CORE).toBeUndefined();
  });

  it('provides its own copy of every shared singleton, at the build’s versions, and the runtime core for the sections', async () => {
    global.fetch = jest.fn(async () => respond({ blog: 'https://blog.cdn.example/mf-manifest.json' })) as typeof fetch;
    const { loadRemoteManifests } = await freshRegistry();
    await loadRemoteManifests();
    const options = await instanceOptions();
    expect(options.name).toBe('shell');
    expect(options.shareStrategy).toBe('loaded-first');
    expect(Object.keys(options.shared)).toEqual(Object.keys(sharedSingletons));
    // The same instances the registry's module imported (the registry was imported after a reset).
    const react = await import('react');
    const theme = await import('@agency/ui/theme');
    expect((options.shared.react?.lib() as typeof React).useState).toBe(react.useState);
    expect((options.shared['@agency/ui/theme']?.lib() as typeof Theme).theme).toBe(theme.theme);
    expect(options.shared['react-dom/client']).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    expect(Object.keys(globalThis._FEDERATION_RUNTIME_CORE ?? {})).toContain('ModuleFederation');
  });
});

describe('loadRemoteManifests: which locations it trusts', () => {
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

    expect(await loadRemoteManifests()).toEqual({
      services: 'https://services.cdn.example/mf-manifest.json',
      blog: 'http://localhost:3002/mf-manifest.json',
    });
    expect(mockRuntime.registerRemotes).toHaveBeenLastCalledWith([
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

describe('loadRemoteManifests: entries in CORS mode, optional integrity pinning', () => {
  it('loads every entry in CORS mode, and has a pinned section’s entry carry its hash', async () => {
    const hash = `sha384-${'A'.repeat(64)}`;
    global.fetch = jest.fn(async () =>
      respond({
        blog: 'https://blog.cdn.example/mf-manifest.json',
        services: 'https://services.cdn.example/mf-manifest.json',
        integrity: { blog: hash, services: 'md5-not-a-hash' },
      }),
    ) as typeof fetch;
    const { loadRemoteManifests } = await freshRegistry();
    await loadRemoteManifests();

    const plugin = (await instanceOptions()).plugins.find((candidate) => candidate.name === 'agency-entry-script');
    const createScript = plugin?.createScript as (args: { url: string }) => HTMLScriptElement;
    const pinned = createScript({ url: 'https://blog.cdn.example/remoteEntry.js' });
    expect([pinned.src, pinned.integrity, pinned.crossOrigin]).toEqual([
      'https://blog.cdn.example/remoteEntry.js',
      hash,
      'anonymous',
    ]);
    const unpinned = createScript({ url: 'https://services.cdn.example/remoteEntry.js' });
    expect([unpinned.src, unpinned.hasAttribute('integrity'), unpinned.crossOrigin]).toEqual([
      'https://services.cdn.example/remoteEntry.js',
      false,
      'anonymous',
    ]);
  });
});

describe('loadRemoteModule', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () =>
      respond({ contact: 'https://contact.cdn.example/mf-manifest.json' }),
    ) as typeof fetch;
  });

  it('loads a section’s island through the runtime, once for concurrent asks, and from its cache afterwards', async () => {
    const { getLoadedRemoteModule, loadRemoteModule } = await freshRegistry();
    const island = { default: () => null, build: 'c1' };
    mockRuntime.loadRemote.mockResolvedValue(island);
    const [first, second] = await Promise.all([
      loadRemoteModule('contact/EnquiryForm'),
      loadRemoteModule('contact/EnquiryForm'),
    ]);
    expect(first).toBe(island);
    expect(second).toBe(island);
    expect(await loadRemoteModule('contact/EnquiryForm')).toBe(island);
    expect(mockRuntime.loadRemote.mock.calls).toEqual([['contact/EnquiryForm']]);
    expect(getLoadedRemoteModule('contact/EnquiryForm')).toBe(island);
  });

  it('rejects for a section without a location, without asking the runtime', async () => {
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('blog/ShareButton')).rejects.toThrow('No location configured for remote "blog"');
    expect(mockRuntime.loadRemote).not.toHaveBeenCalled();
  });

  it('after a failed load, forgets the section (force-registers it again) before the next attempt', async () => {
    const { loadRemoteModule } = await freshRegistry();
    const containment = async () =>
      (await instanceOptions()).plugins.find((plugin) => plugin.name === 'agency-section-containment');
    const island = { default: () => null, build: 'c2' };
    mockRuntime.loadRemote.mockImplementationOnce(async () => {
      // What the runtime does when the entry cannot load: tells the plugins, then resolves nothing.
      const plugin = await containment();
      jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
      (plugin?.errorLoadRemote as (args: { id: string; error: unknown }) => unknown)({
        id: 'contact/EnquiryForm',
        error: new Error('offline'),
      });
      return undefined;
    });
    mockRuntime.loadRemote.mockResolvedValue(island);
    await expect(loadRemoteModule('contact/EnquiryForm')).rejects.toThrow(
      'Remote module contact/EnquiryForm is unavailable',
    );
    expect(await loadRemoteModule('contact/EnquiryForm')).toBe(island);
    expect(mockRuntime.registerRemotes.mock.calls.slice(1)).toEqual([
      [[{ name: 'contact', entry: 'https://contact.cdn.example/mf-manifest.json' }], { force: true }],
    ]);
  });
});

describe('sections’ versions: the page’s own, and the live one when the page’s is gone', () => {
  const A = 'https://blog.cdn.example/v/1.4.0/mf-manifest.json';
  const B = 'https://blog.cdn.example/v/1.5.0/mf-manifest.json';
  const share = { default: () => null, build: 'abc' };
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.head.innerHTML = `<script type="application/json" id="agency-remotes">${JSON.stringify({
      blog: A,
      versions: { blog: '1.4.0' },
    })}</script>`;
  });
  afterEach(() => {
    warn.mockRestore();
    document.head.innerHTML = '';
  });

  it('loads a section from where the page’s fragments came from, without asking remotes.json', async () => {
    global.fetch = jest.fn() as typeof fetch;
    const { loadRemoteModule } = await freshRegistry();
    mockRuntime.loadRemote.mockResolvedValue(share);
    await expect(loadRemoteModule('blog/ShareButton')).resolves.toBe(share);
    expect(mockRuntime.registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: A }]);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('when the page’s version is gone, loads the live one from remotes.json, once', async () => {
    global.fetch = jest.fn(async () => respond({ blog: B, versions: { blog: '1.5.0' } })) as typeof fetch;
    const { loadRemoteModule } = await freshRegistry();
    mockRuntime.loadRemote.mockResolvedValueOnce(undefined).mockResolvedValueOnce(share);
    await expect(loadRemoteModule('blog/ShareButton')).resolves.toBe(share);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(mockRuntime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'blog', entry: B }], { force: true });
  });

  it('when the live version fails too, says that only a reload can help', async () => {
    global.fetch = jest.fn(async () => respond({ blog: B })) as typeof fetch;
    const { loadRemoteModule, SectionGoneError } = await freshRegistry();
    mockRuntime.loadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    const failure = loadRemoteModule('blog/ShareButton');
    await expect(failure).rejects.toBeInstanceOf(SectionGoneError);
    await expect(failure).rejects.toMatchObject({ offerReload: true });
    // Every later attempt says so too, without asking remotes.json again.
    await expect(loadRemoteModule('blog/ShareButton')).rejects.toBeInstanceOf(SectionGoneError);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure as it is when remotes.json names the same location (the section is down)', async () => {
    global.fetch = jest.fn(async () => respond({ blog: A })) as typeof fetch;
    const { loadRemoteModule, SectionGoneError } = await freshRegistry();
    mockRuntime.loadRemote.mockRejectedValue(new Error('down'));
    const failure = loadRemoteModule('blog/ShareButton');
    await expect(failure).rejects.toThrow('down');
    await expect(failure).rejects.not.toBeInstanceOf(SectionGoneError);
  });
});
