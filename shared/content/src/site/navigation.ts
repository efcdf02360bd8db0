import type { ArticleSlug, PortfolioSlug } from '@agency/platform/routes';
import { articleSlugs, paths, portfolioSlugs } from '@agency/platform/routes';
import type { ServiceSummary } from '../services/services';
import { services } from '../services/services';

export interface MenuItem {
  label: string;
  href: string;
}

export type MenuId = 'services' | 'about' | 'portfolio' | 'blog' | 'contact';

export interface Menu {
  id: MenuId;
  label: string;
  /** Where the menu's button leads before the page's scripts run (or without them): its overview. */
  href: string;
  items: readonly MenuItem[];
}

export interface MobileMenuGroup {
  /** `home` is Home alone, outside the groups; the others are the desktop menus' groups. */
  id: 'home' | MenuId;
  label: string;
  items: readonly MenuItem[];
}

/** The site's menus in one language: the navigation bar's, the small-screen menu's and the footer's. */
export interface Navigation {
  homeItem: MenuItem;
  getStartedItem: MenuItem;
  /** The desktop navigation bar's menus, in order. */
  desktopMenus: readonly Menu[];
  /** The small-screen menu: Home, six services + View All, About, Portfolio, Blog, Contact (then Get Started). */
  mobileMenu: readonly MobileMenuGroup[];
  /** The footer's link columns. */
  footerLinks: {
    explore: readonly MenuItem[];
    company: readonly MenuItem[];
    legal: readonly MenuItem[];
    contact: readonly MenuItem[];
  };
}

/** The menus' words in one language; which pages they list, and in which order, is the site's (siteNavigation). */
export interface NavigationWords {
  home: string;
  getStarted: string;
  services: { label: string; viewAll: string; viewAllShort: string };
  about: {
    label: string;
    story: string;
    values: string;
    whatSetsUsApart: string;
    office: string;
    privacyPolicy: string;
    termsConditions: string;
    faq: string;
  };
  portfolio: { label: string; pages: Readonly<Record<PortfolioSlug, string>>; viewAll: string };
  /** The articles by their short menu names, which are not their titles. */
  blog: { label: string; allArticles: string; articles: Readonly<Record<ArticleSlug, string>> };
  contact: { label: string; quote: string; consultation: string; training: string; partnership: string };
}

/** The site's menus, in a language's words and with its services' titles. */
export function siteNavigation(words: NavigationWords, serviceList: readonly ServiceSummary[]): Navigation {
  const homeItem = { label: words.home, href: paths.home };
  const getStartedItem = { label: words.getStarted, href: paths.contact.scheduleConsultation };
  const servicesMenu: Menu = {
    id: 'services',
    label: words.services.label,
    href: paths.services.root,
    items: [
      ...serviceList.map((service) => ({ label: service.title, href: paths.services.service(service.slug) })),
      { label: words.services.viewAll, href: paths.services.root },
    ],
  };
  const { about } = words;
  const legalItems = [
    { label: about.privacyPolicy, href: paths.privacyPolicy },
    { label: about.termsConditions, href: paths.termsConditions },
    { label: about.faq, href: paths.faq },
  ];
  const companyItems = [
    { label: about.story, href: paths.about.story },
    { label: about.values, href: paths.about.values },
    { label: about.whatSetsUsApart, href: paths.about.whatSetsUsApart },
    { label: about.office, href: paths.about.office },
  ];
  const aboutMenu: Menu = {
    id: 'about',
    label: about.label,
    href: paths.about.story,
    items: [...companyItems, ...legalItems],
  };
  const portfolioMenu: Menu = {
    id: 'portfolio',
    label: words.portfolio.label,
    href: paths.portfolio.root,
    items: [
      ...portfolioSlugs.map((slug) => ({ label: words.portfolio.pages[slug], href: paths.portfolio.page(slug) })),
      { label: words.portfolio.viewAll, href: paths.portfolio.root },
    ],
  };
  const blogMenu: Menu = {
    id: 'blog',
    label: words.blog.label,
    href: paths.blog.root,
    items: [
      { label: words.blog.allArticles, href: paths.blog.root },
      ...articleSlugs.map((slug) => ({ label: words.blog.articles[slug], href: paths.blog.article(slug) })),
    ],
  };
  const { contact } = words;
  const contactMenu: Menu = {
    id: 'contact',
    label: contact.label,
    href: paths.contact.quote,
    items: [
      { label: contact.quote, href: paths.contact.quote },
      { label: contact.consultation, href: paths.contact.scheduleConsultation },
      { label: contact.training, href: paths.contact.training },
      { label: contact.partnership, href: paths.contact.partnership },
    ],
  };
  /** A menu as one link to its overview, named as the menu. */
  const overview = (menu: Menu) => [{ label: menu.label, href: menu.href }];
  return {
    homeItem,
    getStartedItem,
    desktopMenus: [servicesMenu, aboutMenu, portfolioMenu, blogMenu, contactMenu],
    mobileMenu: [
      { id: 'home', label: words.home, items: [homeItem] },
      {
        id: 'services',
        label: servicesMenu.label,
        items: [...servicesMenu.items.slice(0, 6), { label: words.services.viewAllShort, href: paths.services.root }],
      },
      { id: 'about', label: aboutMenu.label, items: aboutMenu.items },
      { id: 'portfolio', label: portfolioMenu.label, items: overview(portfolioMenu) },
      { id: 'blog', label: blogMenu.label, items: overview(blogMenu) },
      { id: 'contact', label: contactMenu.label, items: contactMenu.items },
    ],
    footerLinks: {
      explore: [homeItem, ...overview(servicesMenu), ...overview(portfolioMenu), ...overview(blogMenu)],
      company: companyItems,
      legal: legalItems,
      contact: contactMenu.items,
    },
  };
}

export const navigation = siteNavigation(
  {
    home: 'Home',
    getStarted: 'Get Started',
    services: { label: 'Services', viewAll: 'View All Services', viewAllShort: 'View All' },
    about: {
      label: 'About Us',
      story: 'Our Story',
      values: 'Our Values',
      whatSetsUsApart: 'Why Choose Us',
      office: 'Our Office',
      privacyPolicy: 'Privacy Policy',
      termsConditions: 'Terms & Conditions',
      faq: 'FAQ',
    },
    portfolio: {
      label: 'Portfolio',
      pages: {
        ecommerce: 'E-commerce',
        healthcare: 'Healthcare',
        corporate: 'Corporate Websites',
        insurance: 'Insurance',
        'web-development': 'Web Development',
        'case-studies': 'Case Studies',
      },
      viewAll: 'View Full Portfolio',
    },
    blog: {
      label: 'Blog',
      allArticles: 'All Articles',
      articles: {
        'ai-transformation': 'AI Transformation in 2025',
        'ai-marketing-hong-kong': 'AI Marketing in Hong Kong',
        'b2b-marketing-trends-2025': 'B2B Marketing Trends 2025',
        'hong-kong-conversational-ai': 'Conversational AI in Hong Kong',
        'content-marketing-evolution': 'Content Marketing Evolution',
        'digital-transformation-roi': 'Digital Transformation ROI',
        'paid-marketing-roi-2025': 'Paid Marketing ROI 2025',
        'southeast-asia-ecommerce': 'Southeast Asia E-commerce',
        'crm-evolution': 'CRM Evolution',
        'web-development-best-practices': 'Web Development Best Practices',
        'asia-digital-transformation': 'Asia Digital Transformation',
      },
    },
    contact: {
      label: 'Contact',
      quote: 'Get a Quote',
      consultation: 'Schedule Consultation',
      training: 'Training Inquiry',
      partnership: 'Partnership',
    },
  },
  services,
);

export const { homeItem, getStartedItem, desktopMenus, mobileMenu, footerLinks } = navigation;
