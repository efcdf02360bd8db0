import type { SubscribeButtonProps } from '@agency/platform/contracts';
import type { IslandName } from '@agency/platform/islands';
import { islandId } from '@agency/platform/islands';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IslandCollector } from './island';
import { EnhancedIsland, Island, IslandCollectorContext, islandHtmlMarker, usePrerendering } from './island';

function SubscribeButton({ href, action }: SubscribeButtonProps) {
  return (
    <a href={href}>
      <span>{action}</span>
    </a>
  );
}

const labels = { action: 'Share', label: 'Share this article', copied: 'Copied', copyFailed: 'Not copied' };

const shareProps = { title: 'A', text: 'a', labels };
const props: SubscribeButtonProps = {
  href: 'mailto:a@b.example',
  action: 'Reply within </script> 2 days & <!-- more',
  toast: 'Opening',
};
const PROPS_JSON =
  '{"href":"mailto:a@b.example","action":"Reply within \\u003c/script\\u003e 2 days \\u0026 \\u003c!-- more","toast":"Opening"}';

/** A collector as the prerender step makes one (shared/build/prerender/render-app.tsx), recording what it is given. */
function testCollector(build = '6f01a98d874a') {
  const added: { name: IslandName; element?: ReactElement }[] = [];
  const counts = new Map<IslandName, number>();
  const collector: IslandCollector = {
    build,
    add: jest.fn((name: IslandName, element?: ReactElement) => {
      const index = counts.get(name) ?? 0;
      counts.set(name, index + 1);
      added.push({ name, element });
      return islandId(name, index);
    }),
  };
  return { collector, added };
}

function prerender(element: ReactElement, collector: IslandCollector): string {
  return renderToStaticMarkup(<IslandCollectorContext value={collector}>{element}</IslandCollectorContext>);
}

describe('Island without a collector', () => {
  it('is just the component, rendered inline', () => {
    const { container } = render(
      <Island name="blog/SubscribeButton" component={SubscribeButton} props={props} when="visible" hold={['submit']} />,
    );
    expect(container.innerHTML).toBe(
      '<a href="mailto:a@b.example"><span>Reply within &lt;/script&gt; 2 days &amp; &lt;!-- more</span></a>',
    );
    expect(container.querySelector('agency-island')).toBeNull();
  });

  it('renders the placeholder of a client-only island (an enclosing island owns what it renders)', () => {
    const { container } = render(
      <Island
        name="blog/Section"
        props={{ path: '/blog', locale: 'en' }}
        when="visible"
        clientOnly={<p>Loading…</p>}
      />,
    );
    expect(container.innerHTML).toBe('<p>Loading…</p>');
  });
});

describe('Island in the prerender step', () => {
  it('writes the island element, its props as escaped JSON and the marker for its HTML', () => {
    const { collector } = testCollector();
    expect(
      prerender(
        <Island
          name="blog/SubscribeButton"
          component={SubscribeButton}
          props={props}
          when="visible"
          hold={['submit', 'keys']}
        />,
        collector,
      ),
    ).toBe(
      '<agency-island data-island="blog/SubscribeButton" data-island-id="blog-SubscribeButton" data-when="visible"' +
        ' data-hold="submit keys" data-build="6f01a98d874a">' +
        `<script type="application/json">${PROPS_JSON}</script>` +
        '<template data-island-html="blog-SubscribeButton"></template>' +
        '</agency-island>',
    );
  });

  it('writes the marker exactly as islandHtmlMarker gives it, for the prerender step to replace', () => {
    const { collector } = testCollector();
    const html = prerender(
      <Island name="blog/ShareButton" component={() => <div />} props={shareProps} when="focus" />,
      collector,
    );
    expect(islandHtmlMarker('blog-ShareButton')).toBe('<template data-island-html="blog-ShareButton"></template>');
    expect(html).toContain(islandHtmlMarker('blog-ShareButton'));
  });

  it('writes no data-hold when nothing is held', () => {
    const { collector } = testCollector('b1');
    expect(
      prerender(
        <Island name="blog/ShareButton" component={() => <div />} props={shareProps} when="focus" />,
        collector,
      ),
    ).toBe(
      '<agency-island data-island="blog/ShareButton" data-island-id="blog-ShareButton" data-when="focus" data-build="b1">' +
        `<script type="application/json">{"title":"A","text":"a","labels":${JSON.stringify(labels)}}</script>` +
        '<template data-island-html="blog-ShareButton"></template></agency-island>',
    );
  });

  it('gives the collector the component with its props, once, and renders none of it in place', () => {
    const { collector, added } = testCollector();
    const html = prerender(
      <Island name="blog/SubscribeButton" component={SubscribeButton} props={props} when="visible" hold={['submit']} />,
      collector,
    );
    expect(collector.add).toHaveBeenCalledTimes(1);
    expect(added.map(({ name }) => name)).toEqual(['blog/SubscribeButton']);
    expect(added[0]?.element?.type).toBe(SubscribeButton);
    expect(added[0]?.element?.props).toEqual(props);
    expect(html).not.toContain('<form');
  });

  it('takes the id the collector gives, so repeats of one island have ids of their own', () => {
    const { collector } = testCollector();
    const html = prerender(
      <>
        <Island
          name="blog/ShareButton"
          component={() => <button type="button" />}
          props={{ title: 'A', text: 'a', labels }}
          when="intent"
        />
        <Island
          name="blog/ShareButton"
          component={() => <button type="button" />}
          props={{ title: 'B', text: 'b', labels }}
          when="intent"
        />
      </>,
      collector,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(
      [...container.querySelectorAll('agency-island')].map((island) => [
        island.getAttribute('data-island-id'),
        island.querySelector('template')?.getAttribute('data-island-html'),
        island.querySelector('script')?.textContent,
      ]),
    ).toEqual([
      ['blog-ShareButton', 'blog-ShareButton', `{"title":"A","text":"a","labels":${JSON.stringify(labels)}}`],
      ['blog-ShareButton-2', 'blog-ShareButton-2', `{"title":"B","text":"b","labels":${JSON.stringify(labels)}}`],
    ]);
  });

  it('marks a client-only island, gives the collector its placeholder, and carries its own notice as a template', () => {
    const { collector, added } = testCollector('b1');
    const html = prerender(
      <Island
        name="blog/Section"
        props={{ path: '/blog', locale: 'en' }}
        when="visible"
        clientOnly={<p>Loading the blog…</p>}
        unavailable={<p>The blog is unavailable</p>}
      />,
      collector,
    );
    expect(html).toBe(
      '<agency-island data-island="blog/Section" data-island-id="blog-Section" data-when="visible"' +
        ' data-build="b1" data-render="client">' +
        '<script type="application/json">{"path":"/blog","locale":"en"}</script>' +
        '<template data-island-html="blog-Section"></template>' +
        '<template data-island-unavailable=""><p>The blog is unavailable</p></template></agency-island>',
    );
    expect(added).toHaveLength(1);
    expect(renderToStaticMarkup(added[0]?.element ?? <></>)).toBe('<p>Loading the blog…</p>');
  });
});

describe('EnhancedIsland', () => {
  const menu = <button type="button">Services</button>;

  it('writes its HTML in place, in the island element, with no props, and registers its id alone', () => {
    const { collector, added } = testCollector('b1');
    const html = prerender(
      <>
        <EnhancedIsland name="shell/NavBar" when="intent" hold={['keys']}>
          {menu}
        </EnhancedIsland>
        <EnhancedIsland name="shell/NavBar" when="intent">
          {menu}
        </EnhancedIsland>
      </>,
      collector,
    );
    expect(html).toBe(
      '<agency-island data-island="shell/NavBar" data-island-id="shell-NavBar" data-when="intent" data-hold="keys"' +
        ' data-build="b1" data-render="enhance"><button type="button">Services</button></agency-island>' +
        '<agency-island data-island="shell/NavBar" data-island-id="shell-NavBar-2" data-when="intent"' +
        ' data-build="b1" data-render="enhance"><button type="button">Services</button></agency-island>',
    );
    expect(added).toEqual([{ name: 'shell/NavBar' }, { name: 'shell/NavBar' }]);
  });

  it('is just its children in a tree React renders in the browser', () => {
    const { container } = render(
      <EnhancedIsland name="shell/FaqQuestions" when="focus">
        {menu}
      </EnhancedIsland>,
    );
    expect(container.innerHTML).toBe('<button type="button">Services</button>');
  });
});

describe('usePrerendering', () => {
  function WhereRendered() {
    return <p>{usePrerendering() ? 'prerendering' : 'in the browser'}</p>;
  }

  it('is true under the prerender step’s collector', () => {
    expect(prerender(<WhereRendered />, testCollector().collector)).toBe('<p>prerendering</p>');
  });

  it('is false anywhere else', () => {
    const { container } = render(<WhereRendered />);
    expect(container.innerHTML).toBe('<p>in the browser</p>');
  });
});
