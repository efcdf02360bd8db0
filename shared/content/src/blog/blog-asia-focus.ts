import type { ArticleSlug } from '@agency/platform/routes';

/** The topics' icons, by key: `@agency/ui/icons/asia-focus-icons` draws them. */
export type AsiaFocusIcon = 'apartment' | 'forum' | 'hub' | 'storefront';

export interface AsiaFocusTopic {
  title: string;
  description: string;
  icon: AsiaFocusIcon;
  /** The article that opens the topic today. */
  article: ArticleSlug;
}

/** The Hong Kong & Asia Focus category page (/blog/asia-focus). */
export const asiaFocus = {
  eyebrow: 'Blog category',
  title: 'Hong Kong & Asia Focus',
  lead: 'Regional analysis for companies that sell from Hong Kong into Greater China and Southeast Asia: how buyers behave, which channels and payment methods they use, and what local rules mean for your data and marketing.',
  topicsTitle: 'What we follow across the region',
  topicsIntro:
    'Four themes run through our regional work. Each starts with an article you can read today and grows as our analysts add market briefings.',
  topics: [
    {
      title: 'Conversational AI in three languages',
      description:
        'Customer service and sales assistants that switch between Cantonese, English and Mandarin, written Traditional and Simplified Chinese, and the WhatsApp and WeChat threads customers already use.',
      icon: 'forum',
      article: 'hong-kong-conversational-ai',
    },
    {
      title: 'Marketing automation for Hong Kong teams',
      description:
        'Lean marketing teams using AI for segmentation, bilingual content and lead scoring, while staying within the Personal Data (Privacy) Ordinance’s direct marketing rules.',
      icon: 'hub',
      article: 'ai-marketing-hong-kong',
    },
    {
      title: 'Southeast Asian e‑commerce',
      description:
        'Marketplaces, social and live commerce, e-wallets and cash on delivery: how selling online differs between Singapore, Malaysia, Indonesia, Thailand, Vietnam and the Philippines.',
      icon: 'storefront',
      article: 'southeast-asia-ecommerce',
    },
    {
      title: 'Digital transformation market by market',
      description:
        'Where governments, infrastructure and talent make transformation projects easier or harder across Asia, and how a regional company sequences its programme.',
      icon: 'apartment',
      article: 'asia-digital-transformation',
    },
  ] satisfies readonly AsiaFocusTopic[],
  /** Each topic card's link; the card title is added for screen readers. */
  topicLinkLabel: 'Read the article',
  progress: {
    title: 'Regional Analysis in Progress',
    paragraphs: [
      'Our regional desk is preparing a series of market briefings for decision-makers who manage more than one Asian market from Hong Kong. Each briefing looks at one market through the same lens: how business buyers research and decide, the channels and platforms that reach them, payment and logistics habits, and the data protection rules that shape marketing and AI projects.',
      'Every figure we cite is attributed to its public source, and every briefing is reviewed by the consultants who run projects in that market before it is published. Each one ends with practical steps for a company entering or expanding there, and with the questions to ask local partners.',
    ],
    briefingsTitle: 'First briefings in the series',
    briefings: [
      {
        title: 'Greater Bay Area',
        text: 'Cross-boundary data rules, mainland payment and social platforms, and selling to GBA buyers from Hong Kong.',
      },
      {
        title: 'Singapore',
        text: 'The regional headquarters question: talent, grants, data protection under the PDPA and ASEAN reach.',
      },
      {
        title: 'Indonesia',
        text: 'Marketplaces and social commerce, e-wallets, Bahasa Indonesia content and the new personal data law.',
      },
      {
        title: 'Vietnam',
        text: 'A fast-digitising B2B market: Zalo and Facebook, local partners and data localisation requirements.',
      },
    ],
    subscribeIntro:
      'Subscribers receive each briefing by e-mail when it is published, with no more than two e-mails a month.',
  },
  articlesTitle: 'Regional articles',
  subscribe: {
    action: 'Subscribe to Regional Updates',
    subject: 'Subscribe to Regional Updates',
    body: [
      'Hello Harbourline Digital team,',
      '',
      'Please add me to the Hong Kong & Asia Focus regional updates.',
      '',
      'Name:',
      'Company:',
      'Markets of interest:',
      '',
      '---',
      'This subscription request was generated from the Hong Kong & Asia Focus page.',
    ].join('\n'),
    toast: 'Opening your e-mail app to subscribe to regional updates…',
  },
} as const;
