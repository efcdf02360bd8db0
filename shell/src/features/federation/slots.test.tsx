import type { IslandCollector } from '@agency/ui/island';
import { IslandCollectorContext } from '@agency/ui/island';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SectionSlot, WidgetSlot } from './slots';

/** The frame's slot as the build writes it, and what the collector was given to render on its own. */
function inTheBuild(slot: ReactElement) {
  const added: { name: string; element?: ReactElement }[] = [];
  const collector: IslandCollector = {
    build: 'shell1',
    add: (name, element) => {
      added.push({ name, element });
      return name.replace('/', '-');
    },
  };
  const html = renderToStaticMarkup(<IslandCollectorContext value={collector}>{slot}</IslandCollectorContext>);
  const container = document.createElement('div');
  container.innerHTML = html;
  return { html, container, added };
}

describe('a section route’s slot in the build', () => {
  const { html, container, added } = inTheBuild(<SectionSlot name="blog" route="/blog/crm-evolution" locale="en" />);

  it('is an include of the route’s fragment, whose own content is the section as a client-only island', () => {
    expect(html).toMatch(
      /^<div data-slot="blog\/Section"><template data-slot-open="slot-blog-Section" data-include="\/_fragments\/blog\/fragments\/route\/blog\/crm-evolution\.html"><\/template><agency-island .*<\/agency-island><template data-slot-close="slot-blog-Section"><\/template><\/div>$/,
    );
    const island = container.querySelector('agency-island');
    expect(
      Object.fromEntries([...(island?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value])),
    ).toEqual({
      'data-island': 'blog/Section',
      'data-island-id': 'blog-Section',
      'data-when': 'visible',
      'data-build': 'shell1',
      'data-render': 'client',
    });
    expect(island?.querySelector('script[type="application/json"]')?.textContent).toBe(
      '{"path":"/blog/crm-evolution","locale":"en"}',
    );
  });

  it('shows the loading bar until the browser has rendered the section', () => {
    expect(added.map(({ name }) => name)).toEqual(['blog/Section']);
    expect(renderToStaticMarkup(added[0]?.element ?? <></>)).toContain(
      '<div class="loading-bar" role="progressbar" aria-label="Loading section"></div>',
    );
  });

  it('carries its own notice, with the company’s e-mail and phone and a Try again for the island runtime', () => {
    const notice = container.querySelector<HTMLTemplateElement>('template[data-island-unavailable]')?.content;
    expect(notice?.querySelector('h1')?.textContent).toBe('This section is temporarily unavailable');
    expect([...(notice?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:info@harbourline.example',
      'tel:+85230012468',
    ]);
    expect(notice?.querySelector('button[data-island-retry]')?.textContent).toBe('Try again');
  });
});

describe('a slot of a Chinese page', () => {
  it('includes the route’s Chinese fragment, and renders the section in Chinese where it cannot', () => {
    const { html, container } = inTheBuild(<SectionSlot name="blog" route="/blog/crm-evolution" locale="zh-HK" />);
    expect(html).toContain('data-include="/_fragments/blog/fragments/zh-hk/route/blog/crm-evolution.html"');
    expect(container.querySelector('agency-island script')?.textContent).toBe(
      '{"path":"/blog/crm-evolution","locale":"zh-HK"}',
    );
  });

  it('holds the slot with a loading bar labelled in Chinese, though the build renders it apart from the page', () => {
    const { added } = inTheBuild(<SectionSlot name="blog" route="/blog/crm-evolution" locale="zh-HK" />);
    expect(renderToStaticMarkup(added[0]?.element ?? <></>)).toContain(
      '<div class="loading-bar" role="progressbar" aria-label="正在載入"></div>',
    );
  });
});

describe('a widget’s slot in the build', () => {
  const { container, added } = inTheBuild(<WidgetSlot id="contact/QuoteForm" />);

  it('gives the widget the props Home gives it, and says it is unavailable in a widget’s words (an h3)', () => {
    expect(container.querySelector('agency-island script')?.textContent).toBe(
      '{"idPrefix":"home-quote","headingLevel":"h3","locale":"en"}',
    );
    const notice = container.querySelector<HTMLTemplateElement>('template[data-island-unavailable]')?.content;
    expect(notice?.querySelector('h3')?.textContent).toBe('This section is temporarily unavailable');
  });

  it('holds the space the widget takes, so nothing moves when it arrives', () => {
    expect(renderToStaticMarkup(added[0]?.element ?? <></>)).toMatch(
      /^<div class="MuiBox-root css-[a-z0-9]+" aria-hidden="true"><\/div>$/,
    );
  });
});
