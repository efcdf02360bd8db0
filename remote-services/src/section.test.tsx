import { servicesCatalog } from '@agency/content/services/services-catalog';
import { paths, sectionRoutes } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import Section from './section';
import { englishIn, linksOutsideChinese, renderInLanguage } from './testing/in-language';

function renderAt(route: string) {
  return renderWithProviders(<Section path={route} notFound={<p>The shell’s 404</p>} />);
}

describe('services Section', () => {
  it.each([
    ['/services', 'Our Services'],
    ['/services/all-services', 'Our Services'],
    ['/services/linkedin-marketing', 'LinkedIn Marketing'],
    ['/services/ai-workflow-automation', 'AI Agent Workflow Automation'],
    ['/services/training', 'Training'],
  ])('%s shows the h1 "%s"', (route, heading) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('renders the shell’s not-found element for an unknown service', () => {
    renderAt('/services/unknown');
    expect(screen.getByText('The shell’s 404')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('overview: twelve Learn More links and Get Started Today to /contact/schedule-consultation', () => {
    renderAt('/services');
    expect(screen.getAllByRole('link', { name: /^Learn More about / })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});

describe('services Section in Chinese', () => {
  const chinese = servicesCatalog['zh-HK'];
  const renderChinese = (route: string) =>
    renderInLanguage(<Section path={route} notFound={<p>The shell’s 404</p>} />, 'zh-HK');

  /** The h1 a route's Chinese page has: the overview's title, or the service's. */
  const chineseH1 = (route: string) =>
    chinese.services.find((service) => paths.services.service(service.slug) === route)?.title ??
    chinese.servicesOverview.title;

  it.each(sectionRoutes('services').map((route) => [route.path, chineseH1(route.path)]))(
    '%s: the h1 "%s", Chinese only, every link to a Chinese page',
    (route, heading) => {
      const { container } = renderChinese(route);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(englishIn(container)).toEqual([]);
      expect(container.querySelectorAll('a').length).toBeGreaterThan(0);
      expect(linksOutsideChinese(container)).toEqual([]);
    },
  );

  it('overview: twelve 了解更多 links to the Chinese service pages and 立即開始 to the Chinese scheduling page', () => {
    renderChinese('/services');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我們的服務');
    const learnMore = screen.getAllByRole('link', { name: /^了解更多/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual(
      chinese.services.map((service) => `/zh-hk/services/${service.slug}`),
    );
    expect(screen.getByRole('link', { name: chinese.servicesOverview.cta.action.label })).toHaveAttribute(
      'href',
      '/zh-hk/contact/schedule-consultation',
    );
  });

  it('renders the not-found element for an unknown service', () => {
    renderChinese('/services/unknown');
    expect(screen.getByText('The shell’s 404')).toBeInTheDocument();
  });
});
