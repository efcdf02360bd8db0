import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Almost every leadership team we meet in Hong Kong, Singapore and Shenzhen has already “done some AI”. A chatbot was trialled, a few staff pay for a writing assistant, and someone in finance built a clever spreadsheet macro with a large language model. Yet when we ask what has changed in the profit and loss account, the room usually goes quiet. The problem in 2025 is not access to AI. It is turning scattered experiments into a programme that changes how the business sells, serves and operates.',
  },
  {
    type: 'paragraph',
    text: 'This roadmap is written for CEOs, operations directors and marketing heads of small and mid-sized firms, as well as business-unit leaders inside larger groups. It assumes limited budgets, lean teams and customers who switch between Traditional Chinese, English and often Simplified Chinese in a single week. It avoids hype and focuses on the four decisions that separate AI projects that pay back from those that quietly disappear.',
  },
  { type: 'heading', text: 'Why so many AI pilots stall in Asia' },
  {
    type: 'paragraph',
    text: 'Industry surveys across Asia-Pacific consistently suggest that a majority of companies are experimenting with generative AI, but only a minority have moved more than one or two use cases into daily production. In our own client work the reasons are remarkably consistent, and very few of them are technical.',
  },
  { type: 'subheading', text: 'The pilot trap' },
  {
    type: 'paragraph',
    text: 'Pilots are often chosen because a tool is exciting rather than because a process is painful. A demo impresses the board, a small team tries it for six weeks, and nobody owns the decision about whether to scale it. Without a business owner, a baseline and a target, even a successful pilot cannot prove that it succeeded.',
  },
  { type: 'subheading', text: 'Knowledge that lives in chat threads and spreadsheets' },
  {
    type: 'paragraph',
    text: 'Hong Kong businesses run on WhatsApp groups, shared inboxes and spreadsheets passed between colleagues. Customer history sits in a salesperson’s phone; product specifications live in a PDF last updated three years ago. AI is only as useful as the information it can reach, so firms whose knowledge is scattered find that their assistants give confident but outdated answers.',
  },
  { type: 'subheading', text: 'Bilingual reality, monolingual tools' },
  {
    type: 'paragraph',
    text: 'Many off-the-shelf products are tuned for English first. They handle written Cantonese, mixed-language messages and Traditional Chinese terminology unevenly, which erodes staff trust quickly. Testing with your own bilingual material, not the vendor’s showcase examples, is essential before any commitment.',
  },
  { type: 'heading', text: 'Stage one: choose problems, not tools' },
  {
    type: 'paragraph',
    text: 'Start with a list of processes that are repetitive, text-heavy and measurable, then score each one. The strongest first candidates usually sit in customer service, sales support, document handling and marketing production, where volumes are high and quality can be checked by a person. We recommend scoring every candidate against five questions:',
  },
  {
    type: 'list',
    items: [
      'Volume: does the task happen hundreds of times a month, or a handful?',
      'Cost of delay: do customers or colleagues wait for it, and does waiting lose revenue?',
      'Checkability: can a competent person tell quickly whether the AI output is right?',
      'Data access: is the information the task needs already digital and reasonably tidy?',
      'Risk: what happens if the output is wrong, and can a human review it before it reaches a customer?',
    ],
  },
  {
    type: 'paragraph',
    text: 'A trading company might find that drafting bilingual quotations scores highly on all five, while automated credit decisions score poorly on risk. A clinic group might prioritise appointment triage over clinical summaries. Pick two or three use cases at most. Breadth is the enemy of proof.',
  },
  {
    type: 'figures',
    items: [
      { value: '2–3', label: 'use cases to pilot at once — enough to compare, few enough to manage' },
      { value: '90 days', label: 'a realistic window to move one use case from idea to measured result' },
      { value: '20–40%', label: 'time saved on drafting and triage tasks we typically see in well-run pilots' },
    ],
  },
  { type: 'heading', text: 'Stage two: get data and governance in order' },
  {
    type: 'paragraph',
    text: 'Before any model touches customer information, decide what data it may use, where that data is processed and who is accountable. This is not bureaucracy for its own sake. Clear rules are what allow staff to use AI confidently rather than secretly.',
  },
  { type: 'subheading', text: 'The Personal Data (Privacy) Ordinance still applies' },
  {
    type: 'paragraph',
    text: 'Hong Kong’s Personal Data (Privacy) Ordinance does not contain an AI exemption. Its data protection principles on purpose, accuracy, retention, security and transparency apply whenever personal data flows into an AI system. The Privacy Commissioner has also published guidance encouraging organisations to assess risk, keep human oversight and tell people when AI is used. In practice that means updating personal information collection statements, checking where vendors store and process data, and setting retention periods for prompts and transcripts.',
  },
  { type: 'subheading', text: 'Cross-boundary work in the Greater Bay Area' },
  {
    type: 'paragraph',
    text: 'Firms operating across Hong Kong, Shenzhen and Guangzhou face different rules on each side of the boundary, and mainland regulations on personal information and generative AI services are stricter about where data goes. Map which data sets cross the boundary, keep mainland and Hong Kong processing separate where necessary, and take proper legal advice on transfers. A simple data-flow diagram prevents costly redesigns later.',
  },
  {
    type: 'paragraph',
    text: 'Finally, write a one-page acceptable-use policy. List approved tools, the kinds of information staff must never paste into public services, and who to ask when in doubt. Teams adopt AI faster when the boundaries are plain.',
  },
  { type: 'heading', text: 'Stage three: run a 90-day pilot that can prove itself' },
  {
    type: 'paragraph',
    text: `A good pilot is small, owned and measured. Name one business owner who will decide whether to scale, not an IT sponsor alone. Record a baseline before you start: average handling time, cost per enquiry, turnaround on proposals or whatever the process already tracks. Then design the workflow with people in the loop, so the AI drafts, classifies or retrieves and a person approves. Our [AI Solutions](${paths.services.service('ai-solutions')}) team usually structures the 90 days in three blocks: four weeks to configure and test with real bilingual material, six weeks of live use by a small group, and two weeks to measure and decide.`,
  },
  {
    type: 'quote',
    text: 'The most valuable output of a pilot is not the model. It is a decision, backed by numbers, about whether to scale, change course or stop.',
    attribution: 'Harbourline Strategy Team',
  },
  {
    type: 'paragraph',
    text: 'Budget honestly. For a Hong Kong SME, a focused pilot using commercial models and existing systems commonly falls between HK$80,000 and HK$300,000 including configuration, integration and training, plus monthly usage fees that scale with volume. Larger groups integrating with core systems should expect more. Spending less than this often means skipping the integration work that makes AI useful at all.',
  },
  { type: 'heading', text: 'Stage four: scale, train and measure' },
  {
    type: 'paragraph',
    text: `Once a pilot proves its value, the work changes from experimenting to engineering. Connect the assistant to your CRM, ERP or ticketing system so that it works where staff already work. Replace manual hand-offs with [AI agent workflow automation](${paths.services.service('ai-workflow-automation')}) that routes tasks, updates records and flags exceptions for human review. Build monitoring so you notice when answer quality drifts or costs climb.`,
  },
  { type: 'subheading', text: 'Rolling out across the region' },
  {
    type: 'paragraph',
    text: 'Many Hong Kong firms use the city as a base for teams in Singapore, Kuala Lumpur, Bangkok or Ho Chi Minh City. Resist the urge to launch everywhere at once. Prove the workflow in one market, then adapt it country by country: languages and tone differ, data protection laws differ, and so do the messaging apps customers prefer, from WhatsApp in Hong Kong and Malaysia to LINE in Thailand and Zalo in Vietnam. A shared core with local configuration is usually cheaper than a separate build per market.',
  },
  { type: 'subheading', text: 'People decide whether AI sticks' },
  {
    type: 'paragraph',
    text: `Adoption depends on confidence. Short, role-specific training sessions in Cantonese and English, a named champion in each team and a channel for reporting bad answers do more for uptake than any feature. Be candid about how roles will change. Staff who understand that AI removes the dull parts of their job are far more willing to help improve it.`,
  },
  { type: 'subheading', text: 'Measure what the board cares about' },
  {
    type: 'paragraph',
    text: `Report outcomes in business terms: hours returned to teams, faster response times, higher conversion on enquiries, fewer errors in documents. Our guide to [measuring digital transformation ROI](${paths.blog.article('digital-transformation-roi')}) explains how to set baselines and attribute gains without overstating them. Review the portfolio of use cases every quarter, retire the ones that do not earn their keep and fund the ones that do.`,
  },
  {
    type: 'callout',
    title: 'Your next five steps',
    text: 'List ten repetitive, text-heavy processes and score them on volume, delay, checkability, data and risk. Pick the top two and name a business owner for each. Record today’s baseline numbers. Write a one-page AI acceptable-use policy that reflects the PDPO. Book a 90-day pilot with a clear scale-or-stop decision date.',
  },
  { type: 'heading', text: 'From experiments to advantage' },
  {
    type: 'paragraph',
    text: 'The businesses that will lead their markets in 2026 are not necessarily the ones using the most advanced models. They are the ones that picked sensible problems, organised their knowledge, respected their customers’ privacy and trained their people. Across Hong Kong, the Greater Bay Area and ASEAN, that discipline is still rare enough to be a real competitive edge.',
  },
  {
    type: 'paragraph',
    text: `If you would like a second opinion on where AI could pay back fastest in your organisation, [schedule a consultation](${paths.contact.scheduleConsultation}) with our strategy team. We will review your processes, data and constraints with you and outline a realistic first 90 days — in English or Cantonese, whichever suits your team.`,
  },
];
