import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const paidMarketingPage: ServicePageContent = {
  slug: 'paid-marketing',
  hero: {
    lead: 'Google, Meta, LinkedIn and programmatic campaigns managed for return on ad spend — with disciplined testing, honest attribution and budgets that move to what works every week.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Every Hong Kong dollar accountable',
    paragraphs: [
      'In competitive Hong Kong sectors such as finance, property, education and professional services, clicks are expensive and waste adds up quickly. Broad targeting, untested creative and reporting that stops at clicks can use up a quarterly budget without producing a qualified lead.',
      'We plan campaigns backwards from your commercial targets: what a customer is worth, what you can afford to pay for a lead and which platforms reach your buyers. Then we test, measure against real conversions and report in plain language every week.',
    ],
    atAGlance: [
      'Google Search, Performance Max and YouTube',
      'Meta, LinkedIn and Xiaohongshu advertising',
      'Programmatic display and retargeting across Asia',
      'Landing pages and conversion tracking included',
      'Media plans sized to your HK$ budget, from pilot to regional scale',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'how-we-manage',
      title: 'How we run paid campaigns',
      intro:
        'Media buying, creative and measurement handled by one team, so nobody can blame the other for the results.',
      cards: [
        {
          title: 'Search & Shopping Ads',
          description:
            'Google Ads search, Shopping and Performance Max campaigns structured around purchase intent, with bilingual keywords, negative lists and bidding tied to the value of each conversion.',
          icon: 'search',
        },
        {
          title: 'Social & LinkedIn Ads',
          description:
            'Meta, LinkedIn and Xiaohongshu campaigns with audiences built from your CRM, website visitors and job or interest targeting, and creative made for each placement and language.',
          icon: 'campaign',
        },
        {
          title: 'Creative Testing',
          description:
            'A steady supply of ad variants — headlines, visuals, short videos and offers — tested in controlled experiments, so decisions rest on results rather than opinions.',
          icon: 'science',
        },
        {
          title: 'Attribution & Reporting',
          description:
            'Conversion tracking, offline conversions imported from your CRM and a weekly report of spend, cost per lead and return on ad spend, with the next actions we recommend.',
          icon: 'timeline',
        },
      ],
    },
  ],
  cta: {
    title: 'Find out where your ad budget is leaking',
    text: 'Book a free consultation with an account audit. We will review your campaigns, tracking and landing pages and show you what we would change in the first 30 days.',
    action: { label: 'Audit My Ad Accounts', href: paths.contact.consultation },
  },
};
