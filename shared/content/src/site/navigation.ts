import { paths } from '@agency/platform/routes';
import { services } from '../services/services';

export interface MenuItem {
  label: string;
  href: string;
}

export interface Menu {
  id: 'services' | 'about' | 'portfolio' | 'blog' | 'contact';
  label: string;
  /** Where the menu's button leads before the page's scripts run (or without them): its overview. */
  href: string;
  items: readonly MenuItem[];
}

export const homeItem: MenuItem = { label: 'Home', href: paths.home };
export const getStartedItem: MenuItem = { label: 'Get Started', href: paths.contact.scheduleConsultation };

const servicesMenu: Menu = {
  id: 'services',
  label: 'Services',
  href: paths.services.root,
  items: [
    ...services.map((service) => ({ label: service.title, href: paths.services.service(service.slug) })),
    { label: 'View All Services', href: paths.services.root },
  ],
};

const aboutMenu: Menu = {
  id: 'about',
  label: 'About Us',
  href: paths.about.story,
  items: [
    { label: 'Our Story', href: paths.about.story },
    { label: 'Our Values', href: paths.about.values },
    { label: 'Why Choose Us', href: paths.about.whatSetsUsApart },
    { label: 'Our Office', href: paths.about.office },
    { label: 'Privacy Policy', href: paths.privacyPolicy },
    { label: 'Terms & Conditions', href: paths.termsConditions },
    { label: 'FAQ', href: paths.faq },
  ],
};

const portfolioMenu: Menu = {
  id: 'portfolio',
  label: 'Portfolio',
  href: paths.portfolio.root,
  items: [
    { label: 'E-commerce', href: paths.portfolio.page('ecommerce') },
    { label: 'Healthcare', href: paths.portfolio.page('healthcare') },
    { label: 'Corporate Websites', href: paths.portfolio.page('corporate') },
    { label: 'Insurance', href: paths.portfolio.page('insurance') },
    { label: 'Web Development', href: paths.portfolio.page('web-development') },
    { label: 'Case Studies', href: paths.portfolio.page('case-studies') },
    { label: 'View Full Portfolio', href: paths.portfolio.root },
  ],
};

const blogMenu: Menu = {
  id: 'blog',
  label: 'Blog',
  href: paths.blog.root,
  items: [
    { label: 'All Articles', href: paths.blog.root },
    { label: 'AI Transformation in 2025', href: paths.blog.article('ai-transformation') },
    { label: 'AI Marketing in Hong Kong', href: paths.blog.article('ai-marketing-hong-kong') },
    { label: 'B2B Marketing Trends 2025', href: paths.blog.article('b2b-marketing-trends-2025') },
    { label: 'Conversational AI in Hong Kong', href: paths.blog.article('hong-kong-conversational-ai') },
    { label: 'Content Marketing Evolution', href: paths.blog.article('content-marketing-evolution') },
    { label: 'Digital Transformation ROI', href: paths.blog.article('digital-transformation-roi') },
    { label: 'Paid Marketing ROI 2025', href: paths.blog.article('paid-marketing-roi-2025') },
    { label: 'Southeast Asia E-commerce', href: paths.blog.article('southeast-asia-ecommerce') },
    { label: 'CRM Evolution', href: paths.blog.article('crm-evolution') },
    { label: 'Web Development Best Practices', href: paths.blog.article('web-development-best-practices') },
    { label: 'Asia Digital Transformation', href: paths.blog.article('asia-digital-transformation') },
  ],
};

const contactMenu: Menu = {
  id: 'contact',
  label: 'Contact',
  href: paths.contact.quote,
  items: [
    { label: 'Get a Quote', href: paths.contact.quote },
    { label: 'Schedule Consultation', href: paths.contact.scheduleConsultation },
    { label: 'Training Inquiry', href: paths.contact.training },
    { label: 'Partnership', href: paths.contact.partnership },
  ],
};

/** The desktop navigation bar's menus, in order. */
export const desktopMenus: readonly Menu[] = [servicesMenu, aboutMenu, portfolioMenu, blogMenu, contactMenu];

export interface MobileMenuGroup {
  label: string;
  items: readonly MenuItem[];
}

/** The small-screen menu: Home, six services + View All, About, Portfolio, Blog, Contact, Get Started. */
export const mobileMenu: readonly MobileMenuGroup[] = [
  { label: 'Home', items: [homeItem] },
  {
    label: 'Services',
    items: [...servicesMenu.items.slice(0, 6), { label: 'View All', href: paths.services.root }],
  },
  { label: 'About Us', items: aboutMenu.items },
  { label: 'Portfolio', items: [{ label: 'Portfolio', href: paths.portfolio.root }] },
  { label: 'Blog', items: [{ label: 'Blog', href: paths.blog.root }] },
  { label: 'Contact', items: contactMenu.items },
];

/** Footer link columns. */
export const footerLinks = {
  explore: [
    homeItem,
    { label: 'Services', href: paths.services.root },
    { label: 'Portfolio', href: paths.portfolio.root },
    { label: 'Blog', href: paths.blog.root },
  ],
  company: aboutMenu.items.slice(0, 4),
  legal: [
    { label: 'Privacy Policy', href: paths.privacyPolicy },
    { label: 'Terms & Conditions', href: paths.termsConditions },
    { label: 'FAQ', href: paths.faq },
  ],
  contact: contactMenu.items,
} as const;
