import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const digitalMarketingPage: ServicePageContent = {
  slug: 'digital-marketing',
  hero: {
    lead: 'Search visibility, search advertising and a consistent online presence for Hong Kong businesses — with tracking that connects every dollar of spend to enquiries and revenue.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Be found when buyers search, and know what it is worth',
    paragraphs: [
      'Google leads search in Hong Kong, Baidu matters when you sell to mainland Chinese customers, and your Google Business Profile, directory listings and reviews shape first impressions. Buyers typically compare several suppliers online before they shortlist one.',
      'We combine technical and content SEO, search engine marketing and presence management in one plan, then set up analytics so you can see which keywords, campaigns and pages produce enquiries — and stop paying for the ones that do not.',
    ],
    atAGlance: [
      'Technical SEO audit and keyword research in English and Chinese',
      'Google Ads search and Performance Max management',
      'Google Business Profile, directory and review management',
      'GA4, Tag Manager and conversion tracking configured properly',
      'A monthly dashboard tied to enquiries and revenue',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'disciplines',
      title: 'Four disciplines, one plan',
      intro: 'Search, advertising and reputation work better when one team owns them and reports on them together.',
      cards: [
        {
          title: 'Search Engine Optimisation (SEO)',
          description:
            'Technical fixes, site structure, bilingual keyword research and content that ranks for the searches your buyers make — including hreflang for English and Chinese pages and local SEO for your Hong Kong office.',
          icon: 'manage-search',
        },
        {
          title: 'Search Engine Marketing (SEM)',
          description:
            'Google Ads campaigns built around purchase-intent keywords, with tight match types, negative keyword lists, dedicated landing pages and bids managed against cost per qualified lead rather than cost per click.',
          icon: 'travel-explore',
        },
        {
          title: 'Online Presence Management',
          description:
            'Accurate, consistent company information across Google Business Profile, LinkedIn, industry directories and review platforms, with a routine for answering reviews and questions promptly in English or Chinese.',
          icon: 'public',
        },
        {
          title: 'Performance Tracking',
          description:
            'GA4, Google Tag Manager and CRM integration set up so form submissions, calls and WhatsApp clicks are recorded as conversions and reported in a monthly dashboard your finance team can trust.',
          icon: 'query-stats',
        },
      ],
    },
  ],
  cta: {
    title: 'Find out what your search traffic could be worth',
    text: 'Book a free consultation. We will review your search visibility, ad account and tracking, then show you where the quickest gains are and what they would cost.',
    action: { label: 'Get My Digital Audit', href: paths.contact.consultation },
  },
};
