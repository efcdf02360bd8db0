import { findRoute, isKnownPath, paths, serviceSlugs } from '@agency/platform/routes';
import type { Menu, MenuItem } from './site/navigation';
import { desktopMenus, footerLinks, getStartedItem, homeItem, mobileMenu } from './site/navigation';
import { services } from './services/services';

const withoutHash = (href: string) => href.split('#')[0] ?? href;

const menu = (id: Menu['id']): Menu => {
  const found = desktopMenus.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no desktop menu ${id}`);
  return found;
};

const hrefs = (items: readonly MenuItem[]) => items.map((item) => item.href);

const serviceItems: MenuItem[] = [
  { label: 'Content Marketing', href: '/services/content-marketing' },
  { label: 'Digital Marketing', href: '/services/digital-marketing' },
  { label: 'Social Media Management', href: '/services/social-media-management' },
  { label: 'LinkedIn Marketing', href: '/services/linkedin-marketing' },
  { label: 'B2B Marketing', href: '/services/b2b-marketing' },
  { label: 'Email Marketing', href: '/services/email-marketing' },
  { label: 'Paid Marketing', href: '/services/paid-marketing' },
  { label: 'CRM Solutions', href: '/services/crm-solutions' },
  { label: 'AI Solutions', href: '/services/ai-solutions' },
  { label: 'AI Agent Workflow Automation', href: '/services/ai-workflow-automation' },
  { label: 'Website Development', href: '/services/website-development' },
  { label: 'Training', href: '/services/training' },
];

const aboutItems: MenuItem[] = [
  { label: 'Our Story', href: '/about/story' },
  { label: 'Our Values', href: '/about/values' },
  { label: 'Why Choose Us', href: '/about/what-sets-us-apart' },
  { label: 'Our Office', href: '/about/office' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-conditions' },
  { label: 'FAQ', href: '/faq' },
];

const contactItems: MenuItem[] = [
  { label: 'Get a Quote', href: '/contact/quote' },
  { label: 'Schedule Consultation', href: '/contact/schedule-consultation' },
  { label: 'Training Inquiry', href: '/contact/training' },
  { label: 'Partnership', href: '/contact/partnership' },
];

describe('every navigation link', () => {
  const allItems: MenuItem[] = [
    homeItem,
    getStartedItem,
    ...desktopMenus.flatMap((desktop) => desktop.items),
    ...mobileMenu.flatMap((group) => group.items),
    ...footerLinks.company,
    ...footerLinks.legal,
    ...footerLinks.contact,
  ];

  it.each(allItems.map((item) => [item.label, item.href] as const))(
    '%s (%s) opens a page of the route table',
    (_label, href) => {
      expect(isKnownPath(withoutHash(href))).toBe(true);
      expect(findRoute(withoutHash(href))?.path).toBe(withoutHash(href));
    },
  );

  it('has a label', () => {
    expect(allItems.filter((item) => item.label.trim() === '')).toEqual([]);
  });

  it('includes every service card link', () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(
      services.map((service) => paths.services.service(service.slug)).filter((href) => !isKnownPath(href)),
    ).toEqual([]);
  });

  it('resolves the home contact anchor to the home page', () => {
    expect(paths.homeContact).toBe('/#contact');
    expect(findRoute(withoutHash(paths.homeContact))?.path).toBe('/');
  });
});

describe('desktop navigation', () => {
  it('has Home, the five menus in order and Get Started', () => {
    expect(homeItem).toEqual({ label: 'Home', href: '/' });
    expect(desktopMenus.map((desktop) => [desktop.id, desktop.label])).toEqual([
      ['services', 'Services'],
      ['about', 'About Us'],
      ['portfolio', 'Portfolio'],
      ['blog', 'Blog'],
      ['contact', 'Contact'],
    ]);
    expect(getStartedItem).toEqual({ label: 'Get Started', href: '/contact/schedule-consultation' });
  });

  it('Services: the twelve services in menu order, then View All Services', () => {
    expect(menu('services').items).toEqual([...serviceItems, { label: 'View All Services', href: '/services' }]);
  });

  it('About Us: the seven pages in order', () => {
    expect(menu('about').items).toEqual(aboutItems);
  });

  it('Portfolio: the six sub-pages, then the overview', () => {
    expect(menu('portfolio').items).toEqual([
      { label: 'E-commerce', href: '/portfolio/ecommerce' },
      { label: 'Healthcare', href: '/portfolio/healthcare' },
      { label: 'Corporate Websites', href: '/portfolio/corporate' },
      { label: 'Insurance', href: '/portfolio/insurance' },
      { label: 'Web Development', href: '/portfolio/web-development' },
      { label: 'Case Studies', href: '/portfolio/case-studies' },
      { label: 'View Full Portfolio', href: '/portfolio' },
    ]);
  });

  it('Blog: the listing, then the eleven articles in menu order', () => {
    expect(menu('blog').items).toEqual([
      { label: 'All Articles', href: '/blog' },
      { label: 'AI Transformation in 2025', href: '/blog/ai-transformation' },
      { label: 'AI Marketing in Hong Kong', href: '/blog/ai-marketing-hong-kong' },
      { label: 'B2B Marketing Trends 2025', href: '/blog/b2b-marketing-trends-2025' },
      { label: 'Conversational AI in Hong Kong', href: '/blog/hong-kong-conversational-ai' },
      { label: 'Content Marketing Evolution', href: '/blog/content-marketing-evolution' },
      { label: 'Digital Transformation ROI', href: '/blog/digital-transformation-roi' },
      { label: 'Paid Marketing ROI 2025', href: '/blog/paid-marketing-roi-2025' },
      { label: 'Southeast Asia E-commerce', href: '/blog/southeast-asia-ecommerce' },
      { label: 'CRM Evolution', href: '/blog/crm-evolution' },
      { label: 'Web Development Best Practices', href: '/blog/web-development-best-practices' },
      { label: 'Asia Digital Transformation', href: '/blog/asia-digital-transformation' },
    ]);
  });

  it('Contact: the four enquiry pages in order', () => {
    expect(menu('contact').items).toEqual(contactItems);
  });

  it('never lists the /contact/consultation alias or a page twice within a menu', () => {
    for (const desktop of desktopMenus) {
      expect(hrefs(desktop.items)).not.toContain('/contact/consultation');
      expect(new Set(hrefs(desktop.items)).size).toBe(desktop.items.length);
    }
  });
});

describe('mobile navigation', () => {
  it('groups Home, six services + View All, About Us, Portfolio, Blog and Contact', () => {
    expect(mobileMenu.map((group) => group.label)).toEqual([
      'Home',
      'Services',
      'About Us',
      'Portfolio',
      'Blog',
      'Contact',
    ]);
  });

  it('lists exactly these items in this order', () => {
    expect(mobileMenu.flatMap((group) => group.items)).toEqual([
      { label: 'Home', href: '/' },
      ...serviceItems.slice(0, 6),
      { label: 'View All', href: '/services' },
      ...aboutItems,
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Blog', href: '/blog' },
      ...contactItems,
    ]);
  });

  it('shows only the first six services under Services, then View All', () => {
    const servicesGroup = mobileMenu.find((group) => group.label === 'Services');
    expect(servicesGroup?.items).toEqual([...serviceItems.slice(0, 6), { label: 'View All', href: '/services' }]);
  });
});

describe('footer links', () => {
  it('has the company, legal and contact columns', () => {
    expect(footerLinks.company).toEqual(aboutItems.slice(0, 4));
    expect(footerLinks.legal).toEqual([
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-conditions' },
      { label: 'FAQ', href: '/faq' },
    ]);
    expect(footerLinks.contact).toEqual(contactItems);
  });
});
