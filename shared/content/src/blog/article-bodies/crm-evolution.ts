import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Ask a Hong Kong sales director how the quarter is tracking and you will often see the same ritual. Someone exports the CRM to a spreadsheet, someone else adds the deals that live only in WhatsApp chats, a third person corrects the close dates, and by Thursday there is a forecast that nobody fully trusts. The CRM exists, the licences are paid for, and yet the real picture of the business lives somewhere else.',
  },
  {
    type: 'paragraph',
    text: 'That gap is the story of how customer relationship management has evolved. The systems have changed beyond recognition in fifteen years; the way many organisations use them has not. This article looks at what a modern CRM should do for a B2B business in Hong Kong and across Asia, why so many implementations stall, and how to move from a contact database to a platform that genuinely drives revenue.',
  },
  { type: 'heading', text: 'From contact database to revenue platform' },
  {
    type: 'paragraph',
    text: 'The first generation of CRM was a digital address book with a sales pipeline attached. Its job was to remember: who the customer was, who last spoke to them, what was quoted. Value depended entirely on salespeople typing things in, and salespeople, reasonably, preferred selling to typing.',
  },
  {
    type: 'paragraph',
    text: 'Today the better platforms sit at the centre of the revenue operation. They capture activity automatically from email, calendars, calls and messaging apps. They connect marketing, sales and service, so the account manager can see the support ticket raised yesterday and the webinar attended last week. They feed forecasting, commission and customer-health reporting directly. And increasingly they suggest what to do next instead of simply recording what happened.',
  },
  {
    type: 'list',
    items: [
      'From records to signals: the CRM notices that a dormant account has visited the pricing page three times and alerts its owner.',
      'From silos to one timeline: marketing, sales, service and finance see the same customer history, so nobody asks the client to repeat themselves.',
      'From reporting to forecasting: pipeline data is clean enough that the forecast comes from the system, not from a spreadsheet built on top of it.',
      'From manual to assisted: routine updates, follow-up reminders and call summaries are produced for the salesperson, not by them.',
    ],
  },
  {
    type: 'quote',
    text: 'A CRM earns its place when it saves the salesperson more time than it costs them. Until that is true, every dashboard built on top of it is describing a business that does not exist.',
    attribution: 'Harbourline Strategy Team',
  },
  { type: 'heading', text: 'Data quality: the unglamorous foundation' },
  {
    type: 'paragraph',
    text: 'Every ambition in this article, from accurate forecasts to AI recommendations, depends on data that is complete, consistent and current. Industry surveys regularly suggest that sales teams lose a meaningful share of their week to finding, fixing or re-entering customer information, and the cost compounds quietly in missed follow-ups and mistargeted campaigns.',
  },
  { type: 'subheading', text: 'Define what good looks like' },
  {
    type: 'paragraph',
    text: 'Start with a short data standard that a non-technical manager can read: which fields are mandatory at each pipeline stage, how company names are written, how Chinese and English names are stored side by side, how Hong Kong, mainland and overseas phone numbers are formatted, and how industries and regions are categorised. Bilingual records deserve particular attention. A client who appears once as a Chinese company name and once as its English trading name becomes two accounts, two owners and two conflicting histories.',
  },
  { type: 'subheading', text: 'Give every record an owner' },
  {
    type: 'paragraph',
    text: 'Data decays when nobody is responsible for it. Assign ownership for accounts, contacts and open opportunities, schedule a monthly duplicate review, and make the state of the data visible in team meetings. Validation rules and automatic enrichment help, but the habit matters more than the tooling: when managers run the pipeline review from the CRM itself, the data improves within weeks.',
  },
  {
    type: 'paragraph',
    text: 'Measure quality the way you measure revenue. A simple monthly scorecard showing the share of open opportunities with a next step and a realistic close date, the share of accounts with a named decision-maker, and the number of suspected duplicates gives managers something concrete to improve, and it shows the board why forecasting accuracy is moving.',
  },
  { type: 'heading', text: 'Meeting customers on WhatsApp and WeChat' },
  {
    type: 'paragraph',
    text: 'In much of Asia, business relationships are conducted in messaging apps rather than email. Quotes are sent, meetings moved and orders confirmed in chat. If those conversations never reach the CRM, the system is blind to the most important part of the relationship, and the knowledge leaves the company when the salesperson does.',
  },
  { type: 'subheading', text: 'WhatsApp for Hong Kong and Southeast Asia' },
  {
    type: 'paragraph',
    text: 'Connecting WhatsApp through the official business platform lets conversations be logged against the right contact, routed to the right team and handed over when staff change. Templates for appointment reminders, quotation follow-ups and renewal notices can be triggered by CRM events. Two rules keep this healthy: move sales teams off personal numbers for client work, and record the customer’s opt-in before sending any proactive message, since the platform generally requires pre-approved templates outside a customer-initiated conversation.',
  },
  { type: 'subheading', text: 'WeChat and WeCom for mainland relationships' },
  {
    type: 'paragraph',
    text: 'For companies serving mainland clients or operating across the Greater Bay Area, WeChat plays the same role. Official Accounts handle content and service, while WeCom gives staff a company-managed way to hold client conversations that can be integrated with the CRM and retained when people move on. Plan the data flows carefully: mainland personal information rules may apply alongside Hong Kong’s, and some organisations choose to keep mainland customer data in a separate instance.',
  },
  { type: 'heading', text: 'AI scoring and next-best-action' },
  {
    type: 'paragraph',
    text: `Artificial intelligence is the most talked-about change in CRM, and also the most oversold. Used well, it helps teams spend their time on the right accounts and the right conversations. Used on poor data, it produces confident recommendations that sales staff learn to ignore. Our article on [AI transformation in 2025](${paths.blog.article('ai-transformation')}) covers the wider organisational picture; here we focus on the two uses that pay back most reliably in CRM.`,
  },
  { type: 'subheading', text: 'Predictive lead and account scoring' },
  {
    type: 'paragraph',
    text: 'Traditional lead scoring adds points for job titles and downloads according to rules someone wrote years ago. Predictive scoring learns from your own won and lost deals which combinations of firmographics, engagement and timing actually precede a sale. It needs a reasonable history of closed opportunities with consistent stages, which is another reason data quality comes first. Insist on scores that explain themselves: a salesperson who can see that an account scored highly because three stakeholders attended a product demonstration will act on it; one shown an unexplained number will not.',
  },
  { type: 'subheading', text: 'Next-best-action and assistive AI' },
  {
    type: 'paragraph',
    text: 'Next-best-action models suggest the most useful step for each account: a renewal conversation, a cross-sell offer, a check-in after a support issue. Generative assistants now summarise calls and chat threads, draft follow-up emails in English or Chinese and update fields automatically. Keep a human in the loop for anything sent to a client, measure whether suggestions are accepted, and retire those that are routinely dismissed.',
  },
  { type: 'heading', text: 'Consent and the PDPO' },
  {
    type: 'paragraph',
    text: 'A more connected CRM holds more personal data, and in Hong Kong that brings obligations under the Personal Data (Privacy) Ordinance. Its data protection principles govern how data is collected, kept accurate, retained, used, secured and made accessible to the people it describes. The direct marketing provisions are stricter still: before using personal data for direct marketing, you must tell customers what data you will use and for which kinds of products or services, and obtain their consent. Customers can withdraw it at any time, and contraventions can be criminal offences.',
  },
  {
    type: 'list',
    items: [
      'Record consent as data: what was agreed, for which channels and purposes, when, and through which form or conversation.',
      'Honour opt-outs everywhere at once, so a customer who unsubscribes from email does not keep receiving WhatsApp promotions.',
      'Separate service messages from marketing messages in your templates and workflows.',
      'Set retention periods and delete or anonymise records that no longer serve their original purpose.',
      'Control access by role, log exports and review which integrations can read customer data.',
    ],
  },
  {
    type: 'paragraph',
    text: 'None of this is legal advice, and businesses with complex cross-border data flows should take it. But a CRM designed with consent built in is far easier to defend, and it tends to produce better marketing: messages sent to people who asked for them perform better.',
  },
  { type: 'heading', text: 'Adoption is the real project' },
  {
    type: 'paragraph',
    text: 'Industry surveys have long suggested that a large share of CRM initiatives fall short of expectations, and the reason cited most often is not the software but the people asked to use it. Change management is therefore not a workstream at the end of the project; it is the project.',
  },
  {
    type: 'list',
    items: [
      'Design around the salesperson’s day: fewer mandatory fields, mobile access, and automatic capture from email, calendar and chat.',
      'Make leadership use it visibly: pipeline reviews, forecasts and commission reports should come only from the CRM.',
      'Train by role and by scenario, in Cantonese, English or Mandarin as the team prefers, with short refreshers after launch.',
      'Appoint champions in each team who gather feedback and fix small annoyances quickly.',
      'Measure adoption honestly: logins are vanity; updated opportunities and logged activities are the real signal.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Incentives matter too. If commission is calculated from a separate spreadsheet, the CRM will always be the second source of truth. Pay commission only on deals recorded in the system, recognise the teams whose data is most complete, and ask sales staff which three changes would save them the most time. Then make those changes quickly and tell everyone you did.',
  },
  { type: 'heading', text: 'A migration plan that keeps the pipeline moving' },
  {
    type: 'paragraph',
    text: 'Whether you are replacing an old system or consolidating spreadsheets and several tools, the aim is to change platforms without losing a quarter of sales momentum. That starts with choosing well and continues with a phased migration.',
  },
  { type: 'subheading', text: 'Choosing the platform' },
  {
    type: 'paragraph',
    text: 'Resist the urge to start with product demonstrations. Once processes and outcomes are clear, shortlist platforms against the criteria that matter in this region: reliable Chinese-language support in the interface and in search, proven integrations with WhatsApp and WeChat, data hosting options your compliance team accepts, local implementation partners, and a realistic five-year cost including licences, integration and administration. A platform that is slightly less capable but that your team will actually use beats a powerful one that needs a full-time administrator you do not have.',
  },
  { type: 'subheading', text: 'Running the migration' },
  {
    type: 'paragraph',
    text: 'A phased approach keeps the sales team productive while the new system beds in:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Discover: map the current sales, marketing and service processes, every data source and every integration, and agree the outcomes the new CRM must deliver.',
      'Design: define the data standard, pipeline stages, roles, consent model and the reports leadership will run the business from.',
      'Clean and migrate: de-duplicate and standardise data before it moves, migrate in test cycles and have sales managers sign off on their own accounts.',
      'Integrate: connect email, calendars, messaging apps, the website and finance systems, starting with the integrations that remove the most manual work.',
      'Launch and support: go live by team rather than all at once, keep a support channel open and review adoption weekly for the first ninety days.',
      'Improve: add scoring, automation and AI assistance once data and habits are stable.',
    ],
  },
  {
    type: 'paragraph',
    text: `Do not forget the front door. Enquiry forms, chat widgets and quotation requests on your site should write directly into the CRM with consent captured at source, which is often the moment to review your [website development](${paths.services.service('website-development')}) as part of the same programme.`,
  },
  {
    type: 'callout',
    title: 'Next steps for your team',
    text: 'Pull last quarter’s forecast and compare it with what actually closed. Count how many client conversations happened in messaging apps that the CRM never saw. Check whether you can show, for any customer, when and how they consented to marketing. The answers will tell you whether your next investment should be in data, integration, compliance or adoption.',
  },
  {
    type: 'paragraph',
    text: `A modern CRM is less a piece of software than a way of running the revenue side of the business. If you would like an independent view of where your current system stands and what to fix first, [schedule a consultation with our strategy team](${paths.contact.scheduleConsultation}).`,
  },
];
