import { paths } from '@agency/platform/routes';
import { company } from '../site/company';
import { services } from '../services/services';

/** The eyebrow above the h1 of every page of the About Us menu (About, legal and FAQ). */
export const aboutEyebrow = 'About Us';

/** A page's h1 (equal to its route-table title) and the lead paragraph below it. */
export interface PageIntro {
  title: string;
  lead: string;
}

export interface ContentAction {
  label: string;
  href: string;
}

/** The closing call to action of a page. */
export interface ClosingCta {
  title: string;
  text: string;
  action: ContentAction;
}

/**
 * The icons of each page, by key. One union a page, because each page is its own chunk: the
 * page's map in `@agency/ui/icons/` (`our-story-icons` …) draws exactly these and no other page's.
 */
export type OurStoryIcon = 'corporate-fare' | 'rocket-launch' | 'storefront';
export type OurValuesIcon = 'auto-stories' | 'handshake' | 'lightbulb' | 'public' | 'visibility' | 'workspace-premium';
export type WhyChooseUsIcon = 'auto-awesome' | 'fact-check' | 'request-quote' | 'support-agent';
export type OurOfficeIcon = 'directions-bus' | 'meeting-room' | 'subway' | 'tram';

/** A card with an icon (a key of its page's icon union), a title and one or two sentences. */
export interface IconPoint<Icon extends string = string> {
  title: string;
  description: string;
  icon: Icon;
}

/** A card that also spells out what the point means for a client, as a short list. */
export interface DetailedPoint<Icon extends string = string> extends IconPoint<Icon> {
  details: readonly string[];
}

export interface TextPoint {
  title: string;
  text: string;
}

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export interface StoryContent {
  intro: PageIntro;
  narrative: { title: string; paragraphs: readonly string[] };
  /** Key facts beside the narrative, as term and description. */
  atAGlance: { title: string; facts: readonly { term: string; description: string }[] };
  milestones: { title: string; intro: string; items: readonly Milestone[] };
  approach: { title: string; intro: string; steps: readonly TextPoint[] };
  audiences: { title: string; intro: string; items: readonly IconPoint<OurStoryIcon>[] };
  cta: ClosingCta;
}

export interface ValuesContent {
  intro: PageIntro;
  values: { title: string; intro: string; detailsLabel: string; items: readonly DetailedPoint<OurValuesIcon>[] };
  cta: ClosingCta;
}

export interface WhyChooseUsContent {
  intro: PageIntro;
  points: { title: string; intro: string; detailsLabel: string; items: readonly DetailedPoint<WhyChooseUsIcon>[] };
  process: { title: string; intro: string; steps: readonly TextPoint[] };
  cta: ClosingCta;
}

/** The office page's copy; the facts themselves (address, hours, e-mail, phone) come from `company`. */
export interface OfficeContent {
  intro: PageIntro;
  contact: {
    title: string;
    intro: string;
    labels: { address: string; hours: string; email: string; phone: string };
  };
  directions: { title: string; intro: string; items: readonly IconPoint<OurOfficeIcon>[] };
  visiting: { title: string; points: readonly TextPoint[] };
  cta: ClosingCta;
}

export const ourStory: StoryContent = {
  intro: {
    title: 'Our Story',
    lead: `Founded in Wan Chai in ${company.foundedYear} as a digital marketing studio, ${company.name} has grown into one team for marketing, websites, CRM and — since ${company.aiSinceYear} — practical AI, serving businesses in Hong Kong, across Asia and beyond.`,
  },
  narrative: {
    title: 'From a Wan Chai studio to a growth partner for Asia',
    paragraphs: [
      `${company.name} opened in ${company.foundedYear} with a small team in Wan Chai and a simple conviction: Hong Kong businesses deserved digital marketing that could be traced to enquiries and revenue, not just impressions and clicks. Our first clients were local SMEs and professional services firms that needed to be found on search, to speak credibly to B2B buyers and to see exactly what their budget was buying.`,
      'As those clients expanded into Greater China and Southeast Asia, we grew with them. We added LinkedIn and B2B marketing, e-mail programmes, CRM implementation and website development, so that one accountable team could own the journey from a prospect’s first search to a signed contract.',
      `In ${company.aiSinceYear} we opened our AI practice. Generative AI had moved from the research lab into the office, and our clients wanted to know what it could safely do for them. Today we design custom AI assistants and agent workflows that take repetitive work off busy teams, and we train staff to use them with confidence — always against a business case that can be measured.`,
      'What has not changed is the way we work: a free first consultation, a dedicated project manager, honest pricing and timelines, and reporting in plain language. Many of the businesses that trusted us in our first years still work with us today, and that continuity is the measure we care about most.',
    ],
  },
  atAGlance: {
    title: 'At a glance',
    facts: [
      { term: 'Founded', description: `${company.foundedYear}, in Wan Chai, Hong Kong` },
      { term: 'AI solutions since', description: String(company.aiSinceYear) },
      { term: 'Services', description: `${services.length}, from content marketing to AI agents` },
      { term: 'Clients', description: 'Startups, SMEs and enterprises' },
      { term: 'Markets', description: 'Hong Kong, Asia and international' },
    ],
  },
  milestones: {
    title: 'Milestones',
    intro: 'How a digital marketing studio became a full-service digital transformation partner.',
    items: [
      {
        year: company.foundedYear,
        title: 'Founded in Wan Chai',
        text: 'Opened as a digital marketing studio offering search engine optimisation, search advertising and content for Hong Kong SMEs.',
      },
      {
        year: 2019,
        title: 'B2B and LinkedIn marketing',
        text: 'Added account-based marketing, LinkedIn programmes and e-mail nurture journeys for professional services and industrial firms selling across Asia.',
      },
      {
        year: 2020,
        title: 'Websites, e-commerce and CRM',
        text: 'As buying moved online, launched website development, e-commerce and CRM implementation so that marketing and sales share one view of every customer.',
      },
      {
        year: 2022,
        title: 'Corporate training',
        text: 'Began training in-house teams in digital and content marketing, so clients can run day-to-day campaigns with confidence.',
      },
      {
        year: company.aiSinceYear,
        title: 'AI solutions practice',
        text: 'Opened our AI practice: custom assistants, document intelligence and predictive analytics built on each client’s own data.',
      },
      {
        year: 2024,
        title: 'AI agent workflow automation',
        text: 'Introduced AI agents that handle intake, triage, reporting and follow-up around the clock, together with AI training and certification for client teams.',
      },
      {
        year: 2025,
        title: 'Twelve services, one team',
        text: 'Today we combine twelve services under one roof for startups, SMEs and enterprises in Hong Kong, across Asia and internationally.',
      },
    ],
  },
  approach: {
    title: 'How we work',
    intro:
      'Every engagement, from a single campaign to a company-wide AI programme, follows the same four steps, so you always know what happens next.',
    steps: [
      {
        title: 'Listen and assess',
        text: 'A free consultation and a candid assessment of your goals, channels, data and systems — before any proposal is written.',
      },
      {
        title: 'Plan together',
        text: 'A written plan with scope, milestones, an itemised budget and the measures of success we agree to be judged by.',
      },
      {
        title: 'Build and launch',
        text: 'Delivery in short, visible iterations, coordinated by one dedicated project manager who is your single point of contact.',
      },
      {
        title: 'Measure and improve',
        text: 'Regular reports in plain language and review meetings where we decide, with you, what to scale, fix or stop.',
      },
    ],
  },
  audiences: {
    title: 'Who we serve',
    intro:
      'Our clients range from two-person startups to regional enterprises. Most are headquartered in Hong Kong; many sell across Asia, and a growing number are international companies entering the region.',
    items: [
      {
        title: 'Startups',
        description:
          'Founders launching or scaling in Hong Kong: we build a credible online presence, find the first repeatable acquisition channels and automate early, without the cost of a full in-house team.',
        icon: 'rocket-launch',
      },
      {
        title: 'SMEs',
        description:
          'Established businesses that need more qualified leads and less manual work: we modernise websites, CRM and campaigns in steps that fit your budget and cash flow.',
        icon: 'storefront',
      },
      {
        title: 'Enterprises',
        description:
          'Regional and multinational organisations: we work alongside marketing, IT and compliance teams on AI pilots, workflow automation and multi-market campaigns across Asia.',
        icon: 'corporate-fare',
      },
    ],
  },
  cta: {
    title: 'See how we can help your business grow',
    text: 'Explore our twelve services — from content and paid marketing to CRM, AI solutions and training — and find the right place to start.',
    action: { label: 'Explore Our Services', href: paths.services.root },
  },
};

export const ourValues: ValuesContent = {
  intro: {
    title: 'Our Values',
    lead: 'Six principles guide how we advise, build and report. They are not slogans on a wall: they are commitments you can hold us to on every engagement.',
  },
  values: {
    title: 'What we stand for',
    intro: 'Each value comes with concrete practices, so you can see what it means for the way we work with you.',
    detailsLabel: 'In practice',
    items: [
      {
        title: 'Innovation First',
        description:
          'We explore new technology early, from generative AI to marketing automation, so that our clients do not have to gamble on it. Every new idea is proven in a small pilot before it is rolled out at scale.',
        icon: 'lightbulb',
        details: [
          'Pilots with clear success criteria before large budgets are committed',
          'A regular review of new tools and platforms relevant to your industry',
        ],
      },
      {
        title: 'Client Partnership',
        description:
          'We treat your goals as our own and measure ourselves by your results, not by the hours we bill. Long-term relationships matter more to us than any single project.',
        icon: 'handshake',
        details: [
          'One dedicated project manager who knows your business and your team',
          'Joint planning sessions and shared goals rather than one-way hand-offs',
        ],
      },
      {
        title: 'Excellence',
        description:
          'We hold our work to a high standard, from the first line of code to the last line of copy. Quality checks are built into every stage of a project, not added at the end.',
        icon: 'workspace-premium',
        details: [
          'Peer review of every deliverable before it reaches you',
          'Accessibility, performance and security checks on every website we launch',
        ],
      },
      {
        title: 'Transparency',
        description:
          'You always know what we are doing, what it costs and how it is performing. Good news and bad news are reported in the same plain language.',
        icon: 'visibility',
        details: [
          'Itemised quotes and timelines agreed in writing before work begins',
          'Full access to your own ad accounts, analytics and dashboards',
        ],
      },
      {
        title: 'Global Perspective',
        description:
          'Rooted in Hong Kong, we combine a deep understanding of Asian markets with international best practice. We help local businesses go regional, and international businesses succeed in Asia.',
        icon: 'public',
        details: [
          'Campaigns and content for English- and Chinese-speaking audiences',
          'Market-entry advice for Greater China, Southeast Asia and beyond',
        ],
      },
      {
        title: 'Continuous Learning',
        description:
          'Digital marketing and AI change every month, so we invest in learning every week. What we learn, we share with our clients through training and candid advice.',
        icon: 'auto-stories',
        details: [
          'Ongoing certification of our team on leading advertising, CRM and AI platforms',
          'Workshops that leave your team able to run what we build together',
        ],
      },
    ],
  },
  cta: {
    title: 'Work with a team that lives these values',
    text: 'See how our values shape twelve services, from content marketing and CRM to AI solutions, workflow automation and training.',
    action: { label: 'Explore Our Services', href: paths.services.root },
  },
};

export const whyChooseUs: WhyChooseUsContent = {
  intro: {
    title: 'Why Choose Us',
    lead: 'Four commitments make working with us straightforward: honest advice before you spend, solutions shaped around your business, one person accountable for delivery, and prices and dates you can plan around.',
  },
  points: {
    title: 'What sets us apart',
    intro: 'These commitments apply to every client, whether you need one campaign or a company-wide transformation.',
    detailsLabel: 'What you get',
    items: [
      {
        title: 'Free Consultation and Project Assessment',
        description:
          'Before you spend anything, a senior consultant reviews your goals, channels and systems and tells you honestly where the biggest gains are. You leave with a clear assessment whether or not you decide to work with us.',
        icon: 'fact-check',
        details: [
          'A strategy session at our Wan Chai office, by phone or by video call',
          'A review of your website, campaigns, CRM and manual workflows',
          'A written summary of opportunities, priorities and an indicative budget',
        ],
      },
      {
        title: 'Dynamic Digital Solutions',
        description:
          'No two businesses receive the same template. We combine marketing, web, CRM and AI into a solution that fits your market, your team and your budget, and we adapt it as results come in.',
        icon: 'auto-awesome',
        details: [
          'Modular services: start with one and add more as you grow',
          'Campaigns and automations tuned every month based on real data',
          'Built on platforms your team already uses wherever possible',
        ],
      },
      {
        title: 'Dedicated Project Manager',
        description:
          'One named person owns your project from kick-off to launch and beyond. They coordinate our specialists, keep you informed and are always your single point of contact.',
        icon: 'support-agent',
        details: [
          'A kick-off meeting to agree scope, roles and milestones',
          'Regular progress updates and a shared project timeline',
          'A reply to every question within 24 hours on working days',
        ],
      },
      {
        title: 'Transparent Pricing and Timelines',
        description:
          'You receive an itemised quote and a realistic timeline before any work begins, and we keep to them. If the scope changes, we explain the impact on cost and schedule first and wait for your approval.',
        icon: 'request-quote',
        details: [
          'Fixed-price projects or monthly retainers, clearly itemised',
          'Milestones with dates, agreed in writing',
          'No hidden fees and no lock-in beyond the agreed term',
        ],
      },
    ],
  },
  process: {
    title: 'What happens after you get in touch',
    intro: 'From first conversation to first results, in four clear steps.',
    steps: [
      {
        title: 'Book a free consultation',
        text: 'Choose a time that suits you and meet us in Wan Chai, by phone or by video call.',
      },
      {
        title: 'Receive your assessment',
        text: 'We summarise what we found, where the quickest wins are and the approach we recommend.',
      },
      {
        title: 'Agree the plan',
        text: 'An itemised proposal with milestones and dates, and an introduction to your project manager.',
      },
      {
        title: 'Start delivering',
        text: 'Kick-off, regular updates and reporting against the goals we agreed together.',
      },
    ],
  },
  cta: {
    title: 'Start with a free consultation',
    text: 'Tell us where you want your business to be in a year. We will show you how we would get there — at no cost and with no obligation.',
    action: { label: 'Schedule a Free Consultation', href: paths.contact.scheduleConsultation },
  },
};

export const ourOffice: OfficeContent = {
  intro: {
    title: 'Our Office',
    lead: 'Our team works from Wan Chai, in the heart of Hong Kong Island. Visit us by appointment, call during office hours or write to us at any time.',
  },
  contact: {
    title: 'Visit or contact us',
    intro: company.replyPromise,
    labels: { address: 'Address', hours: 'Office hours', email: 'Email', phone: 'Phone' },
  },
  directions: {
    title: 'How to get here',
    intro: 'The office is on Hennessy Road, one of Wan Chai’s main streets, and easy to reach by public transport.',
    items: [
      {
        title: 'By MTR',
        description:
          'Wan Chai station on the Island Line is a few minutes’ walk away. Follow the exit signs for Hennessy Road.',
        icon: 'subway',
      },
      {
        title: 'By tram',
        description: 'Trams run along Hennessy Road, and the Wan Chai stops are a short walk from the building.',
        icon: 'tram',
      },
      {
        title: 'By bus or taxi',
        description:
          'Many bus routes serve Hennessy Road, and taxis can drop you nearby. Allow extra time at peak hours.',
        icon: 'directions-bus',
      },
      {
        title: 'On arrival',
        description:
          'Take the lift to our floor, where reception will welcome you. Visitors may be asked to register in the lobby.',
        icon: 'meeting-room',
      },
    ],
  },
  visiting: {
    title: 'Planning a visit',
    points: [
      {
        title: 'Meetings by appointment',
        text: 'Book ahead so that the right consultant is free to meet you and your questions can be prepared for.',
      },
      {
        title: 'In person or online',
        text: 'Prefer not to travel? Every consultation can also take place by phone or video call.',
      },
      {
        title: 'Public holidays',
        text: 'The office is closed on Hong Kong public holidays; e-mails received then are answered on the next working day.',
      },
    ],
  },
  cta: {
    title: 'Meet us in Wan Chai',
    text: 'Schedule a free consultation and choose whether to meet at our office, by phone or by video call.',
    action: { label: 'Schedule a Consultation', href: paths.contact.scheduleConsultation },
  },
};
