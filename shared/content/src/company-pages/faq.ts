import type { PageIntro } from './about';
import { company } from '../site/company';

export interface FaqItem {
  question: string;
  /**
   * The answer as plain-text paragraphs (no markup, no links), rendered one paragraph each.
   * Structured data such as FAQPage JSON-LD can use `faqAnswerText`, which joins them.
   */
  answer: readonly string[];
}

export interface FaqPageContent {
  intro: PageIntro;
  /** The section that invites visitors to e-mail the company; the address comes from `company`. */
  ask: { title: string; text: string };
}

export const faqPage: FaqPageContent = {
  intro: {
    title: 'Frequently Asked Questions',
    lead: 'Common questions about our services and process',
  },
  ask: {
    title: 'Get Your Questions Answered',
    text: `Below are the questions prospective clients ask us most often. If yours is not covered, write to us. ${company.replyPromise}`,
  },
};

/** The eight questions of the FAQ page, in the order shown. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What services do you offer?',
    answer: [
      'We offer twelve services under one roof: content marketing, digital marketing (SEO and search advertising), social media management, LinkedIn marketing, B2B marketing, email marketing, paid marketing, CRM solutions, AI solutions, AI agent workflow automation, website development and training.',
      'You can engage us for a single service, such as a new website or a paid search campaign, or combine several into one programme managed by a dedicated project manager and measured against your business goals.',
    ],
  },
  {
    question: 'How long does it take to see results?',
    answer: [
      'It depends on the channel. Paid advertising on search and social platforms can bring traffic to your website immediately once campaigns go live, and we typically optimise them over the first few weeks to improve lead quality and cost per lead.',
      'SEO and content marketing build momentum over time: most clients usually see meaningful growth in rankings, organic traffic and enquiries within 3–6 months. AI and automation projects start with a pilot, so you see working results on a defined process early on.',
      'Whatever the channel, you receive regular reports showing progress against the goals we agreed at the start, so you never have to wait months to know whether the work is on track.',
    ],
  },
  {
    question: 'Do you work with businesses of all sizes?',
    answer: [
      'Yes. We work with startups that need to establish their presence and find their first reliable sources of customers, with SMEs that want more qualified leads and less manual work, and with large enterprises that need a specialist partner for AI, automation or multi-market campaigns.',
      'Our services are modular, so the scope and budget are shaped around your stage of growth rather than a fixed package.',
    ],
  },
  {
    question: 'What makes your AI solutions different?',
    answer: [
      'Our AI solutions are custom-built around your processes, your data and your systems rather than being a generic tool with your logo on it. Each project starts from a business case with measurable ROI — hours saved, faster response times, more leads handled — and we report against it.',
      'With AI agent workflow automation, repetitive work such as enquiry intake, triage, reporting and follow-up runs 24/7, while your team keeps control of the decisions that matter. We also make sure every solution respects your data privacy and security requirements.',
    ],
  },
  {
    question: 'Do you provide training for our internal team?',
    answer: [
      'Yes. We run practical workshops in AI and automation, digital marketing and content marketing, delivered at your office, at ours or online, and tailored to your team’s skill level.',
      'We also offer certification programmes for staff who want recognised proof of their skills, and ongoing support after the training — follow-up sessions and a direct line to our specialists — so that new skills turn into everyday practice.',
    ],
  },
  {
    question: 'How do you measure the success of a campaign or project?',
    answer: [
      'We agree the measures of success with you before work begins and track them throughout. Typically these include website traffic and its sources, leads generated and their quality, conversion rates at each stage of the funnel, and ultimately the revenue and return on investment the work produces.',
      'You receive regular reports in plain language, with the numbers behind every recommendation and full access to your own analytics and advertising accounts.',
    ],
  },
  {
    question: 'How do you handle data privacy and security?',
    answer: [
      'We handle personal data in line with Hong Kong’s Personal Data (Privacy) Ordinance. Data is protected with encryption in transit and at rest, and access is limited to authorised team members who need it for your project.',
      'We never share your data or your customers’ data with third parties without your consent, and our service providers are bound by contract to the same standards. Our Privacy Policy explains the details.',
    ],
  },
  {
    question: 'Do you serve clients outside Hong Kong?',
    answer: [
      'Yes. Most of our clients are based in Hong Kong, and many of them sell across Asia, so we regularly run campaigns and projects for audiences in Greater China and Southeast Asia.',
      'We also work with international companies entering Asian markets and with Hong Kong businesses expanding overseas, combining local market knowledge with international best practice.',
    ],
  },
];

/** One answer as a single plain-text string, e.g. for FAQPage structured data. */
export function faqAnswerText(item: FaqItem): string {
  return item.answer.join('\n\n');
}
