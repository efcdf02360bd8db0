import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const contentMarketingPage: ServicePageContent = {
  slug: 'content-marketing',
  hero: {
    lead: 'Bilingual content that earns the attention of B2B buyers in Hong Kong and across Asia — planned around their questions, written by specialists and distributed where decision-makers actually read.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Content that does a salesperson’s job before the first meeting',
    paragraphs: [
      'Most B2B buyers research suppliers long before they speak to one: they read articles, compare case studies and forward useful material to colleagues on LinkedIn and WhatsApp. If your expertise is not visible at that stage, you are left competing on price.',
      'We build content programmes that answer the questions your buyers ask at each stage of a purchase, in English and Traditional Chinese — and Simplified Chinese for Greater Bay Area audiences — and we judge them by enquiries and influenced pipeline, not page views alone.',
    ],
    atAGlance: [
      'Editorial strategy and a 90-day content calendar',
      'Articles, guides and case studies in English and Traditional Chinese',
      'Short-form video, infographics and presentation decks',
      'Distribution across LinkedIn, e-mail, search and partner channels',
      'Monthly reporting on engagement, enquiries and influenced pipeline',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-do',
      title: 'What our content marketing covers',
      intro:
        'Four workstreams, planned together so every piece has a purpose and an audience before anyone starts writing.',
      cards: [
        {
          title: 'Strategy Development',
          description:
            'We interview your sales team and customers, map the questions buyers ask at each stage and audit what you already have. You receive a documented strategy: audiences, themes, formats, a publishing calendar and the measures we will report against.',
          icon: 'map',
        },
        {
          title: 'Blog & Article Writing',
          description:
            'Specialist writers produce articles, long-form guides, white papers and case studies in English and Traditional Chinese — localised, never machine-translated — optimised for search and reviewed by your subject-matter experts before publishing.',
          icon: 'edit-note',
        },
        {
          title: 'Video & Visual Content',
          description:
            'Explainer videos, customer interviews filmed in Hong Kong, subtitled cuts for social feeds, infographics and slide decks that make a complex offer easy to grasp and easy to share inside a buying committee.',
          icon: 'videocam',
        },
        {
          title: 'Content Distribution',
          description:
            'Every piece ships with a distribution plan: LinkedIn posts and paid amplification, e-mail newsletters, search optimisation, industry association channels and repurposed formats, so good work reaches the people it was written for.',
          icon: 'share',
        },
      ],
    },
  ],
  cta: {
    title: 'Turn your expertise into a steady flow of enquiries',
    text: 'Book a free content review. We will audit your current articles and channels, identify the topics your competitors are winning on and propose a 90-day plan with a clear budget.',
    action: { label: 'Plan My Content Strategy', href: paths.contact.consultation },
  },
};
