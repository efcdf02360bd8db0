import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Ask a Hong Kong sales director where their best deal of last year came from and the answer is rarely “our website” or “a campaign”. More often it is “a referral”, “they already knew us” or simply “not sure”. That uncertainty is the defining feature of B2B marketing in Asia-Pacific in 2025. Buyers are doing more of their homework privately, involving more colleagues in every decision and arriving at the first sales meeting with their shortlist already made.',
  },
  {
    type: 'paragraph',
    text: 'For marketing leaders this creates an uncomfortable gap: spend is rising, but the channels that shape decisions are harder to see and harder to measure. The seven trends below are the ones we see most clearly in our work with B2B firms across Hong Kong, the Greater Bay Area and Southeast Asia, together with what each means for your plan and budget.',
  },
  { type: 'heading', text: 'The buyer has changed more than the funnel' },
  {
    type: 'paragraph',
    text: 'Industry research on B2B purchasing has pointed in the same direction for several years. Buyers prefer to self-educate, they contact suppliers late in the process, and younger decision-makers, who now sign off a growing share of purchases, expect the speed and clarity of consumer apps. In Asia these global patterns are amplified by relationship-driven cultures, where a recommendation from a trusted peer can outweigh a month of advertising.',
  },
  {
    type: 'figures',
    items: [
      { value: '6–10', label: 'people involved in a typical mid-market B2B purchase, according to industry surveys' },
      { value: '2/3', label: 'of the buying journey commonly completed before a supplier is contacted' },
      { value: '3–9 months', label: 'typical sales cycle we see for B2B services and technology in Hong Kong' },
    ],
  },
  {
    type: 'paragraph',
    text: 'The practical consequence is that marketing’s job has shifted from generating attention to earning preference long before a conversation starts. A Hong Kong professional services firm spending HK$40,000 a month on search ads may be competing for the small slice of buyers who are already searching, while the larger group forming opinions in private never sees those ads at all. The trends that follow are about reaching that larger group.',
  },
  { type: 'heading', text: 'Trends in how buyers research' },
  { type: 'subheading', text: '1. The journey goes dark and private' },
  {
    type: 'paragraph',
    text: 'A growing share of B2B research happens where analytics cannot follow: WhatsApp groups of industry peers, WeChat conversations with partners across the boundary, LinkedIn direct messages and dinners after trade fairs. You cannot track these conversations, but you can influence them by producing material worth forwarding. Short, specific, bilingual resources — a one-page comparison, a pricing guide, a checklist — travel through private channels far better than a gated whitepaper.',
  },
  {
    type: 'paragraph',
    text: 'Your own people are the other half of the answer. Sales and leadership teams who share useful, non-promotional insight on LinkedIn and in industry groups become the trusted names that peers recommend. A light employee advocacy programme — a monthly bank of ready-to-share posts in English and Chinese, plus a little coaching — costs little and reaches exactly the private networks that advertising cannot.',
  },
  { type: 'subheading', text: '2. AI answer engines become the new first page' },
  {
    type: 'paragraph',
    text: `Buyers increasingly ask AI assistants and AI-enhanced search to summarise options before they visit a single website. That changes what good content looks like. Pages need clear, factual answers, structured information about services and prices, and evidence of expertise that an AI summary is likely to cite. Our article on [the evolution of content marketing](${paths.blog.article('content-marketing-evolution')}) explores how to write for human readers and machine summaries at the same time.`,
  },
  {
    type: 'paragraph',
    text: 'Language matters here too. Buyers in Hong Kong search in both English and Chinese, often switching mid-session, and mainland partners rely on entirely different search ecosystems. If your expertise only exists in English, AI summaries built from Chinese-language sources may simply leave you out of the answer.',
  },
  { type: 'heading', text: 'Trends in who buys and what they trust' },
  { type: 'subheading', text: '3. Buying committees keep growing' },
  {
    type: 'paragraph',
    text: 'The person who found you is rarely the person who signs. Finance wants payback periods, IT wants security answers, procurement wants comparable quotations and the operations lead wants proof that implementation will not disrupt the business. Each needs different content at a different moment. Winning firms map the committee for their typical deal and equip their champion with material for every member: a business case template for the CFO, a security summary for IT, a case study for the operations team.',
  },
  { type: 'subheading', text: '4. Local relevance becomes a trust signal' },
  {
    type: 'paragraph',
    text: 'Regional buyers notice when content is a lightly edited import from another market. Hong Kong decision-makers expect polished English and natural Traditional Chinese; Greater Bay Area partners expect Simplified Chinese and platforms they actually use; ASEAN buyers respond to examples from their own markets and, increasingly, content in Bahasa, Thai or Vietnamese. Localisation in 2025 means local proof points, local pricing logic and local channels, not just translation.',
  },
  {
    type: 'quote',
    text: 'In Asia-Pacific B2B, relevance is the new reach. One message that a buyer forwards to five colleagues is worth more than fifty impressions they scroll past.',
    attribution: 'Harbourline Growth Team',
  },
  { type: 'heading', text: 'Trends in how marketers respond' },
  { type: 'subheading', text: '5. Account-based marketing reaches the mid-market' },
  {
    type: 'paragraph',
    text: 'Account-based marketing used to require enterprise budgets and specialist software. Today, a Hong Kong firm with a list of 50 target accounts, a CRM, LinkedIn and disciplined coordination between sales and marketing can run an effective programme for a modest budget. The principle is simple: agree which companies matter most, learn who sits on their buying committees, and orchestrate relevant content, ads and outreach to those people rather than broadcasting to everyone.',
  },
  {
    type: 'paragraph',
    text: 'In our client work a first ABM programme for 30 to 50 accounts typically runs on HK$25,000 to HK$60,000 a month including LinkedIn media, content adaptation and coordination time. Success is measured by engagement within target accounts, meetings booked and deals influenced, not by raw traffic or cost per click.',
  },
  { type: 'subheading', text: '6. First-party data and consent move to the centre' },
  {
    type: 'paragraph',
    text: `Third-party cookies are fading, platforms share less data, and Hong Kong’s Personal Data (Privacy) Ordinance requires clear consent before personal data is used for direct marketing. The response is to build your own audience: newsletter subscribers, webinar attendees, community members and customers who have agreed to hear from you. That first-party data also makes paid media more efficient, as our guide to [maximising paid marketing ROI in 2025](${paths.blog.article('paid-marketing-roi-2025')}) explains in detail.`,
  },
  { type: 'subheading', text: '7. Face-to-face returns, with digital follow-through' },
  {
    type: 'paragraph',
    text: 'Hong Kong’s calendar of trade fairs, conferences and industry dinners is busy again, and in-person meetings remain decisive in relationship-driven markets. The trend is not events instead of digital, but events connected to digital: pre-event outreach to target accounts, QR-based lead capture that syncs to the CRM, and automated, personalised follow-up within 48 hours, before the business cards go into a drawer.',
  },
  {
    type: 'paragraph',
    text: 'For firms using Hong Kong as a base for ASEAN expansion, smaller formats often outperform big exhibitions: a breakfast briefing for twenty target accounts in Singapore or Kuala Lumpur, co-hosted with a local partner, can create more qualified pipeline than a booth at a regional show costing many times as much.',
  },
  { type: 'heading', text: 'What to do in the next quarter' },
  {
    type: 'paragraph',
    text: 'Trends are only useful if they change what you do on Monday. For most B2B firms in the region, these are the highest-value moves for the next 90 days:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Interview five recent customers about how they found you, who was involved and what nearly made them choose someone else.',
      'Map the buying committee for your typical deal and audit whether you have credible content for each role, in the right languages.',
      'Create three “forwardable” assets: a short comparison guide, a pricing explainer and a case study with measurable results.',
      'Rewrite your top ten service pages so that each answers the questions buyers and AI assistants actually ask.',
      'Agree a named list of target accounts with sales and run a focused LinkedIn and email programme for them.',
      'Check consent records and first-party data capture so that every new contact can be nurtured lawfully.',
    ],
  },
  {
    type: 'paragraph',
    text: 'None of this requires a bigger budget so much as a different split. Many of the B2B firms we advise find they can move a fifth or more of their spend away from broad awareness advertising and into content for the buying committee, account-based programmes and the systems that capture first-party data, with little or no loss of reach among the people who actually buy.',
  },
  {
    type: 'callout',
    title: 'Measure influence, not just clicks',
    text: 'Add a “How did you hear about us?” field to every enquiry form and ask the question again in the first sales call. Combine the answers with CRM data each quarter. Self-reported attribution is imperfect, but it reveals the referrals, private shares and events that click-based analytics will never show.',
  },
  { type: 'heading', text: 'Plan for the buyer, not the channel' },
  {
    type: 'paragraph',
    text: 'The common thread through all seven trends is that B2B buyers in Asia-Pacific have more control than ever, and they use it to avoid marketing that wastes their time. Firms that respond with relevance, local credibility and genuine help will find that buyers come to them better informed and readier to commit. Firms that respond with louder versions of last year’s campaigns will keep wondering where their pipeline went.',
  },
  {
    type: 'paragraph',
    text: `If you want to test your 2025 plan against these trends, our [B2B marketing](${paths.services.service('b2b-marketing')}) specialists can review your buyer journey, content and account strategy with you. [Schedule a consultation](${paths.contact.scheduleConsultation}) and leave with a prioritised list of changes for the next quarter.`,
  },
];
