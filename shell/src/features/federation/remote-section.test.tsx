import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules, SectionProps, ServiceGridProps } from '@agency/platform/contracts';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from '@agency/platform/router';
import type { Load } from '../../testing/federation';
import { flakyLoader as flakyModuleLoader, SHORT_DELAYS, stubFetch } from '../../testing/federation';
import { RemoteSection } from './remote-section';
import { RemoteWidget } from './remote-widget';
import { SectionUnavailable } from './section-fallback';

// The real runtime would fetch remote entries over the network; the registry registers a plugin at import.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const UNAVAILABLE = 'This section is temporarily unavailable';
const notFound = <p>No such page in this section</p>;

function BlogSection({ notFound: fallbackPage }: SectionProps) {
  const { pathname } = useLocation();
  return (
    <section aria-label="Blog section">
      <p>Blog at {pathname}</p>
      {fallbackPage}
    </section>
  );
}
const blogModule: RemoteModules['blog/Section'] = { default: BlogSection, build: 'b1' };

const flakyLoader = (failures: number, module: RemoteModules['blog/Section'] = blogModule) =>
  flakyModuleLoader<'blog/Section'>(failures, module);

/**
 * A section with a render bug until `fixed()` is called, like a remote redeployed with a fix.
 * (React renders a throwing component a second time before giving up, so "throws once" is no model.)
 */
function brokenSection() {
  let broken = true;
  const module: RemoteModules['blog/Section'] = {
    default: function BrokenSection(props: SectionProps) {
      if (broken) throw new Error('section render failed');
      return <BlogSection {...props} />;
    },
    build: 'b1',
  };
  return { module, fix: () => (broken = false) };
}

function renderSection(load: Load, route = '/blog/crm-evolution') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <RemoteSection name="blog" notFound={notFound} load={load} retryDelays={SHORT_DELAYS} />,
    { route },
  );
  return { user, ...view };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report caught render errors; the tests assert on what the visitor sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteSection', () => {
  it('shows a loading bar, then the section with the notFound element passed through', async () => {
    const load = flakyLoader(0);
    renderSection(load);

    expect(screen.getByRole('progressbar', { name: 'Loading section' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Blog section' });
    expect(section).toHaveTextContent('Blog at /blog/crm-evolution');
    expect(within(section).getByText('No such page in this section')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('blog/Section');
  });

  it.each([1, 2])('renders the section when the loader fails %i time(s) and then succeeds', async (failures) => {
    const load = flakyLoader(failures);
    renderSection(load);

    expect(await screen.findByRole('region', { name: 'Blog section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failures + 1);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows the fallback with Try again after exactly 1 + retryDelays.length failed attempts', async () => {
    const load = flakyLoader(Infinity);
    renderSection(load);

    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1 + SHORT_DELAYS.length);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    expect(within(alert).getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
    expect(screen.queryByRole('region', { name: 'Blog section' })).not.toBeInTheDocument();
  });

  it('Try again makes a fresh attempt and shows the section once it loads', async () => {
    const load = flakyLoader(3);
    const { user } = renderSection(load);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Blog section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('Try again runs a whole new round of attempts when the remote is still down', async () => {
    const load = flakyLoader(Infinity);
    const { user } = renderSection(load);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('progressbar', { name: 'Loading section' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2 * (1 + SHORT_DELAYS.length));
  });

  it('contains a section that throws while rendering, and Try again renders it again', async () => {
    const section = brokenSection();
    const load = flakyLoader(0, section.module);
    const { user } = renderSection(load);

    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[section] render failed', expect.any(Error), expect.any(String));

    section.fix();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Blog section' })).toHaveTextContent(
      'Blog at /blog/crm-evolution',
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('clears a render error when the visitor navigates to another page', async () => {
    const user = userEvent.setup();
    function SectionBrokenOnOnePage(props: SectionProps) {
      if (useLocation().pathname === '/blog/broken') throw new Error('section render failed');
      return <BlogSection {...props} />;
    }
    const load = flakyLoader(0, { default: SectionBrokenOnOnePage, build: 'b1' });
    renderWithProviders(
      <>
        <Link to="/blog/crm-evolution">Read another article</Link>
        <RemoteSection name="blog" notFound={notFound} load={load} retryDelays={SHORT_DELAYS} />
      </>,
      { route: '/blog/broken' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Read another article' }));

    expect(await screen.findByRole('region', { name: 'Blog section' })).toHaveTextContent(
      'Blog at /blog/crm-evolution',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteWidget (default loader and retry delays)', () => {
  // RemoteWidget has no injectable loader: the real registry runs over the mocked federation runtime,
  // with a stubbed remotes.json and fake timers for the 400 ms and 1200 ms retry delays.
  const loadRemoteMock = jest.mocked(loadRemote);
  const fetchMock = stubFetch();
  beforeEach(() => {
    jest.useFakeTimers();
    loadRemoteMock.mockReset();
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => ({
        services: 'https://remotes.test/services/mf-manifest.json',
        contact: 'https://remotes.test/contact/mf-manifest.json',
      }),
    });
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  const flush = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  function ServiceGrid({ cardHeadingLevel }: ServiceGridProps) {
    return <p>Service grid with {cardHeadingLevel} card titles</p>;
  }

  // Rendered with the props its fragment was rendered with (homeWidgets in the contracts).
  function renderWidget(id: 'services/ServiceGrid' | 'contact/QuoteForm') {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <RemoteWidget id={id} fallback={(retry) => <SectionUnavailable variant="widget" onRetry={retry} />} />,
    );
    return user;
  }

  it('shows its fallback after three failed attempts, and Try again loads it with its props', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remote unreachable'));
    const user = renderWidget('services/ServiceGrid');

    await flush(0);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await flush(400 + 1200 - 1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    await flush(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { level: 3, name: UNAVAILABLE })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: ServiceGrid, build: 'b1' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await flush(0);

    expect(screen.getByText('Service grid with h3 card titles')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    expect(loadRemoteMock).toHaveBeenLastCalledWith('services/ServiceGrid');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('contains a widget that throws while rendering, and Try again renders it again', async () => {
    let broken = true;
    function QuoteForm({ idPrefix }: { idPrefix?: string }) {
      if (broken) throw new Error('widget render failed');
      return <form aria-label="Request a Quote" id={`${idPrefix}-form`} />;
    }
    loadRemoteMock.mockResolvedValue({ default: QuoteForm, build: 'b1' });
    const user = renderWidget('contact/QuoteForm');
    await flush(0);

    expect(screen.getByRole('heading', { level: 3, name: UNAVAILABLE })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[section] render failed', expect.any(Error), expect.any(String));

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await flush(0);

    expect(screen.getByRole('form', { name: 'Request a Quote' })).toHaveAttribute('id', 'home-quote-form');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    // the module loaded before is reused: no second download
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
