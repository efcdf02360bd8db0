import type { ServiceSlug } from '@agency/platform/routes';
import { paths } from '@agency/platform/routes';

/** The icons of the service cards, by key: `@agency/ui/icons/service-icons` draws them. */
export type ServiceIcon =
  | 'account-tree'
  | 'ads-click'
  | 'article'
  | 'auto-awesome'
  | 'business-center'
  | 'code'
  | 'contacts'
  | 'forum'
  | 'link'
  | 'mail'
  | 'school'
  | 'trending-up';

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  /** One or two sentences for cards and menus. */
  description: string;
  icon: ServiceIcon;
}

/** The twelve service lines, in the order of the navigation menu. */
export const services: readonly ServiceSummary[] = [
  {
    slug: 'content-marketing',
    title: 'Content Marketing',
    description:
      'Strategy, bilingual articles, video and visuals that earn the trust of B2B buyers — and a distribution plan so the right people see them.',
    icon: 'article',
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'SEO, search advertising and performance tracking tied to pipeline, so every dollar of spend can be traced to enquiries and revenue.',
    icon: 'trending-up',
  },
  {
    slug: 'social-media-management',
    title: 'Social Media Management',
    description:
      'Growth experiments, scroll-stopping content, social ads and daily community care across LinkedIn, Instagram, Facebook and WeChat.',
    icon: 'forum',
  },
  {
    slug: 'linkedin-marketing',
    title: 'LinkedIn Marketing',
    description:
      'Reach decision-makers among 950+ million professionals with optimised profiles, thought-leadership content and targeted campaigns.',
    icon: 'link',
  },
  {
    slug: 'b2b-marketing',
    title: 'B2B Marketing',
    description:
      'Lead generation, account-based marketing and sales enablement built for long, committee-driven buying cycles in Asia.',
    icon: 'business-center',
  },
  {
    slug: 'email-marketing',
    title: 'Email Marketing',
    description:
      'Segmented newsletters and automated nurture journeys that move leads forward and respect Hong Kong’s direct marketing rules.',
    icon: 'mail',
  },
  {
    slug: 'paid-marketing',
    title: 'Paid Marketing',
    description:
      'Google, Meta and LinkedIn campaigns managed for return on ad spend, with creative testing and honest attribution every week.',
    icon: 'ads-click',
  },
  {
    slug: 'crm-solutions',
    title: 'CRM Solutions',
    description:
      'CRM selection, setup, data migration and automation that give sales and marketing one accurate view of every customer.',
    icon: 'contacts',
  },
  {
    slug: 'ai-solutions',
    title: 'AI Solutions',
    description:
      'Custom AI assistants, document intelligence and predictive models trained on your data, with ROI measured from the first pilot.',
    icon: 'auto-awesome',
  },
  {
    slug: 'ai-workflow-automation',
    title: 'AI Agent Workflow Automation',
    description:
      'AI agents that handle intake, triage, reporting and follow-up around the clock, connected to the systems your team already uses.',
    icon: 'account-tree',
  },
  {
    slug: 'website-development',
    title: 'Website Development',
    description:
      'Fast, accessible, bilingual websites and web apps engineered for search and conversion, and easy for your team to edit.',
    icon: 'code',
  },
  {
    slug: 'training',
    title: 'Training',
    description:
      'Hands-on workshops in AI, digital marketing and content marketing, with certification and support after the classroom.',
    icon: 'school',
  },
];

/** The link at the foot of every service card. */
export const serviceCardLinkLabel = 'Learn More';

/** /services and /services/all-services: the overview of the twelve services. */
export const servicesOverview = {
  eyebrow: 'Our Services',
  title: 'Our Services',
  lead: 'Marketing, AI and engineering expertise in one Hong Kong team. Start with the capability you need today and add the rest as you grow — every engagement begins with a free consultation and a transparent plan.',
  cta: {
    title: 'Not sure where to start?',
    text: 'Book a free consultation. We will review your goals, audit what you have and recommend the two or three services that will move the needle first.',
    action: { label: 'Get Started Today', href: paths.contact.scheduleConsultation },
  },
} as const;
