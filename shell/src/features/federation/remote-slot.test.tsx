import type { RemoteModules, SectionProps } from '@agency/platform/contracts';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from '@agency/platform/router';
import { PageOriginContext } from '../composition/page-origin';
import { readServerPage } from '../composition/server-page';
import type { ServerPage } from '../composition/server-page';
import type { Load } from '../../testing/federation';
import { SHORT_DELAYS } from '../../testing/federation';
import { RemoteSection } from './remote-section';

// The registry registers a runtime plugin on first use; the loader is injected, so nothing loads.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const PATH = '/blog/crm-evolution';
const UNAVAILABLE = 'This section is temporarily unavailable';

function BlogSection(_props: SectionProps) {
  const { pathname } = useLocation();
  return (
    <section aria-label="Blog section">
      <h1>{`Article at ${pathname}`}</h1>
    </section>
  );
}

const blogModule = (build: string): RemoteModules['blog/Section'] => ({ default: BlogSection, build });

/** The section's fragment as its build writes it, in the slot the shell's frame has. */
const composedSlot = (build: string, h1 = `Article at ${PATH}`) =>
  `<div data-slot="blog/Section"><!--fragment blog/Section ${build}--><!--$--><section aria-label="Blog section"><h1>${h1}</h1></section><!--/$--></div>`;

/** The slot as the frame has it where no fragment was included: the loading bar. */
const emptySlot =
  '<div data-slot="blog/Section"><!--# include virtual="/_fragments/blog/fragments/route/blog/crm-evolution.html" stub="slot-blog-Section" --><div class="MuiBox-root css-0"><div class="loading-bar" role="progressbar" aria-label="Loading section"></div></div></div>';

interface Hydrated {
  container: HTMLElement;
  root: Root;
  recoverableErrors: unknown[];
}

let mounted: Hydrated | undefined;

async function hydrate(html: string, load: Load): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const page = readServerPage(container, PATH) as ServerPage;
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <PageOriginContext value={{ kind: 'hydrate', page }}>
        <MemoryRouter initialEntries={[PATH]}>
          <Routes>
            <Route
              path="/blog/*"
              element={<RemoteSection name="blog" notFound={null} load={load} retryDelays={SHORT_DELAYS} />}
            />
          </Routes>
        </MemoryRouter>
      </PageOriginContext>,
      { onRecoverableError: (error) => void recoverableErrors.push(error) },
    );
  });
  mounted = { container, root: root as Root, recoverableErrors };
  return mounted;
}

/** A loader whose promise the test settles. */
function deferredLoader() {
  let settle: { resolve: (module: RemoteModules['blog/Section']) => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<RemoteModules['blog/Section']>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load: load as unknown as Load,
    calls: () => load.mock.calls.length,
    resolve: (value: RemoteModules['blog/Section']) => act(async () => settle?.resolve(value)),
    reject: () => act(async () => settle?.reject(new Error('remote unreachable'))),
  };
}

let consoleInfo: jest.SpyInstance;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleInfo = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = undefined;
  }
  consoleInfo.mockRestore();
  consoleError.mockRestore();
});

describe('readServerPage', () => {
  it('finds the slots the server filled, with their builds, and the not-found page', () => {
    const root = document.createElement('div');
    root.innerHTML = `<main>${composedSlot('b1')}</main>`;
    expect(readServerPage(root, PATH)).toEqual({
      pathname: PATH,
      notFound: false,
      fragments: new Map([['blog/Section', 'b1']]),
    });
    root.innerHTML = `<main>${emptySlot}</main>`;
    expect(readServerPage(root, PATH)?.fragments.size).toBe(0);
    root.innerHTML = '<main><div data-not-found=""><h1>404</h1></div></main>';
    expect(readServerPage(root, '/blog/nope')?.notFound).toBe(true);
    expect(readServerPage(document.createElement('div'), PATH)).toBeUndefined();
  });
});

describe('RemoteSection over server HTML', () => {
  it('keeps the server HTML untouched until the code arrives, then hydrates the same nodes', async () => {
    const loader = deferredLoader();
    const { container, recoverableErrors } = await hydrate(composedSlot('b1'), loader.load);
    const heading = container.querySelector('h1');

    expect(loader.calls()).toBe(1);
    expect(container.innerHTML).toBe(composedSlot('b1'));

    await loader.resolve(blogModule('b1'));

    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent(`Article at ${PATH}`);
    expect(recoverableErrors).toEqual([]);
    expect(consoleInfo).not.toHaveBeenCalled();
  });

  it('renders afresh, without a hydration error, when the code is of another build than the fragment', async () => {
    const loader = deferredLoader();
    const { container, recoverableErrors } = await hydrate(composedSlot('old', 'An older headline'), loader.load);
    const stale = container.querySelector('h1');
    expect(stale).toHaveTextContent('An older headline');

    await loader.resolve(blogModule('new'));

    const heading = container.querySelector('h1');
    expect(heading).not.toBe(stale);
    expect(heading).toHaveTextContent(`Article at ${PATH}`);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleInfo).toHaveBeenCalledWith(
      "[composition] blog/Section: the page's fragment is of build old, the code of build new; rendering afresh",
    );
  });

  it('shows the fallback when the code cannot load, and Try again brings the section', async () => {
    const load = jest
      .fn<ReturnType<Load>, Parameters<Load>>()
      .mockRejectedValue(new Error('remote unreachable')) as jest.Mock & Load;
    const { container, recoverableErrors } = await hydrate(composedSlot('b1'), load);

    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();
    // One attempt over the fragment, then the client's three (two retries).
    expect(load).toHaveBeenCalledTimes(4);

    load.mockResolvedValue(blogModule('b1'));
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());

    expect(await within(container).findByRole('heading', { name: `Article at ${PATH}` })).toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
  });

  it('hydrates the loading bar of a slot the server could not fill, then renders the section', async () => {
    const loader = deferredLoader();
    const { container, recoverableErrors } = await hydrate(emptySlot, loader.load);
    const bar = container.querySelector('[role="progressbar"]');

    expect(bar).not.toBeNull();
    expect(container.querySelector('h1')).toBeNull();

    await loader.resolve(blogModule('b1'));

    expect(container.querySelector('h1')).toHaveTextContent(`Article at ${PATH}`);
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(recoverableErrors).toEqual([]);
  });
});
