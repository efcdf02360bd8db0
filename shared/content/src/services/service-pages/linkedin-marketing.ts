import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

// Both of this page's buttons read "Start LinkedIn Strategy", on purpose.
const startLinkedInStrategy = { label: 'Start LinkedIn Strategy', href: paths.contact.consultation };

export const linkedinMarketingPage: ServicePageContent = {
  slug: 'linkedin-marketing',
  hero: {
    lead: 'Put your company and your leaders in front of the decision-makers you want to reach — with optimised profiles, a growing network, thought-leadership content and campaigns measured in pipeline.',
    action: startLinkedInStrategy,
  },
  intro: {
    title: 'The world’s largest professional network, used deliberately',
    paragraphs: [
      'LinkedIn reports more than 950 million professionals on its platform, among them the directors, procurement heads and founders who sign off B2B purchases in Hong Kong, Singapore and across Asia. It is where they follow their industry, check a supplier’s credibility and accept introductions.',
      'Most companies treat it as a notice board. We turn it into a channel: leadership profiles that inspire confidence, a company page that tells a clear story, a network built around your target accounts, and content and ads that start real conversations for your sales team.',
    ],
    atAGlance: [
      'Leadership profile and company page optimisation',
      'Target-account research with Sales Navigator',
      'Weekly thought-leadership posts and articles',
      'Sponsored Content, Message Ads and Lead Gen Forms',
      'Monthly reporting on reach, engagement, leads and pipeline',
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'linkedin-services',
      title: 'Our LinkedIn services',
      intro:
        'Choose individual services or a complete programme; each is run by a specialist who works on LinkedIn every day.',
      columns: 3,
      cards: [
        {
          title: 'Company Page Management',
          description:
            'A complete, search-friendly company page with clear positioning, showcase pages for key services, regular updates and a consistent visual identity that holds up when prospects check you out.',
          icon: 'storefront',
        },
        {
          title: 'Executive Thought Leadership',
          description:
            'Short interviews with your leaders turned into posts, articles and LinkedIn newsletters in their own voice, published on a steady schedule so they become recognised names in your industry.',
          icon: 'record-voice-over',
        },
        {
          title: 'LinkedIn Advertising',
          description:
            'Sponsored Content, Message Ads, Conversation Ads and Lead Gen Forms targeted by job title, seniority, industry and company list, with budgets managed against cost per qualified lead.',
          icon: 'campaign',
        },
        {
          title: 'Sales Navigator Prospecting',
          description:
            'Account and lead lists built in Sales Navigator for your sales team, with personalised connection and follow-up messages that open conversations without spamming anyone.',
          icon: 'person-search',
        },
        {
          title: 'Employee Advocacy',
          description:
            'A simple programme and ready-to-share content library that helps your staff post company news and expertise, extending your reach through the networks people already trust.',
          icon: 'people-alt',
        },
        {
          title: 'LinkedIn Events & Newsletters',
          description:
            'Live sessions, virtual events and a company newsletter that invite followers into an ongoing conversation and give your sales team a natural reason to follow up.',
          icon: 'event',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'why-linkedin',
      title: 'Why LinkedIn Marketing Matters',
      items: [
        {
          title: 'Decision-makers in one place',
          text: 'Senior managers and business owners use LinkedIn to follow their industry, so you reach the people who approve budgets rather than their gatekeepers.',
        },
        {
          title: 'Targeting by role, not guesswork',
          text: 'Campaigns can be aimed by job title, seniority, function, industry, company size — or a named list of the accounts you want to win.',
        },
        {
          title: 'Credibility before the first call',
          text: 'Prospects look at your company page and your people’s profiles before they reply to an e-mail; a strong presence shortens the path to a meeting.',
        },
        {
          title: 'Better-qualified leads',
          text: 'Lead Gen Forms prefill profile details and conversations begin in a professional setting, so enquiries tend to be better qualified than on consumer platforms.',
        },
        {
          title: 'Thought leadership that compounds',
          text: 'Regular, useful posts build recognition month after month, so when a need arises, yours is the name buyers already know.',
        },
        {
          title: 'A stronger employer brand',
          text: 'The presence that attracts clients also attracts talent — an advantage in Hong Kong’s competitive hiring market.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'approach',
      title: 'Our approach',
      intro: 'Four workstreams that build on one another, reviewed with you every month.',
      cards: [
        {
          title: 'Profile Optimization',
          description:
            'We rewrite headlines, About sections and featured content for your key people and company page so they speak to buyers’ problems, appear in LinkedIn search and turn profile visits into connection requests.',
          icon: 'badge',
        },
        {
          title: 'Network Building',
          description:
            'We define your ideal accounts and roles, then grow a relevant network through targeted connection requests, group participation and event follow-up — quality connections, not vanity numbers.',
          icon: 'hub',
        },
        {
          title: 'Content Marketing',
          description:
            'A weekly rhythm of posts, articles, document carousels and short videos in English — and Chinese where your audience prefers it — that demonstrates expertise and draws comments from the right people.',
          icon: 'article',
        },
        {
          title: 'Analytics & ROI',
          description:
            'We track profile views, engagement from target accounts, leads and meetings booked, connect LinkedIn to your CRM and report return on investment in the terms your management team uses.',
          icon: 'leaderboard',
        },
      ],
    },
  ],
  cta: {
    title: 'Make LinkedIn your most valuable sales channel',
    text: 'Book a free consultation. We will review your company page and leadership profiles, size your target audience on LinkedIn and outline a 90-day plan.',
    action: startLinkedInStrategy,
  },
};
