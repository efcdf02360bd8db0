import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Ask a room of Hong Kong marketing directors whether their paid media costs rose last year and nearly every hand goes up. Ask how many can trace a dollar of that spend to a signed contract and most of the hands come down. That gap, between what paid marketing costs and what it can be shown to return, is the real problem for 2025. Platforms are more automated than ever, signal loss from privacy changes is making their automation less accurate, and B2B sales cycles of three to nine months mean that the numbers in the ad dashboard say very little about revenue.',
  },
  {
    type: 'paragraph',
    text: 'The good news is that the advertisers who fix their measurement first tend to find budget they were wasting, not budget they need to add. This guide covers what we see working across the campaigns we manage for B2B and high-consideration B2C brands in Hong Kong: where each platform earns its place, how to rebuild tracking around first-party data, how to test creative and choose bidding strategies, how to split a budget in Hong Kong dollars, and how to talk honestly about attribution.',
  },
  { type: 'heading', text: 'Where the money goes: Google, Meta and LinkedIn in Hong Kong' },
  {
    type: 'paragraph',
    text: 'Most Hong Kong B2B advertisers spend across three platforms. Each does a different job, and most wasted budget comes from asking a platform to do a job it is poorly suited to.',
  },
  { type: 'subheading', text: 'Google: capturing demand that already exists' },
  {
    type: 'paragraph',
    text: 'Search remains the most dependable source of high-intent leads because the buyer has already told you what they want. In Hong Kong that means planning for English, Traditional Chinese and mixed queries: many people search for a service in English but type a brand or district in Chinese, and Chinese queries frequently have less competition and lower cost per click. Keep brand, competitor and generic campaigns separate so that cheap brand clicks do not flatter the performance of expensive generic ones. Performance Max can work for lead generation, but only once it is fed conversion data that reflects lead quality rather than form fills; otherwise it will happily find you large volumes of poor enquiries. Review the search terms report every week and add negative keywords in both languages; it remains the cheapest optimisation available.',
  },
  { type: 'subheading', text: 'Meta: reach, retargeting and click-to-WhatsApp' },
  {
    type: 'paragraph',
    text: 'Facebook and Instagram are rarely the first place a B2B buyer looks for a supplier, but they reach almost everyone in Hong Kong and they are very efficient at keeping a brand in view during a long decision. Two formats stand out. Retargeting website visitors and video viewers with proof points, such as case studies and short explainer clips, keeps consideration warm at a low cost per impression. Click-to-WhatsApp ads suit the local habit of starting a business conversation in a chat rather than a form; across the campaigns we manage, they often produce cheaper conversations than lead forms, provided someone answers within minutes during office hours.',
  },
  { type: 'subheading', text: 'LinkedIn: expensive clicks, precise audiences' },
  {
    type: 'paragraph',
    text: 'LinkedIn clicks in Hong Kong routinely cost several times what a search or Meta click does, which leads many advertisers to give up after a month. The platform earns its price when the audience is narrow and valuable: a named list of target accounts, specific job functions and seniorities, or a particular industry. Document ads and lead gen forms that pre-fill a member’s details usually convert better than sending people to a website on a phone. Thought leader ads, which promote posts from your own senior people, often earn stronger engagement than company-page ads at a similar cost. Judge LinkedIn on the quality of opportunities it produces over a quarter, not on cost per lead in week two.',
  },
  { type: 'heading', text: 'First-party data and conversion tracking after third-party cookies' },
  {
    type: 'paragraph',
    text: 'Whatever Chrome finally does with third-party cookies, the practical outcome for advertisers has already arrived. Safari and Firefox block them by default, a large share of Hong Kong traffic is on iPhones, consent choices and ad blockers remove more signals, and platforms see a shrinking proportion of the conversions they are trying to optimise for. The advertisers who keep performing are the ones who send platforms better data of their own.',
  },
  { type: 'subheading', text: 'Build the first-party foundation' },
  {
    type: 'list',
    items: [
      'A CRM that records the source of every lead, its campaign and its click identifier, and follows that lead through to won or lost.',
      'Customer and prospect lists, segmented by value and stage, that can be used for exclusion, lookalike and Customer Match audiences.',
      'Value exchanges that give buyers a reason to identify themselves: benchmark reports, calculators, webinars and consultations.',
      'A consent record for each contact showing what they agreed to and when.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Hong Kong’s Personal Data (Privacy) Ordinance matters here. Using personal data for direct marketing requires the individual’s consent, after they have been told what data will be used, for what kinds of marketing. Before uploading customer lists to ad platforms, make sure your privacy notice and consent wording cover that use, and take advice if lists include data collected for other purposes. First-party data is only an advantage if you are entitled to use it.',
  },
  { type: 'subheading', text: 'Move key events server-side' },
  {
    type: 'paragraph',
    text: 'Browser-based tags are increasingly unreliable. Server-side events, sent from your website’s back end or your CRM directly to the platform, are not blocked by browsers and can carry richer information. In practice that means Google enhanced conversions and offline conversion imports, the Meta Conversions API, and LinkedIn’s Conversions API, each sending hashed identifiers that the platform can match to its users. Across the accounts we manage, adding server-side events typically recovers a meaningful share of conversions that browser tags had stopped reporting, and the improved signal usually shows up as steadier cost per acquisition within a few weeks.',
  },
  { type: 'subheading', text: 'Count what matters, not what is easy' },
  {
    type: 'paragraph',
    text: 'The single most valuable change most B2B advertisers can make is to stop optimising for form submissions. A form fill from a student, a job seeker or a competitor counts the same as one from a procurement director. Instead, pass later stages back to the platforms: marketing-qualified lead, sales-accepted lead, opportunity created, deal won. Give each a value that reflects what it is worth to you. Automated bidding then learns to find more people who become customers, not more people who fill in forms.',
  },
  {
    type: 'callout',
    title: 'A quick tracking health check',
    text: 'Compare last month’s leads in your CRM with the conversions each platform reports. If the platforms add up to more than the CRM, you are double counting; if far fewer, you are losing signal. Either gap is costing you money through poorer automated bidding.',
  },
  { type: 'heading', text: 'Creative testing that teaches you something' },
  {
    type: 'paragraph',
    text: 'With targeting increasingly automated, creative has become the biggest lever an advertiser still controls. Platforms decide who sees an ad largely based on how people respond to it, so the creative effectively does the targeting. Yet most testing we audit is too unstructured to learn from: five ads that differ in image, headline, offer and language at once, launched together and judged after three days.',
  },
  {
    type: 'list',
    items: [
      'Test one idea at a time: the message, the offer or the format, not all three together.',
      'Write a hypothesis before launching ("finance leads respond to cost-of-delay messages more than to feature lists") so the result teaches you something about buyers, not just about an ad.',
      'Give each test enough budget and time to reach a meaningful number of conversions, usually at least two to four weeks in B2B.',
      'Create natively in English and Traditional Chinese rather than translating; test each language on its own audience.',
      'Refresh winners before they fatigue; on Meta, frequency above three or four a week in a small Hong Kong audience usually means it is time.',
      'Keep a shared log of every test and its outcome, so next year’s team does not repeat this year’s experiments.',
    ],
  },
  {
    type: 'paragraph',
    text: `In B2B, the creative that performs best is rarely the most polished. A plain, specific message, such as a number from a real project, a clear before-and-after or a direct question a buyer recognises, usually beats a glossy brand visual. Short videos with subtitles in both languages continue to outperform static images for reach, while static proof points often win on cost per qualified lead. Strong ad creative grows out of a strong content programme; we explain how to build one in our piece on [the evolution of content marketing](${paths.blog.article('content-marketing-evolution')}).`,
  },
  { type: 'heading', text: 'Choosing a bidding strategy' },
  {
    type: 'paragraph',
    text: 'Automated bidding is now the default on every major platform, and for most accounts it outperforms manual bidding once it has enough good data. The important words are "enough" and "good". An algorithm optimising for a poor conversion signal will efficiently deliver poor results. A sensible progression looks like this:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'New campaigns with little data: maximise conversions or clicks with a sensible budget cap, or manual bidding on LinkedIn, while tracking is validated.',
      'Once a campaign records roughly 30 or more conversions a month: move to a target cost per acquisition on Google or a cost cap on Meta, set close to the cost you have actually been achieving.',
      'Once qualified pipeline stages and values are flowing back: switch to value-based bidding, such as maximise conversion value or target return on ad spend, so the platform prefers leads that become revenue.',
      'At every stage: change targets gradually, by no more than 15% to 20% at a time, and avoid edits during a learning period.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Hong Kong’s market size creates a particular challenge. Many B2B niches simply do not generate 30 conversions a month on one campaign. Consolidate campaigns rather than splitting by every service line, and use a higher-volume micro-conversion, such as a qualified chat or a pricing page visit, as a secondary signal while volumes build.',
  },
  {
    type: 'quote',
    text: 'Bidding algorithms are obedient, not wise. Tell them a form fill is a success and they will buy you form fills. Tell them what a customer is worth and they start looking for customers.',
    attribution: 'Harbourline Growth Team',
  },
  { type: 'heading', text: 'Budget allocation in Hong Kong dollars' },
  {
    type: 'paragraph',
    text: 'There is no universal split, but the starting point should follow buyer intent: fund the channels that capture existing demand first, then those that build future demand, and always reserve money for learning. For a Hong Kong B2B services firm spending HK$100,000 a month, a reasonable first allocation might look like this:',
  },
  {
    type: 'figures',
    items: [
      { value: 'HK$45,000', label: 'Google search, brand and generic, in English and Chinese' },
      { value: 'HK$25,000', label: 'LinkedIn, focused on target accounts and senior roles' },
      { value: 'HK$20,000', label: 'Meta retargeting and click-to-WhatsApp' },
      { value: 'HK$10,000', label: 'Structured tests of new audiences, formats and channels' },
    ],
  },
  {
    type: 'paragraph',
    text: 'Review the split monthly against cost per qualified opportunity, not cost per lead, and move budget towards what produces pipeline. Avoid spreading a small budget across too many platforms. Below roughly HK$30,000 a month, most B2B advertisers are better served by doing search very well and adding one other channel than by being thinly present everywhere. Also allow for seasonality: Lunar New Year, the summer holiday period and the weeks around Christmas all change how and when Hong Kong buyers engage, while the financial year-end of many local companies in March can create a rush of budget decisions worth being visible for.',
  },
  {
    type: 'paragraph',
    text: 'Finally, remember that media is only part of the cost. Creative production, landing pages, tracking set-up and someone to respond to enquiries quickly all affect return. A campaign that generates WhatsApp enquiries nobody answers until the next morning is paying for leads twice.',
  },
  { type: 'heading', text: 'ROAS, pipeline and honest attribution' },
  { type: 'subheading', text: 'Why ROAS misleads in B2B' },
  {
    type: 'paragraph',
    text: `Return on ad spend is a useful measure for e-commerce, where a purchase happens within days of a click and its value is known. In B2B it is often misleading. A deal worth HK$800,000 may close six months after the first click, after several meetings, a proposal and a procurement review. Platform ROAS in the meantime shows nothing, or shows whatever value you assigned to a form fill. Measure instead on pipeline: the value of qualified opportunities each channel sources or influences, the cost per opportunity, and eventually the revenue and gross margin from won deals compared with total marketing cost. When you report to the board, frame paid media as an investment with a payback period, the same way our guide to [measuring digital transformation ROI](${paths.blog.article('digital-transformation-roi')}) treats any other business investment.`,
  },
  { type: 'subheading', text: 'Be honest about what attribution can tell you' },
  {
    type: 'paragraph',
    text: 'Every platform reports its own results using its own attribution window, and each takes credit for conversions it merely touched. Add up the conversions claimed by Google, Meta and LinkedIn and you will often get well above the number of leads in your CRM. Data-driven attribution models are better than last click, but none can see the conversation at an industry dinner or the referral from a former colleague that actually started the deal.',
  },
  {
    type: 'list',
    items: [
      'Choose one source of truth, normally your CRM, and reconcile platform numbers against it every month.',
      'Add a "How did you hear about us?" field to forms and sales calls; self-reported attribution often reveals channels that software cannot see.',
      'Run holdout tests: pause a channel or an audience for a fixed period and measure the change in total qualified leads. In a single-city market like Hong Kong, geographic splits are rarely practical, so time-based and audience-based holdouts usually work better.',
      'Report ranges and confidence, not false precision, and say plainly when a channel’s contribution is uncertain.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Honest attribution is not a weakness to hide from finance. It is what earns the marketing team the trust to keep investing when results take a quarter to show.',
  },
  { type: 'heading', text: 'Your 2025 paid media checklist' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Reconcile last quarter’s platform conversions with your CRM and document the gap.',
      'Check that privacy notices and consent records cover the ways you use customer data in advertising, in line with the PDPO.',
      'Implement server-side conversion events for Google, Meta and LinkedIn.',
      'Pass qualified lead, opportunity and won-deal stages back to each platform with values attached.',
      'Consolidate campaigns so each bidding strategy has enough conversions to learn from.',
      'Launch a structured creative testing plan in English and Traditional Chinese, with written hypotheses.',
      'Set the monthly budget split by intent, with 10% reserved for tests, and review it against cost per qualified opportunity.',
      'Agree with finance how paid media will be judged: pipeline, payback period and reconciled revenue rather than platform ROAS alone.',
    ],
  },
  {
    type: 'paragraph',
    text: `Paid marketing in 2025 rewards discipline more than budget. The advertisers who will get the most from Google, Meta and LinkedIn this year are those who give the platforms accurate signals, test with purpose and measure against revenue rather than clicks. If you would like an independent view of where your current spend is working, our [paid marketing specialists](${paths.services.service('paid-marketing')}) can audit your accounts and tracking, and [book a consultation](${paths.contact.scheduleConsultation}) to walk through the findings with your team.`,
  },
];
