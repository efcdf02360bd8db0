import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'For most of the last decade, B2B content marketing ran on a simple formula: publish often, target as many keywords as possible and let volume do the work. Four blog posts a month, a newsletter, a steady stream of social updates. In 2025 that formula has quietly stopped paying. Search results now answer shallow questions directly, generative tools let anyone produce a competent 800-word article in minutes, and the buying committees we talk to in Hong Kong say they are drowning in content that all sounds the same.',
  },
  {
    type: 'paragraph',
    text: 'The companies still winning with content have changed what they measure and what they make. They publish less, say something specific, prove it with their own experience and make sure the right people actually see it. This article looks at what that shift means in practice, and how to organise a content programme around authority rather than output.',
  },
  { type: 'heading', text: 'From volume to authority' },
  {
    type: 'paragraph',
    text: 'Volume made sense when a search engine rewarded the page that matched a query most closely and when readers had few alternatives. Neither holds today. Industry surveys suggest that B2B buyers complete well over half of their research before they speak to a supplier, and that they rely heavily on a small set of sources they already trust. Being one of those sources is worth far more than ranking for a hundred long-tail phrases that nobody with budget ever types.',
  },
  {
    type: 'paragraph',
    text: 'Authority is built from three ingredients that volume cannot fake: a clear point of view, evidence drawn from real work, and consistency over time. A logistics firm that publishes one genuinely useful analysis of cross-boundary customs changes each quarter will earn more enquiries than a competitor publishing weekly listicles about "supply chain trends".',
  },
  { type: 'subheading', text: 'What authority looks like to a buying committee' },
  {
    type: 'paragraph',
    text: 'A typical mid-market purchase in Hong Kong involves a business owner or managing director, a finance lead, an operations or IT lead and often a regional head who sits in Singapore or Shenzhen. Each reads for a different reason. The finance lead wants numbers and risk; the operations lead wants to know what implementation feels like; the regional head wants to know whether the approach travels. Authoritative content anticipates those questions, which is why a single well-researched guide, broken into pieces for each reader, outperforms a dozen generic posts.',
  },
  {
    type: 'figures',
    items: [
      {
        value: '3–5',
        label: 'senior stakeholders in a typical Hong Kong mid-market B2B purchase, in our experience',
      },
      {
        value: '2×',
        label: 'typical uplift in qualified enquiries we see when clients trade volume for fewer, deeper pieces',
      },
      { value: '60%+', label: 'of buyer research done before a first sales call, according to industry surveys' },
    ],
  },
  { type: 'heading', text: 'AI-assisted production, human editorial judgement' },
  {
    type: 'paragraph',
    text: `Generative AI has not made content marketing obsolete; it has made mediocre content free. That changes where the value sits. Drafting, summarising and reformatting are now cheap, so the scarce skills are deciding what is worth saying, knowing what is true and recognising when a sentence sounds right but means nothing. We cover the tooling side in more depth in our piece on [AI-powered marketing automation in Hong Kong](${paths.blog.article('ai-marketing-hong-kong')}); here the question is how to divide the work.`,
  },
  { type: 'subheading', text: 'Where AI genuinely helps' },
  {
    type: 'list',
    items: [
      'Turning interview transcripts, webinar recordings and internal notes into structured first drafts.',
      'Producing variants of a finished piece: a LinkedIn post, an email summary, a short script for video.',
      'Checking a draft against a brief, a style guide or a glossary of approved product terms.',
      'Clustering search and sales-call questions to show which topics buyers actually ask about.',
    ],
  },
  { type: 'subheading', text: 'Where people must stay in charge' },
  {
    type: 'paragraph',
    text: 'The argument, the examples and the final sign-off. A model cannot know what your team learnt on last month’s project, and it will confidently invent statistics, regulations and case details. In regulated sectors such as insurance, healthcare and financial services, a single invented claim can become a compliance problem. Every piece we publish for clients has a named subject-matter reviewer and an editor who checks each factual statement against a source.',
  },
  {
    type: 'quote',
    text: 'AI can write a paragraph in seconds. It cannot tell you which paragraph your buyer needed to read. That judgement is the job now.',
    attribution: 'Harbourline Growth Team',
  },
  { type: 'heading', text: 'Writing for a bilingual Hong Kong audience' },
  {
    type: 'paragraph',
    text: 'Hong Kong B2B audiences move between English and Chinese constantly, often within the same meeting. Decision-makers at multinationals may read English first, while owners of family businesses, procurement teams and many professional-services buyers prefer Traditional Chinese. Content that only exists in English quietly excludes a large share of the market; content that exists in machine-translated Chinese does something worse, because readers notice immediately.',
  },
  { type: 'subheading', text: 'Transcreation, not translation' },
  {
    type: 'paragraph',
    text: 'The strongest bilingual programmes plan both languages from the brief, not as an afterthought. Headlines are written natively in each language, examples are adjusted (a reference that lands in Central may not land in Kwun Tong), and written Chinese is kept formal rather than drifting into colloquial Cantonese unless the brand voice calls for it. For readers across the Greater Bay Area, Simplified Chinese versions should be reviewed by someone who knows mainland terminology, since many business and technology terms differ between the two markets.',
  },
  {
    type: 'paragraph',
    text: 'A practical rule of thumb: if a piece is important enough to promote with paid budget, it is important enough to exist properly in both languages.',
  },
  { type: 'heading', text: 'Video earns its place when it answers a question' },
  {
    type: 'paragraph',
    text: 'Video is no longer optional for B2B brands, but most corporate video still fails for a simple reason: it is made to be impressive rather than useful. The formats that consistently perform for our clients are modest. A partner explaining a regulatory change in three minutes. An engineer walking through a dashboard. A customer describing the problem they had before, in their own words and their own language. These are cheap to produce, easy to subtitle in English and Chinese, and they build the familiarity that makes a first sales call feel like a second one.',
  },
  {
    type: 'paragraph',
    text: 'Short vertical clips cut from longer recordings work well on LinkedIn and in WhatsApp or WeChat conversations with prospects. Always burn in subtitles: a large share of B2B video is watched on a phone in an MTR carriage with the sound off.',
  },
  { type: 'heading', text: 'Distribution is half the work' },
  {
    type: 'paragraph',
    text: 'The old habit was to spend 90% of the effort making a piece and 10% sharing it. Authority-led programmes invert that thinking: a strong article should be planned with its distribution already mapped. Across the programmes we manage we typically see the best-performing pieces reach most of their audience through channels other than organic search.',
  },
  {
    type: 'list',
    items: [
      'LinkedIn, through the personal profiles of senior staff as well as the company page; people trust people more than logos.',
      'Email to existing contacts, segmented by role so the finance lead and the operations lead receive different summaries.',
      'WhatsApp Business and WeChat, where many Hong Kong and mainland relationships actually live; share a short summary and a link, never a mass broadcast.',
      'Sales enablement: give the sales team each piece with a one-line reason to send it, so it becomes part of a conversation.',
      'Selective paid amplification for the few pieces that prove they resonate organically.',
    ],
  },
  {
    type: 'paragraph',
    text: `Whatever the channel, respect the Personal Data (Privacy) Ordinance: direct marketing to individuals needs their consent, and a clear way to opt out. Good distribution relies on lists people chose to join. For a wider view of how these channels fit together, see our analysis of [B2B marketing trends for 2025](${paths.blog.article('b2b-marketing-trends-2025')}).`,
  },
  { type: 'subheading', text: 'Measuring what authority produces' },
  {
    type: 'paragraph',
    text: 'Page views and social impressions say little about authority. Better signals are slower and closer to revenue: how often sales colleagues send a piece to a prospect, how many enquiries mention an article by name, whether senior readers return, how many organisations rather than individuals engage, and how long deals take when a buyer has read your material first. Most CRMs can capture the first two with a single field on the enquiry form and a habit in the sales team. Review these signals quarterly rather than weekly; authority compounds slowly, and a programme judged on monthly traffic will drift back to volume before it has had a chance to work.',
  },
  { type: 'heading', text: 'A practical checklist for the next quarter' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Audit the last twelve months of content and identify the 10% that produced enquiries, links or sales conversations.',
      'Pick two or three themes where your organisation has genuine, first-hand expertise, and retire the rest.',
      'Interview your own specialists each month; their knowledge is the raw material no competitor can copy.',
      'Set an AI policy: which tasks tools may assist with, who reviews, and how every statistic is sourced.',
      'Plan English and Traditional Chinese versions from the brief, with Simplified Chinese where the Greater Bay Area matters.',
      'Map distribution before writing: which channels, which people, which follow-up.',
      'Measure influenced pipeline and sales conversations, not page views alone.',
    ],
  },
  {
    type: 'callout',
    title: 'A simple test before you publish',
    text: 'Would a senior buyer forward this piece to a colleague with the note "worth reading"? If not, it is not ready, however many keywords it targets.',
  },
  {
    type: 'paragraph',
    text: `Moving from volume to authority is less about producing more ambitious content and more about making clearer choices. If you would like help deciding what your organisation should say, in which languages and where, our [content marketing team](${paths.services.service('content-marketing')}) can review your current programme and map a realistic plan. [Book a consultation](${paths.contact.scheduleConsultation}) and we will start with the content you already have.`,
  },
];
