import type { PortfolioSlug } from '@agency/platform/routes';
import type { CallToAction, HeroCopy, SectionCopy } from './portfolio';
import type { ProjectSlug } from './portfolio-facts';
import { portfolioCtaHref } from './portfolio-facts';

/** The five industry pages of the portfolio; case studies have their own module. */
export type IndustrySlug = Exclude<PortfolioSlug, 'case-studies'>;

export const technologyGroupNames = ['Frontend', 'Backend', 'Database'] as const;
export type TechnologyGroupName = (typeof technologyGroupNames)[number];

export interface TechnologyGroup {
  /** The group's identifier; visitors read its label (`technologyGroupLabels`). */
  name: TechnologyGroupName;
  items: readonly string[];
}

/** The labels visitors see for the technology groups, by their identifiers. */
export const technologyGroupLabels: Readonly<Record<TechnologyGroupName, string>> = {
  Frontend: 'Frontend',
  Backend: 'Backend',
  Database: 'Database',
};

/** The icons of the industry pages' feature cards, by key: `@agency/ui/icons/industry-icons` draws them. */
export type IndustryIcon =
  | 'accessibility-new'
  | 'alt-route'
  | 'api'
  | 'assignment-ind'
  | 'calculate'
  | 'co-present'
  | 'design-services'
  | 'edit-note'
  | 'event-available'
  | 'fact-check'
  | 'inventory2'
  | 'layers'
  | 'local-shipping'
  | 'payments'
  | 'security'
  | 'storefront'
  | 'support-agent'
  | 'translate'
  | 'verified-user';

export interface FeatureItem {
  title: string;
  description: string;
  icon: IndustryIcon;
}

export interface IndustryPage {
  slug: IndustrySlug;
  hero: HeroCopy;
  features: SectionCopy & { items: readonly FeatureItem[] };
  projects: SectionCopy & { items: readonly ProjectSlug[] };
  /** The stack we build with; only the Web Development page lists it. */
  technologies?: SectionCopy & { groups: readonly TechnologyGroup[] };
  cta: CallToAction;
}

const consultation = (label: string) => ({ label, href: portfolioCtaHref });

export const industryPages: readonly IndustryPage[] = [
  {
    slug: 'ecommerce',
    hero: {
      eyebrow: 'Portfolio · E-commerce',
      title: 'E-commerce Projects',
      lead: 'Online stores for importers, retailers and distributors that sell more because buying is easy: clear catalogues, fast mobile checkout, the payment methods Hong Kong customers actually use and delivery promises you can keep.',
    },
    features: {
      title: 'What we build for online retailers',
      intro:
        'Every store is planned around how your customers buy and how your team fulfils orders, not around a theme.',
      items: [
        {
          title: 'Conversion-focused storefronts',
          description:
            'Search and filters that match how customers think, product pages that answer objections, and a checkout that fits on one phone screen.',
          icon: 'storefront',
        },
        {
          title: 'Payments shoppers trust',
          description:
            'FPS, PayMe, Alipay HK, WeChat Pay HK, Octopus and cards through licensed gateways, with instalments and corporate invoicing where they help.',
          icon: 'payments',
        },
        {
          title: 'Inventory, ERP and CRM in sync',
          description:
            'Stock, prices and customer records flow between the store, your warehouse system and your CRM, so nobody re-types an order.',
          icon: 'inventory2',
        },
        {
          title: 'Delivery and pick-up options',
          description:
            'Same-day slots, parcel lockers, store pick-up and shipping to Macau and the Greater Bay Area, each with honest cut-off times.',
          icon: 'local-shipping',
        },
      ],
    },
    projects: {
      title: 'Selected e-commerce projects',
      intro: 'A consumer cellar, a wellness store and a trade ordering portal: three different ways of selling online.',
      items: ['wine-importer-store', 'health-products-store', 'food-distributor-ordering'],
    },
    cta: {
      title: 'Ready to sell more online?',
      text: 'Tell us about your products, customers and current systems. In a free consultation we will map the shortest route to a store that converts.',
      action: consultation('Plan Your Online Store'),
    },
  },
  {
    slug: 'healthcare',
    hero: {
      eyebrow: 'Portfolio · Healthcare',
      title: 'Healthcare Projects',
      lead: 'Booking systems, patient records and family portals for clinic groups, rehabilitation centres and care operators. Easier for patients, lighter for front-desk teams and careful with every piece of personal health data.',
    },
    features: {
      title: 'What we build for healthcare providers',
      intro:
        'Healthcare software has to be simple for patients of every age and strict about who sees what. We design for both from day one.',
      items: [
        {
          title: 'Online booking and reminders',
          description:
            'Real-time availability by doctor, therapist and branch, with SMS and WhatsApp reminders that reduce missed appointments.',
          icon: 'event-available',
        },
        {
          title: 'Patient records and intake',
          description:
            'Digital registration and consent forms completed before the visit, and records that follow the patient between branches.',
          icon: 'assignment-ind',
        },
        {
          title: 'Privacy by design',
          description:
            'Role-based access, encryption in transit and at rest, and audit logs aligned with the Personal Data (Privacy) Ordinance.',
          icon: 'verified-user',
        },
        {
          title: 'Multilingual, accessible interfaces',
          description:
            'English, Traditional and Simplified Chinese, large touch targets and readable type for older patients and their families.',
          icon: 'translate',
        },
      ],
    },
    projects: {
      title: 'Selected healthcare projects',
      intro:
        'From a clinic group’s patient management system to a portal that keeps families close to their elders’ care.',
      items: ['clinic-patient-management', 'physiotherapy-booking-app', 'elderly-care-family-portal'],
    },
    cta: {
      title: 'Modernise your patient experience',
      text: 'Book a free consultation to review your booking, records and communication workflows, and where digital tools would save your team the most time.',
      action: consultation('Discuss Your Healthcare Project'),
    },
  },
  {
    slug: 'corporate',
    hero: {
      eyebrow: 'Portfolio · Corporate',
      title: 'Corporate Websites',
      lead: 'Corporate, investor relations and event websites for groups, listed companies and associations. Complex organisations presented clearly in English and Chinese, fast on every device and easy for your own team to keep current.',
    },
    features: {
      title: 'What a corporate website needs to get right',
      intro: 'Your website is checked by investors, partners, candidates and journalists before they call you.',
      items: [
        {
          title: 'Bilingual and trilingual content',
          description:
            'English, Traditional and Simplified Chinese versions that stay in step, with correct language tags for search engines.',
          icon: 'translate',
        },
        {
          title: 'A CMS your team can run',
          description:
            'Structured content, approval workflows and reusable page blocks, so marketing and IR publish without waiting for developers.',
          icon: 'edit-note',
        },
        {
          title: 'Accessible and fast',
          description:
            'Built to WCAG 2.1 AA and tuned for Core Web Vitals, so every visitor can read your story on any phone or network.',
          icon: 'accessibility-new',
        },
        {
          title: 'Event and investor portals',
          description:
            'Registration, agendas, announcement feeds and report libraries that plug into the main site and share its design.',
          icon: 'co-present',
        },
      ],
    },
    projects: {
      title: 'Selected corporate websites',
      intro: 'A summit portal, a logistics group’s trilingual site and an investor relations hub.',
      items: ['business-conference-portal', 'logistics-group-website', 'property-investor-relations'],
    },
    cta: {
      title: 'Is your website telling your story?',
      text: 'In a free consultation we review your current site, its audiences and its content workflow, and outline a redesign with a clear timeline and budget.',
      action: consultation('Plan Your Corporate Website'),
    },
  },
  {
    slug: 'insurance',
    hero: {
      eyebrow: 'Portfolio · Insurance',
      title: 'Insurance Projects',
      lead: 'Agent portals, quotation journeys and claims tools for insurers and brokers. Shorter sales cycles, fewer paper forms and a full record of advice for compliance reviews.',
    },
    features: {
      title: 'What we build for insurers and brokers',
      intro:
        'Insurance sales and service depend on trust and on records. Our tools make both easier for agents, brokers and policyholders.',
      items: [
        {
          title: 'Agent and broker portals',
          description:
            'Leads, clients, policies and commissions in one place, on a laptop in the office or a tablet at the client’s table.',
          icon: 'support-agent',
        },
        {
          title: 'Quotation and needs analysis',
          description:
            'Guided fact-finds and quotation engines that give an indicative premium in minutes and refer unusual risks to underwriters.',
          icon: 'calculate',
        },
        {
          title: 'Lead management and routing',
          description:
            'Campaign and website enquiries scored and routed to the right agent or account executive within minutes, with follow-up reminders.',
          icon: 'alt-route',
        },
        {
          title: 'Compliance trails',
          description:
            'Every recommendation, disclosure and signature recorded and retrievable, in line with the Insurance Authority’s conduct requirements.',
          icon: 'fact-check',
        },
      ],
    },
    projects: {
      title: 'Selected insurance projects',
      intro: 'Tools for the three moments that matter: selling, quoting and claiming.',
      items: ['insurance-agent-portal', 'sme-insurance-quotation', 'medical-claims-self-service'],
    },
    cta: {
      title: 'Give your agents better tools',
      text: 'Book a free consultation to walk us through your distribution channels and systems. We will show where a portal or quotation journey would pay back fastest.',
      action: consultation('Discuss Your Insurance Project'),
    },
  },
  {
    slug: 'web-development',
    hero: {
      eyebrow: 'Portfolio · Web Development',
      title: 'Web Development Projects',
      lead: 'Custom web applications for operations, customers and partners: AI-assisted workspaces, tracking dashboards and learning platforms. Engineered by our Hong Kong team with a modern, well-supported stack.',
    },
    features: {
      title: 'How we engineer web applications',
      intro:
        'Working software early, then every two weeks, with the quality practices that keep it maintainable for years.',
      items: [
        {
          title: 'Product discovery and UX',
          description:
            'Workshops with your users, clickable prototypes and a prioritised backlog before the first line of production code.',
          icon: 'design-services',
        },
        {
          title: 'Scalable architecture',
          description:
            'Cloud hosting in the region you need, automated deployments and a design that grows with your users and data.',
          icon: 'layers',
        },
        {
          title: 'Integrations and APIs',
          description:
            'Clean connections to ERP, CRM, payment gateways and partner APIs, documented so your own team can extend them.',
          icon: 'api',
        },
        {
          title: 'Security and support',
          description:
            'Code review, automated tests, penetration testing before launch and a support agreement with agreed response times.',
          icon: 'security',
        },
      ],
    },
    projects: {
      title: 'Selected web applications',
      intro: 'Three applications in daily use by recruiters, freight customers and professionals earning CPD hours.',
      items: ['ai-recruitment-platform', 'freight-tracking-dashboard', 'training-provider-platform'],
    },
    technologies: {
      title: 'Technologies we use',
      intro:
        'Proven, widely supported tools chosen for each project’s needs, so your application is easy to hire for and maintain.',
      groups: [
        { name: 'Frontend', items: ['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native'] },
        { name: 'Backend', items: ['Node.js', 'Python', 'NestJS', 'FastAPI', 'GraphQL'] },
        { name: 'Database', items: ['PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch'] },
      ],
    },
    cta: {
      title: 'Let’s scope your application',
      text: 'Bring your idea, process or spreadsheet. In a free consultation we will sketch the first release, the architecture and a realistic timeline.',
      action: consultation('Discuss Your Web Project'),
    },
  },
];

/** An industry page's content by its slug. */
export function industryPage(slug: IndustrySlug): IndustryPage {
  const page = industryPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No portfolio industry page ${slug}`);
  return page;
}
