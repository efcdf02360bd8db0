import type { RemoteModules, SectionProps, ServiceGridProps } from '@agency/platform/contracts';
import { IslandCollectorContext } from '@agency/ui/island';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Load } from '../../testing/federation';
import { flakyLoader, SHORT_DELAYS } from '../../testing/federation';
import { loadRemoteModule } from './remote-registry';
import { SlotContent } from './remote-slot';
import { renderSlots } from './slots-in-browser';
import { SectionSlot, slotView, WidgetSlot } from './slots';

// The section's code is never fetched here: a test injects its loader, or programs this one.
jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn(), getLoadedRemoteModule: () => undefined }));

const UNAVAILABLE = 'This section is temporarily unavailable';

function BlogSection({ path, notFound }: SectionProps) {
  return (
    <section aria-label="Blog section">
      <p>Blog at {path}</p>
      {path === '/blog/nope' && notFound}
    </section>
  );
}
const blogModule: RemoteModules['blog/Section'] = { default: BlogSection, build: 'b1' };

function ServiceGrid({ cardHeadingLevel }: ServiceGridProps) {
  return <p>Grid with {cardHeadingLevel} titles</p>;
}
const gridModule: RemoteModules['services/ServiceGrid'] = { default: ServiceGrid, build: 's1' };

/** A section with a render bug until `fix()` is called, like a section redeployed with a fix. */
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

function renderSection(load: Load, path = '/blog/crm-evolution') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <SlotContent id="blog/Section" {...slotView('blog/Section', path)} load={load} retryDelays={SHORT_DELAYS} />,
  );
  return { user, ...view };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report caught render errors; the tests assert on what the visitor sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a slot in the build: the frame around an include of the section’s fragment', () => {
  const collector = { build: 'shell1', add: () => 'unused' };

  it('writes a section route’s slot as markers around its loading bar, naming the route’s fragment', () => {
    const html = renderToStaticMarkup(
      <IslandCollectorContext value={collector}>
        <SectionSlot name="blog" path="/blog/crm-evolution" />
      </IslandCollectorContext>,
    );
    expect(html).toMatch(
      new RegExp(
        '^<div data-slot="blog/Section"><template data-slot-open="slot-blog-Section" data-include="/_fragments/blog/fragments/route/blog/crm-evolution\\.html"></template>' +
          '<div class="MuiBox-root css-[a-z0-9]+"><div class="loading-bar" role="progressbar" aria-label="Loading section"></div></div>' +
          '<template data-slot-close="slot-blog-Section"></template></div>$',
      ),
    );
  });

  it('writes a widget’s slot with the space the widget takes, so nothing moves when it arrives', () => {
    const html = renderToStaticMarkup(
      <IslandCollectorContext value={collector}>
        <WidgetSlot id="contact/QuoteForm" />
      </IslandCollectorContext>,
    );
    expect(html).toMatch(
      /^<div data-slot="contact\/QuoteForm"><template data-slot-open="slot-contact-QuoteForm" data-include="\/_fragments\/contact\/fragments\/widget\/QuoteForm\.html"><\/template><div class="MuiBox-root css-[a-z0-9]+" aria-hidden="true"><\/div><template data-slot-close="slot-contact-QuoteForm"><\/template><\/div>$/,
    );
  });
});

describe('a slot rendered in the browser (its fragment was missing)', () => {
  it('shows the loading bar, then the section’s page for the path, with the shell’s not-found element for an unknown one', async () => {
    renderSection(flakyLoader<'blog/Section'>(0, blogModule), '/blog/nope');
    expect(screen.getByRole('progressbar', { name: 'Loading section' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Blog section' });
    expect(section).toHaveTextContent('Blog at /blog/nope');
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent(/^404$/);
  });

  it('shows the fallback with Try again after exactly 1 + retryDelays.length failed attempts', async () => {
    const load = flakyLoader<'blog/Section'>(99, blogModule);
    renderSection(load);
    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
  });

  it('Try again makes a fresh round of attempts and shows the section once it loads', async () => {
    const load = flakyLoader<'blog/Section'>(3, blogModule);
    const { user } = renderSection(load);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Blog at /blog/crm-evolution')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('contains a section that throws while rendering, and Try again renders it again', async () => {
    const { module, fix } = brokenSection();
    const { user } = renderSection(flakyLoader<'blog/Section'>(0, module));
    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeInTheDocument();
    fix();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Blog at /blog/crm-evolution')).toBeInTheDocument();
  });

  it('renders a widget with the props Home gives it, and says it is unavailable in a widget’s words', async () => {
    renderWithProviders(
      <SlotContent
        id="services/ServiceGrid"
        {...slotView('services/ServiceGrid', '/')}
        load={flakyLoader<'services/ServiceGrid'>(0, gridModule)}
        retryDelays={SHORT_DELAYS}
      />,
    );
    expect(await screen.findByText('Grid with h3 titles')).toBeInTheDocument();
    renderWithProviders(
      <SlotContent
        id="services/ServiceGrid"
        {...slotView('services/ServiceGrid', '/')}
        load={flakyLoader<'services/ServiceGrid'>(99, gridModule)}
        retryDelays={SHORT_DELAYS}
      />,
    );
    expect(await screen.findByRole('heading', { level: 3, name: UNAVAILABLE })).toBeInTheDocument();
  });
});

describe('renderSlots', () => {
  it('replaces each empty slot’s placeholder with the module it names, in a root of its own', async () => {
    const loadSpy = jest.mocked(loadRemoteModule).mockResolvedValue(gridModule);
    const slot = document.createElement('div');
    slot.setAttribute('data-slot', 'services/ServiceGrid');
    slot.innerHTML = '<div aria-hidden="true">placeholder</div>';
    document.body.append(slot);
    await act(async () => renderSlots([slot]));
    await waitFor(() => expect(slot).toHaveTextContent('Grid with h3 titles'));
    expect(slot.textContent).not.toContain('placeholder');
    expect(loadSpy).toHaveBeenCalledWith('services/ServiceGrid');
    slot.remove();
  });
});
