import { routeHeads } from '@agency/content/site/route-heads.zh-hk';
import { sectionRoutes } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import Section from './section';
import { englishWords, readableText, renderInChinese } from './testing/in-chinese';

/** Mounted under /portfolio/* as the shell mounts it. */
function renderAt(path: string) {
  return renderWithProviders(<Section path={path} notFound={<p>shell not found</p>} />);
}

describe('portfolio Section routes', () => {
  it.each([
    ['/portfolio', 'Portfolio'],
    ['/portfolio/ecommerce', 'E-commerce Projects'],
    ['/portfolio/healthcare', 'Healthcare Projects'],
    ['/portfolio/corporate', 'Corporate Websites'],
    ['/portfolio/insurance', 'Insurance Projects'],
    ['/portfolio/web-development', 'Web Development Projects'],
    ['/portfolio/case-studies', 'Case Studies'],
  ])('%s renders the h1 %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.queryByText('shell not found')).not.toBeInTheDocument();
  });

  it('renders the shell’s not-found element for an unknown sub-path', () => {
    renderAt('/portfolio/unknown');
    expect(screen.getByText('shell not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('portfolio Section routes in Chinese', () => {
  const routes = sectionRoutes('portfolio').map((route) => route.path);
  const english = englishWords();
  const renderInChineseAt = (path: string) =>
    renderInChinese(<Section path={path} notFound={<p>shell not found</p>} />).container;

  it.each(routes)('%s has the Chinese route title as its h1', (path) => {
    renderInChineseAt(path);
    const title = routeHeads[path]?.title ?? '';
    expect(title).toMatch(/\p{Script=Han}/u);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it.each(routes)('%s shows none of the English words of the portfolio', (path) => {
    const text = readableText(renderInChineseAt(path));
    expect(english.length).toBeGreaterThan(200);
    expect(english.filter((words) => text.includes(words))).toEqual([]);
  });

  it.each(routes)('%s links to Chinese pages only', (path) => {
    const links = [...renderInChineseAt(path).querySelectorAll('a[href^="/"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href?.startsWith('/zh-hk/'))).toEqual([]);
  });

  it('renders the not-found element for an unknown sub-path', () => {
    renderInChineseAt('/portfolio/unknown');
    expect(screen.getByText('shell not found')).toBeInTheDocument();
  });
});
