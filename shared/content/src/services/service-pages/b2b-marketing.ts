import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

// This page's call to action goes to the scheduling page, not the consultation alias.
const scheduleConsultation = { label: 'Schedule a Consultation', href: paths.contact.scheduleConsultation };

export const b2bMarketingPage: ServicePageContent = {
  slug: 'b2b-marketing',
  hero: {
    lead: 'Marketing built for long, committee-driven sales cycles: we find the accounts that matter, reach every stakeholder in the buying group and give your sales team the pipeline and material to close.',
    action: scheduleConsultation,
  },
  intro: {
    title: 'Selling to businesses in Asia takes more than lead volume',
    paragraphs: [
      'B2B purchases in Hong Kong, the Greater Bay Area and ASEAN usually involve several stakeholders, formal procurement and relationships built over months. A cost-per-lead figure on its own says little about whether marketing is helping sales win those deals.',
      'We align marketing and sales on the accounts you want, the stages a deal passes through and what counts as a qualified opportunity, then run programmes that move named accounts forward and report on pipeline and revenue.',
    ],
    atAGlance: [
      'Ideal customer profile and target-account list',
      'Programmes across LinkedIn, search, e-mail and events',
      'Sales enablement material for every stage of a deal',
      'CRM integration and shared lead definitions',
      'Quarterly pipeline and revenue reviews',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'outcomes',
      title: 'What we deliver for B2B companies',
      intro: 'Four outcomes we agree with you at the start and report against every quarter.',
      cards: [
        {
          title: 'Qualified Pipeline',
          description:
            'Programmes measured by sales-accepted opportunities rather than form fills, with lead scoring agreed with your sales team so they spend their time on buyers who are ready to talk.',
          icon: 'filter-alt',
        },
        {
          title: 'Shorter Sales Cycles',
          description:
            'Content and nurture sequences that answer each stakeholder’s objections before the meeting — finance, IT, operations and the end user — so fewer deals stall in evaluation.',
          icon: 'speed',
        },
        {
          title: 'Cross-Border Reach',
          description:
            'Campaigns that run from Hong Kong into the Greater Bay Area and Southeast Asia, localised for each market’s language, channels and business customs.',
          icon: 'map',
        },
        {
          title: 'Revenue Reporting',
          description:
            'Marketing and CRM data combined into one view of pipeline, win rates and customer acquisition cost, reviewed with your leadership team every quarter.',
          icon: 'auto-graph',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'why-choose-us',
      title: 'Why B2B companies choose Harbourline Digital',
      items: [
        {
          title: 'B2B marketing since 2017',
          text: 'Business-to-business marketing has been our focus since the agency was founded, across professional services, technology, logistics, manufacturing and finance.',
        },
        {
          title: 'Fluent in Hong Kong and Asian markets',
          text: 'We write and campaign in English, Traditional and Simplified Chinese, and understand how buying differs between Hong Kong, the mainland and ASEAN.',
        },
        {
          title: 'Marketing and sales in one plan',
          text: 'We work with your sales leaders from day one, agree definitions and hand-offs, and take part in pipeline reviews.',
        },
        {
          title: 'A dedicated project manager',
          text: 'One accountable contact who knows your business, coordinates our specialists and keeps every timeline on track.',
        },
        {
          title: 'Transparent pricing and reporting',
          text: 'Fixed monthly fees agreed in advance, media spend shown line by line, and dashboards you can open at any time.',
        },
        {
          title: 'Privacy-compliant by design',
          text: 'Data capture, consent and e-mail programmes built around Hong Kong’s PDPO and the privacy rules of every market we run campaigns in.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'b2b-services',
      title: 'Our B2B marketing services',
      columns: 3,
      cards: [
        {
          title: 'Lead Generation',
          description:
            'Search, LinkedIn and content-led campaigns with gated guides, webinars and landing pages that capture enquiries from your target industries and roles.',
          icon: 'group-add',
        },
        {
          title: 'Account-Based Marketing',
          description:
            'Personalised programmes for a named list of high-value accounts: stakeholder mapping, tailored content, targeted ads and coordinated sales outreach.',
          icon: 'gps-fixed',
        },
        {
          title: 'Sales Enablement',
          description:
            'Pitch decks, battle cards, case studies, proposal templates and e-mail sequences that help your sales team tell one consistent story and handle objections.',
          icon: 'handshake',
        },
        {
          title: 'Content Marketing',
          description:
            'Industry reports, white papers and articles in English and Chinese that position your experts as the people to call when a project comes up.',
          icon: 'article',
        },
        {
          title: 'Email Marketing',
          description:
            'Nurture programmes that keep prospects engaged through long evaluations, with consent and opt-outs handled in line with Hong Kong’s PDPO.',
          icon: 'mail',
        },
        {
          title: 'Analytics',
          description:
            'Attribution, dashboards and CRM reporting that show which channels and campaigns create pipeline and revenue, not just clicks.',
          icon: 'insights',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'Our process',
      intro: 'Four steps, repeated every quarter as we learn what works for your market.',
      steps: [
        {
          title: 'Market Research',
          text: 'We analyse your market, competitors and best customers, and interview buyers to understand how decisions are really made.',
        },
        {
          title: 'Strategy Development',
          text: 'We define target accounts, messaging for each stakeholder, channels, budget and the pipeline targets we will be measured against.',
        },
        {
          title: 'Campaign Execution',
          text: 'Our specialists launch and run the programmes — content, ads, e-mail and sales enablement — with a progress update every week.',
        },
        {
          title: 'Performance Optimization',
          text: 'We review results against pipeline targets, move budget to what works and sharpen the messaging every month.',
        },
      ],
    },
  ],
  cta: {
    title: 'Build a pipeline your sales team can rely on',
    text: 'Schedule a free consultation. We will review your funnel, target accounts and sales process, and show where marketing can make the biggest difference to revenue.',
    action: scheduleConsultation,
  },
};
