import type { PortfolioSlug } from '@agency/platform/routes';
import { paths } from '@agency/platform/routes';
import type { ProjectSlug } from './portfolio-facts';
import { featuredProjects, portfolioCtaHref } from './portfolio-facts';

/*
 * The portfolio section's copy in English (its facts in every language are portfolio-facts.ts). Clients are anonymised by sector and city: the agency never
 * names a client or quotes figures about a named company.
 */

export interface PortfolioProject {
  slug: ProjectSlug;
  title: string;
  /** Who the client is, by sector and place, never by name. */
  client: string;
  description: string;
  tags: readonly string[];
  /** Alt text of the project's visual: what the mock-up shows. */
  imageAlt: string;
}

export interface CallToAction {
  title: string;
  text: string;
  action: { label: string; href: string };
}

export interface HeroCopy {
  eyebrow: string;
  /** The page's h1; equal to the route table's title of the page. */
  title: string;
  lead: string;
}

export interface SectionCopy {
  title: string;
  intro?: string;
}

export const projects: readonly PortfolioProject[] = [
  {
    slug: 'wine-importer-store',
    title: 'Wine E-commerce Store',
    client: 'Wine importer, Hong Kong',
    description:
      'A bilingual online cellar for an importer moving from phone and WhatsApp orders to self-service: filters by region, grape and vintage, tasting notes from the in-house sommelier, case discounts, age confirmation at checkout and two-hour delivery slots across Hong Kong Island and Kowloon.',
    tags: ['E-commerce', 'Next.js', 'FPS & card payments', 'English & Chinese'],
    imageAlt:
      'Laptop showing an online wine shop: a row of bottles with prices, region filters down the side and an orange Add to Cart button.',
  },
  {
    slug: 'clinic-patient-management',
    title: 'Healthcare Management System',
    client: 'Multi-specialty clinic group, Hong Kong',
    description:
      'One patient management system for a group of clinics that booked by phone and paper diary: online appointments, digital intake forms, doctors’ rosters, SMS and WhatsApp reminders, and role-based access to records with an audit trail designed around the Personal Data (Privacy) Ordinance.',
    tags: ['Healthcare', 'React', 'Node.js', 'PostgreSQL'],
    imageAlt:
      'Clinic dashboard with a weekly appointment calendar, colour-coded bookings and a list of today’s patients beside it.',
  },
  {
    slug: 'insurance-agent-portal',
    title: 'Insurance Agent Portal',
    client: 'Regional insurer, Hong Kong',
    description:
      'A portal for a tied-agency force: a shared lead inbox fed by the insurer’s campaigns, needs-analysis and quotation tools that work on a tablet at the client’s table, e-signature, and pipeline dashboards for unit managers — with every recommendation recorded for compliance review.',
    tags: ['Insurance', 'Agent portal', 'CRM integration', 'E-signature'],
    imageAlt:
      'Tablet showing an agent’s sales dashboard: a lead funnel narrowing from enquiries to policies, and monthly bars of new business.',
  },
  {
    slug: 'health-products-store',
    title: 'Health Products Store',
    client: 'Health supplements retailer, Hong Kong & Macau',
    description:
      'A mobile-first store for vitamins and wellness products: shop by health goal or ingredient, auto-replenish subscriptions, a pharmacist Q&A chat, loyalty points shared with the retail shops, and pick-up from parcel lockers or any branch.',
    tags: ['E-commerce', 'Mobile-first', 'Subscriptions', 'Loyalty'],
    imageAlt:
      'Two phones showing a health store: product cards with supplement bottles, and a cart with a subscribe-and-save option.',
  },
  {
    slug: 'business-conference-portal',
    title: 'Business Conference Portal',
    client: 'Business association, Hong Kong',
    description:
      'The website of an annual regional business summit: speaker profiles, a filterable multi-track agenda that delegates turn into a personal schedule, tiered registration with early-bird and group rates, QR badges for on-site check-in, and sponsor showcase pages.',
    tags: ['Corporate', 'Events', 'Registration & ticketing', 'Bilingual CMS'],
    imageAlt:
      'Laptop showing a conference agenda: three parallel session tracks on a timeline, with speaker portraits along the top.',
  },
  {
    slug: 'ai-recruitment-platform',
    title: 'AI Recruitment Platform',
    client: 'Recruitment consultancy, Hong Kong & Singapore',
    description:
      'A recruitment workspace in which AI parses CVs in English and Chinese, matches candidates to open roles with a score that explains itself, and drafts shortlists for consultants to review — with duplicate detection, interview scheduling and consent tracking for candidates’ personal data.',
    tags: ['AI', 'Python', 'Machine learning', 'Web application'],
    imageAlt:
      'Recruitment dashboard with candidate cards, each carrying a circular match score, and a shortlist column on the right.',
  },
  {
    slug: 'food-distributor-ordering',
    title: 'B2B Ordering Portal',
    client: 'Seafood and frozen-food distributor, Hong Kong',
    description:
      'A trade ordering portal for restaurant and hotel kitchens: customer-specific price lists, re-order from past invoices in three taps, credit limits and the nightly cut-off for next-morning delivery, all synchronised with the distributor’s ERP.',
    tags: ['B2B e-commerce', 'ERP integration', 'Progressive web app'],
    imageAlt:
      'Tablet showing a wholesale order sheet: product rows with quantity steppers, a running order total and a delivery cut-off banner.',
  },
  {
    slug: 'physiotherapy-booking-app',
    title: 'Physiotherapy Booking App',
    client: 'Physiotherapy and rehabilitation chain, Hong Kong',
    description:
      'Booking for a chain of rehabilitation centres: live therapist availability by branch, treatment packages with session credits, receipts formatted for insurance claims, and home-exercise videos assigned after each visit.',
    tags: ['Healthcare', 'React Native', 'Online booking'],
    imageAlt:
      'Phone showing available appointment times as a grid of slots, one highlighted in orange, above a Confirm Booking button.',
  },
  {
    slug: 'elderly-care-family-portal',
    title: 'Family Portal for Elderly Care',
    client: 'Residential elderly-care operator, New Territories',
    description:
      'A portal that keeps families close to residents’ care: visit booking within the home’s visiting hours, daily care notes and photos shared with consent, monthly statements, and large type with Traditional Chinese as the default for older family members.',
    tags: ['Healthcare', 'Accessibility', 'Web application'],
    imageAlt:
      'Tablet showing a family feed of care updates, each with a photo placeholder and note, and a visit-booking calendar beside it.',
  },
  {
    slug: 'logistics-group-website',
    title: 'Logistics Corporate Website',
    client: 'B2B logistics provider, Kwun Tong',
    description:
      'A trilingual corporate website (English, Traditional and Simplified Chinese) for a contract-logistics provider serving manufacturers across Asia: a service finder by cargo type and industry, sector case pages, enquiry forms that feed the CRM, and a headless CMS the marketing team updates without developers.',
    tags: ['Corporate', 'Headless CMS', 'Trilingual', 'SEO'],
    imageAlt:
      'Browser window showing a corporate website with a map of Asia, shipping routes connecting port cities, and service tiles below.',
  },
  {
    slug: 'property-investor-relations',
    title: 'Investor Relations Website',
    client: 'Listed property developer, Hong Kong',
    description:
      'An investor relations site that publishes exchange announcements automatically, with a results archive, share-price chart, ESG report library and e-mail alerts — built to WCAG 2.1 AA and fast on a phone.',
    tags: ['Corporate', 'Investor relations', 'WCAG 2.1 AA'],
    imageAlt:
      'Browser window showing an investor relations page: a rising share-price line chart and a list of downloadable reports.',
  },
  {
    slug: 'sme-insurance-quotation',
    title: 'SME Insurance Quotation Tool',
    client: 'Commercial insurance broker, Hong Kong',
    description:
      'An online quotation journey for small businesses buying office package and employees’ compensation cover: five short steps, an indicative premium on screen, referral to an underwriter for unusual risks, and every lead routed to the right account executive in the broker’s CRM.',
    tags: ['Insurance', 'Quotation engine', 'Lead routing'],
    imageAlt:
      'Browser window showing a five-step quotation form with the third step active and an indicative premium card on the right.',
  },
  {
    slug: 'medical-claims-self-service',
    title: 'Medical Claims Self-service',
    client: 'Health insurer, Hong Kong',
    description:
      'Outpatient claims without paper forms: members photograph their receipts, text recognition pre-fills the claim, and status updates follow each step from submission to payment by FPS — in the insurer’s app and on the web.',
    tags: ['Insurance', 'OCR', 'Mobile app'],
    imageAlt:
      'Phone showing a photographed medical receipt being scanned, with a progress tracker from Submitted to Paid below.',
  },
  {
    slug: 'freight-tracking-dashboard',
    title: 'Shipment Tracking Dashboard',
    client: 'Freight forwarder, Hong Kong & Shenzhen',
    description:
      'A customer portal that pulls milestones from carriers’ and terminals’ feeds into one timeline per shipment, flags exceptions before the customer has to ask, and keeps bills of lading and customs documents in one place.',
    tags: ['Web application', 'API integration', 'TypeScript', 'PostgreSQL'],
    imageAlt:
      'Dashboard with a table of shipments and coloured status pills, above a route line with milestone dots from origin to destination.',
  },
  {
    slug: 'training-provider-platform',
    title: 'Professional Training Platform',
    client: 'Professional training provider, Hong Kong',
    description:
      'A learning platform for accredited courses: course catalogue and enrolment, corporate bulk bookings, continuing-professional-development hour tracking, attendance by QR code and certificates issued automatically on completion.',
    tags: ['Web application', 'Next.js', 'Node.js', 'Payments'],
    imageAlt:
      'Laptop showing a course dashboard: course cards with progress bars and a certificate badge in the corner.',
  },
];

/** The words the portfolio's pages put around its content. */
export interface PortfolioLabels {
  /** Accessible name of a project's or a case study's tags: "Wine E-commerce Store: tags". */
  tagsOf: (title: string) => string;
  /** Accessible name of a technology group's list: "Frontend technologies". */
  technologiesOf: (group: string) => string;
}

export const portfolioLabels: PortfolioLabels = {
  tagsOf: (title) => `${title}: tags`,
  technologiesOf: (group) => `${group} technologies`,
};

/** The icons of the overview's links to the industry pages, by key: `@agency/ui/icons/portfolio-overview-icons` draws them. */
export type PortfolioOverviewIcon =
  'auto-stories' | 'business' | 'code' | 'local-hospital' | 'shield' | 'shopping-cart';

export interface PortfolioLink {
  slug: PortfolioSlug;
  title: string;
  description: string;
  icon: PortfolioOverviewIcon;
}

export interface PortfolioOverview {
  hero: HeroCopy;
  /** Buttons under the hero's lead. */
  heroActions: { primary: { label: string; href: string }; secondary: { label: string; href: string } };
  featured: SectionCopy & { projects: readonly ProjectSlug[] };
  browse: SectionCopy & { linkLabel: string; pages: readonly PortfolioLink[] };
  benefits: SectionCopy & { items: readonly { title: string; text: string }[] };
  cta: CallToAction;
}

export const portfolioOverview: PortfolioOverview = {
  hero: {
    eyebrow: 'Our Work',
    title: 'Portfolio',
    lead: 'Online stores, patient systems, agent portals and AI-powered platforms that Harbourline Digital has designed, built and supported for organisations in Hong Kong and across Asia. Clients are shown by sector, not by name: confidentiality is part of every engagement.',
  },
  heroActions: {
    primary: { label: 'Start Your Project', href: portfolioCtaHref },
    secondary: { label: 'Read the Case Studies', href: paths.portfolio.page('case-studies') },
  },
  featured: {
    title: 'Featured projects',
    intro:
      'Six recent builds, from a wine importer’s online cellar to an AI recruitment workspace. Each started with a free consultation and a written scope.',
    projects: featuredProjects,
  },
  browse: {
    title: 'Browse by industry',
    intro: 'See what we build for businesses like yours, and how three engagements played out from brief to results.',
    linkLabel: 'View projects',
    pages: [
      {
        slug: 'ecommerce',
        title: 'E-commerce',
        description: 'Consumer and trade stores with the payment and delivery options Hong Kong shoppers expect.',
        icon: 'shopping-cart',
      },
      {
        slug: 'healthcare',
        title: 'Healthcare',
        description: 'Booking, patient records and family portals that protect personal health data.',
        icon: 'local-hospital',
      },
      {
        slug: 'corporate',
        title: 'Corporate Websites',
        description: 'Multilingual corporate, investor relations and event websites your team can update.',
        icon: 'business',
      },
      {
        slug: 'insurance',
        title: 'Insurance',
        description: 'Agent portals, quotation journeys and claims tools with a compliance trail built in.',
        icon: 'shield',
      },
      {
        slug: 'web-development',
        title: 'Web Development',
        description: 'Custom web applications and the technology stack we engineer them with.',
        icon: 'code',
      },
      {
        slug: 'case-studies',
        title: 'Case Studies',
        description: 'Three engagements in depth: the challenge, what we built and what changed.',
        icon: 'auto-stories',
      },
    ],
  },
  benefits: {
    title: 'Why clients start their projects with us',
    items: [
      {
        title: 'Free 30-minute consultation',
        text: 'Talk through your goals with a senior consultant and leave with honest first recommendations — no obligation.',
      },
      {
        title: 'Tailored solutions',
        text: 'No templates dressed up as custom work: we design around your customers, your processes and your systems.',
      },
      {
        title: 'Dedicated project manager',
        text: 'One named person in Hong Kong who owns your timeline, reports every week and answers within a working day.',
      },
      {
        title: 'Transparent pricing',
        text: 'A fixed scope and price per phase before work starts, and no surprise invoices when the launch date arrives.',
      },
    ],
  },
  cta: {
    title: 'Have a project in mind?',
    text: 'Book a free 30-minute consultation. We will look at what you want to build, suggest the quickest route to a first release and give you a clear estimate.',
    action: { label: 'Start Your Project', href: portfolioCtaHref },
  },
};
