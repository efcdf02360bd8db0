import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'It is 11:40 on a Tuesday night. A prospect in Kowloon Bay sends a WhatsApp message asking for a quotation, a distributor in Shenzhen leaves a question on WeChat, and three web forms arrive in English and Traditional Chinese. Tomorrow morning, a marketing team of three will sort them by hand, copy details into a spreadsheet, and reply some time after lunch. By then at least one of those buyers will have spoken to a competitor.',
  },
  {
    type: 'paragraph',
    text: 'That is the everyday problem AI-powered marketing automation solves for Hong Kong businesses. Not robots writing your brand story, but fast, consistent handling of the repetitive work that eats a small team’s week, so people can spend their time on strategy, relationships and creative work that actually differentiates you.',
  },
  { type: 'heading', text: 'Why Hong Kong marketing teams feel the squeeze' },
  {
    type: 'paragraph',
    text: 'Marketing in Hong Kong carries a built-in multiplier. Most campaigns need English and Traditional Chinese versions, and anything aimed at the Greater Bay Area or mainland visitors needs Simplified Chinese as well. Channels are fragmented: LinkedIn for B2B decision-makers, Instagram and Facebook for consumers, WhatsApp for almost every conversation that matters, WeChat for mainland partners and, for teams selling into Taiwan or Thailand, LINE. Meanwhile headcount stays flat, and salaries for experienced marketers are among the highest in the region.',
  },
  {
    type: 'paragraph',
    text: 'In our client work we typically see SME marketing teams spend between a third and a half of their week on tasks that follow a predictable pattern: qualifying enquiries, adapting copy between languages, resizing content for each platform, updating the CRM and compiling reports. These are exactly the tasks modern AI tools handle well, provided a person stays in charge of the final output.',
  },
  {
    type: 'figures',
    items: [
      { value: '3–5×', label: 'more content variants a small team can produce with AI-assisted drafting and review' },
      { value: '< 5 min', label: 'first response to new enquiries once routing and replies are automated' },
      { value: '30–50%', label: 'of a typical SME marketer’s week spent on repeatable, automatable tasks' },
    ],
  },
  { type: 'heading', text: 'Five workflows worth automating first' },
  {
    type: 'paragraph',
    text: 'Resist the temptation to automate everything at once. These five workflows deliver visible results quickly and build the data foundations for more ambitious projects later.',
  },
  { type: 'subheading', text: '1. Enquiry capture and routing' },
  {
    type: 'paragraph',
    text: 'An AI layer can read every incoming message — web form, email, WhatsApp Business or LinkedIn — detect the language, extract the company, need, budget and timeline, and create a clean CRM record. Urgent, high-value enquiries go straight to the right salesperson; simple questions receive an instant, accurate answer in the customer’s own language. This single workflow often pays for the whole programme.',
  },
  { type: 'subheading', text: '2. Bilingual content drafting' },
  {
    type: 'paragraph',
    text: 'Generative models are now capable of producing solid first drafts in both English and Traditional Chinese, including social captions, product descriptions, email variants and ad copy. The key word is draft. Good results depend on a house style guide, approved terminology, and a native-speaking editor who checks tone and catches the phrases that read like a translation. Treat the AI as a fast junior copywriter, not a publisher.',
  },
  { type: 'subheading', text: '3. Lead scoring and prioritisation' },
  {
    type: 'paragraph',
    text: 'Instead of rules that someone wrote years ago, AI-assisted scoring considers the behaviour that actually precedes a sale in your business: pages viewed, emails opened, the seniority of the contact, and the content of their questions. Sales teams receive a short list of who to call today and why, rather than a long list of names.',
  },
  { type: 'subheading', text: '4. Nurture journeys that adapt' },
  {
    type: 'paragraph',
    text: `B2B buying cycles in Hong Kong often run for months. Automated nurture sequences keep you present without manual effort, and AI can choose the next message based on what each contact has read and asked. Our [email marketing](${paths.services.service('email-marketing')}) team builds these journeys with consent checks, language preferences and sensible frequency caps built in from day one.`,
  },
  { type: 'subheading', text: '5. Reporting that writes itself' },
  {
    type: 'paragraph',
    text: 'Pulling numbers from Google, Meta, LinkedIn and the CRM into a monthly deck can take days. Automated dashboards refresh continuously, and an AI summary can explain in plain language what changed, what caused it and what to test next. Leadership gets clarity; the team gets its Fridays back.',
  },
  { type: 'heading', text: 'Staying on the right side of the PDPO' },
  {
    type: 'paragraph',
    text: 'Automation makes it easier to contact more people more often, which is precisely why Hong Kong’s Personal Data (Privacy) Ordinance matters. Its direct marketing provisions require you to inform people and obtain their consent before using their personal data for direct marketing, and to honour opt-out requests without charge. Penalties for breaches of these provisions can include fines and imprisonment, so compliance has to be designed into the workflow rather than bolted on.',
  },
  {
    type: 'list',
    items: [
      'Record consent per channel and purpose, with the date and the wording the person agreed to, and sync it to every tool that sends messages.',
      'Respect opt-outs across all systems within a short, defined time, not just in the platform where the request arrived.',
      'Use the official WhatsApp Business Platform with opted-in contacts, never bulk broadcasts from personal numbers.',
      'Check where your AI vendors store and process prompts and customer data, and say so in your privacy notice.',
      'Keep a person reviewing any AI-generated message before it reaches a customer, at least until quality is proven.',
    ],
  },
  {
    type: 'quote',
    text: 'The best-performing automation we build is also the most respectful. Buyers in Hong Kong reward relevance and punish spam, and the PDPO simply formalises what good marketers already know.',
    attribution: 'Harbourline Growth Team',
  },
  { type: 'heading', text: 'Budget, tools and common mistakes' },
  { type: 'subheading', text: 'What it costs' },
  {
    type: 'paragraph',
    text: 'You do not need an enterprise budget. Many SMEs already pay for a CRM or email platform with AI features they have never switched on. In our experience a sensible starting stack for a Hong Kong SME — CRM with marketing automation, WhatsApp Business Platform access, an AI writing tool and a dashboard — costs roughly HK$3,000 to HK$10,000 a month in subscriptions. Setting it up properly, including integrations, templates, consent flows and training, typically runs from HK$60,000 to HK$200,000 depending on the number of systems and languages involved.',
  },
  { type: 'subheading', text: 'Choosing tools' },
  {
    type: 'paragraph',
    text: 'Choose tools that handle Traditional Chinese properly, integrate with the platforms your customers already use, and let you export your data if you switch later. Be wary of point solutions that add yet another inbox. The goal is fewer places to look, not more. If your buyers are split between Hong Kong and the mainland, plan for two messaging ecosystems from the start: WhatsApp and email for most Hong Kong and ASEAN contacts, WeChat for partners in the Greater Bay Area. Both should feed the same CRM record, so a salesperson sees one conversation history rather than two.',
  },
  { type: 'subheading', text: 'Mistakes we see most often' },
  {
    type: 'list',
    items: [
      'Publishing AI drafts without a native-speaking editor, so Chinese copy reads like machine translation and damages trust.',
      'Automating a broken process, such as routing enquiries to a shared inbox nobody owns.',
      'Letting every team buy its own AI tool, leaving customer data scattered across unmanaged accounts.',
      'Measuring activity, such as emails sent or posts published, instead of qualified enquiries and pipeline.',
      'Switching off human review too early, before the team has seen how the system handles unusual requests.',
    ],
  },
  { type: 'heading', text: 'A 60-day rollout plan' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Week 1–2: audit your channels, enquiry volumes, consent records and the time your team spends on each repeatable task.',
      'Week 3–4: pick two workflows — usually enquiry routing and bilingual drafting — and agree the metrics you will judge them by.',
      'Week 5–6: configure, connect the CRM and messaging channels, write the style guide and test with real English and Cantonese examples.',
      'Week 7–8: go live with human review, compare results against the baseline and decide what to extend next.',
    ],
  },
  {
    type: 'paragraph',
    text: 'At the end of the 60 days you should be able to answer three questions with evidence rather than impressions. How much faster do enquiries receive a useful first reply? How many hours a week has the team regained, and what are those hours now spent on? Has the share of enquiries that become qualified opportunities moved? If the answers are positive, extend to the next workflow. If they are not, the baseline tells you where the process broke, which is far more useful than a vague sense that AI did not work for you.',
  },
  {
    type: 'paragraph',
    text: `Marketing automation works best as part of a wider plan. If you are still deciding where AI fits across sales, service and operations, start with our [practical AI transformation roadmap](${paths.blog.article('ai-transformation')}), then return to marketing as your first high-visibility win.`,
  },
  {
    type: 'callout',
    title: 'Quick readiness check',
    text: 'Can you see every enquiry from every channel in one place? Do you know which contacts have consented to marketing, and on which channel? Do you have a style guide in both English and Chinese? If any answer is no, fix that first — automation multiplies whatever process it is given, good or bad.',
  },
  { type: 'heading', text: 'Start small, prove it, then scale' },
  {
    type: 'paragraph',
    text: `The Hong Kong businesses getting most from AI marketing did not start with grand transformations. They automated one annoying task, measured the result and reinvested the time saved. Our [AI agent workflow automation](${paths.services.service('ai-workflow-automation')}) team can map your current processes, identify the quickest wins and build them with compliance in place. [Book a consultation](${paths.contact.scheduleConsultation}) and we will show you, with your own data, where the first 60 days could take you.`,
  },
];
