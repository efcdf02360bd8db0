/**
 * Copy of the four contact pages (/contact/quote, /contact/schedule-consultation and its alias
 * /contact/consultation, /contact/training, /contact/partnership) and of their forms. The form
 * models and option lists are in form-options.ts; company facts in company.ts.
 */
import { joinAddress } from '../site/address';
import { company } from '../site/company';
import type { ConsultationTypeValue } from './form-options';
import type { CalendarWords } from '@agency/platform/contracts';
import { MAILTO_MAX_LENGTH } from '@agency/platform/mailto';

export interface ContactHeroCopy {
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
}

export interface EnquiryFormCopy {
  /** The form card's heading, which is also the form's accessible name. */
  title: string;
  intro: string;
  submitLabel: string;
  /** What the visitor sends, as it reads inside a sentence: "your quote request" (the toast and the hand-off name it). */
  what: string;
}

/** The icons of the contact pages' cards, by key: `@agency/ui/icons/contact-icons` draws them. */
export type ContactIcon =
  | 'auto-awesome'
  | 'diversity3'
  | 'engineering'
  | 'groups'
  | 'handshake'
  | 'hub'
  | 'insights'
  | 'integration-instructions'
  | 'lightbulb'
  | 'map'
  | 'public'
  | 'rocket-launch'
  | 'trending-up'
  | 'workspace-premium';

export interface ContactCard {
  title: string;
  description: string;
  icon: ContactIcon;
}

export interface Reassurance {
  title: string;
  text: string;
}

/** The panel beside each form: what happens next, and how to reach a person directly. */
export interface FormAsideCopy {
  title: string;
  points: readonly Reassurance[];
}

const languages = 'English, Cantonese or Mandarin';

// Get a Quote

export const quotePage = {
  hero: {
    eyebrow: 'Get a Quote',
    title: 'Tell us what you want to build',
    lead: `Share a few details about your project, budget and timeline. ${company.replyPromise} Every estimate is free and comes with a clear scope.`,
  },
  form: {
    title: 'Request a Quote',
    intro: `Tell us about your project and we will prepare a tailored proposal. ${company.replyPromise}`,
    submitLabel: 'Send Quote Request',
    what: 'quote request',
  },
  aside: {
    title: 'What happens next',
    points: [
      {
        title: 'A reply within 24 hours',
        text: 'A consultant reads your brief and replies within one working day, with any questions we need answered before we price the work.',
      },
      {
        title: 'A free scoping call',
        text: `Thirty minutes by video, by phone or at our Wan Chai office, in ${languages}, to agree scope, priorities and constraints.`,
      },
      {
        title: 'A fixed-scope proposal',
        text: 'Deliverables, milestones and a transparent price breakdown in writing, with a dedicated project manager named from day one. No obligation.',
      },
    ],
  },
} as const satisfies { hero: ContactHeroCopy; form: EnquiryFormCopy; aside: FormAsideCopy };

// Schedule a Consultation (/contact/schedule-consultation and /contact/consultation)

export interface ConsultationTypeCopy {
  /** Who the session is for, in a few words. */
  audience: string;
  description: string;
  icon: ContactIcon;
}

export const consultationPage = {
  hero: {
    eyebrow: 'Free Consultation',
    title: 'Schedule a Consultation',
    lead: `Book a free session with a senior consultant: by video call, by phone or in person at our Wan Chai office, in ${languages}. Bring your questions and leave with clear next steps.`,
  },
  types: {
    title: 'Choose the session that fits',
    intro:
      'Every consultation is free and without obligation. Not sure which one to pick? Choose a Strategy Consultation and we will adjust the agenda once we have read your objectives.',
    cards: {
      strategy: {
        audience: 'For founders and business leaders',
        description:
          'We review your goals, current channels and competitors, and outline where digital marketing, AI or a new website would pay back first.',
        icon: 'insights',
      },
      technical: {
        audience: 'For IT, product and data teams',
        description:
          'Architecture, integrations, data protection and hosting questions on AI agents, CRM or web platforms, answered by the engineers who would build them.',
        icon: 'engineering',
      },
      planning: {
        audience: 'For projects ready to start',
        description:
          'We map scope, milestones, budget and team with you, and you leave with a draft plan you can take to your board or procurement team.',
        icon: 'map',
      },
    } satisfies Record<ConsultationTypeValue, ConsultationTypeCopy>,
  },
  form: {
    title: 'Book your consultation',
    intro:
      'Tell us a little about you and what you want to achieve. We confirm the date, time and meeting link or address by e-mail within 24 hours.',
    submitLabel: 'Request Consultation',
    what: 'consultation request',
  },
  calendar: {
    label: 'Preferred Date',
    help: 'Optional. Days before today cannot be chosen; choose the selected day again to clear it.',
    loading: 'Loading the calendar…',
    withoutScript: 'The calendar needs JavaScript. Write the date that suits you in Your Objectives instead.',
    none: 'No date selected: we will suggest the earliest available slot.',
    /** `{date}` is the chosen day, written out. */
    selected: 'Selected date: {date}',
    clear: 'Clear date',
    unavailable:
      'The calendar could not load. You can still send the form: we will suggest the earliest available slot.',
    tryAgain: 'Try again',
    /** The accessible names of the calendar's arrows. */
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  aside: {
    title: 'Good to know',
    points: [
      {
        title: 'Free, without obligation',
        text: 'No sales pitch: a working session on your goals, with notes you keep.',
      },
      {
        title: `In ${languages}`,
        text: 'Tell us your preferred language in your objectives and we will match you with the right consultant.',
      },
      {
        title: 'Online or in Wan Chai',
        text: `Video call, phone, or in person at ${joinAddress(company.address.lines, 'en')}, a short walk from Wan Chai MTR station.`,
      },
      {
        title: 'Hong Kong time',
        text: 'Mornings 9:30 AM–1:30 PM, afternoons 2:30 PM–6:30 PM, and early evenings 6:30 PM–7:30 PM for busy teams.',
      },
    ],
  },
} as const satisfies {
  hero: ContactHeroCopy;
  types: { title: string; intro: string; cards: Record<ConsultationTypeValue, ConsultationTypeCopy> };
  form: EnquiryFormCopy;
  /** The calendar's words; how it writes dates is each language's (contact-catalog.ts). */
  calendar: Omit<CalendarWords, 'intlLocale' | 'dateStyle'>;
  aside: FormAsideCopy;
};

// Training Inquiry

export const trainingPage = {
  hero: {
    eyebrow: 'Training Inquiry',
    title: 'Build digital and AI skills across your team',
    lead: `Practical, hands-on training for marketing, sales and operations teams in Hong Kong and across Asia: online, at your office or at our Wan Chai training room, in ${languages}.`,
  },
  programmes: {
    title: 'Training programmes',
    intro:
      'Each programme starts from your team’s current level and your own tools, with exercises built on your campaigns, data and workflows rather than generic examples.',
    cards: [
      {
        title: 'Digital Marketing Training',
        description:
          'SEO, search and social advertising, LinkedIn and e-mail marketing, and analytics: the skills to plan, run and measure campaigns in-house.',
        icon: 'trending-up',
      },
      {
        title: 'AI & Automation Workshops',
        description:
          'Hands-on sessions on generative AI for content and research, prompt design, and automating repetitive workflows safely with AI agents.',
        icon: 'auto-awesome',
      },
      {
        title: 'Corporate Training Programmes',
        description:
          'Multi-session programmes for a department or the whole organisation, aligned to your business goals, with skills assessments before and after.',
        icon: 'diversity3',
      },
      {
        title: 'Certification Programmes',
        description:
          'Structured learning paths with assessed projects and a Harbourline Digital certificate, plus preparation for leading advertising and analytics certifications.',
        icon: 'workspace-premium',
      },
    ],
  },
  form: {
    title: 'Tell us about your training needs',
    intro:
      'Share your team’s size, level and goals. We reply within 24 hours with a suggested outline, format and schedule.',
    submitLabel: 'Send Training Inquiry',
    what: 'training inquiry',
  },
  aside: {
    title: 'Every programme includes',
    points: [
      {
        title: 'A skills assessment',
        text: 'A short survey before the first session, so no one sits through what they already know.',
      },
      {
        title: 'Bilingual materials',
        text: 'Slides, templates and checklists in English or Traditional Chinese for your team to keep.',
      },
      {
        title: 'Your own data',
        text: 'Exercises on your campaigns, accounts and workflows, under a confidentiality agreement.',
      },
      {
        title: '30 days of follow-up',
        text: 'Questions answered by e-mail for a month after the last session, while the new habits form.',
      },
    ],
  },
} as const satisfies {
  hero: ContactHeroCopy;
  programmes: { title: string; intro: string; cards: readonly ContactCard[] };
  form: EnquiryFormCopy;
  aside: FormAsideCopy;
};

// Partnership Opportunities

export const partnershipPage = {
  hero: {
    eyebrow: 'Partner with Us',
    title: 'Partnership Opportunities',
    lead: 'We work with agencies, technology vendors, consultancies and investors who want to serve businesses in Hong Kong and across Asia better, together.',
  },
  models: {
    title: 'Partnership models',
    intro:
      'Four ways to work with us. Most partnerships start small, with one joint client or integration, and grow from results.',
    cards: [
      {
        title: 'Strategic Partnerships',
        description:
          'Long-term alliances with complementary firms: shared go-to-market plans, joint proposals and client programmes delivered together.',
        icon: 'handshake',
      },
      {
        title: 'Channel Partnerships',
        description:
          'Refer or resell our AI, marketing and web services to your clients, with partner pricing, sales enablement and white-label options.',
        icon: 'hub',
      },
      {
        title: 'Technology Integration',
        description:
          'Integrate your platform with the CRM, marketing automation and AI agent solutions we deploy, and reach the businesses that use them.',
        icon: 'integration-instructions',
      },
      {
        title: 'Joint Ventures',
        description:
          'New products and market entries built and owned together, from regional launches to platforms for a single industry.',
        icon: 'rocket-launch',
      },
    ],
  },
  reasons: {
    title: 'Why partner with us',
    intro: 'What partners tell us they value most when they bring us into their clients’ projects.',
    cards: [
      {
        title: 'Innovation',
        description: `AI solutions in production since ${company.aiSinceYear}, and a team that tests new platforms before our clients need them.`,
        icon: 'lightbulb',
      },
      {
        title: 'Expert Team',
        description: `Strategists, marketers, designers and engineers under one roof in Wan Chai, working in ${languages}.`,
        icon: 'groups',
      },
      {
        title: 'Market Presence',
        description: `Digital marketing for Hong Kong businesses since ${company.foundedYear}, serving start-ups, SMEs and large enterprises across Asia.`,
        icon: 'public',
      },
    ],
  },
  form: {
    title: 'Start a partnership conversation',
    intro:
      'Tell us about your organisation and the partnership you have in mind. Our partnerships lead replies within 24 hours.',
    submitLabel: 'Send Partnership Inquiry',
    what: 'partnership inquiry',
  },
  aside: {
    title: 'How we work with partners',
    points: [
      {
        title: 'A named partner manager',
        text: 'One person who knows your business and answers within a working day.',
      },
      {
        title: 'Clear commercial terms',
        text: 'Referral fees, margins or revenue shares agreed in writing before any joint client work begins.',
      },
      {
        title: 'Mutual confidentiality',
        text: 'We sign your NDA or ours before sharing client, product or pricing details.',
      },
    ],
  },
} as const satisfies {
  hero: ContactHeroCopy;
  models: { title: string; intro: string; cards: readonly ContactCard[] };
  reasons: { title: string; intro: string; cards: readonly ContactCard[] };
  form: EnquiryFormCopy;
  aside: FormAsideCopy;
};

/** Beside every form: for visitors who would rather call or write directly. */
export const directContact = {
  title: 'Prefer to talk?',
  text: 'Call or write to us during office hours and a consultant will pick up your enquiry.',
  labels: { email: 'Email', phone: 'Phone', hours: 'Office hours', office: 'Office' },
  hours: [company.hours.weekdays, company.hours.weekends],
  /** The office address on one line. */
  office: company.address.lines.join(', '),
} as const;

// The hand-off to the visitor's e-mail app, shared by the four forms

export const mailtoHandoff = {
  /** Under every submit button. */
  submitNote: `This opens your e-mail app with your request addressed to ${company.email}, ready to send.`,
  /** The toast raised as the e-mail app opens, naming what the form sends (its `what`). */
  openingToast: (what: string) => `Opening your e-mail app with your ${what}…`,
  opened: {
    title: 'Your e-mail app is opening',
    text: (what: string) =>
      `We have written your ${what} as an e-mail to ${company.email}. Check it in your e-mail app and press Send. If no e-mail app opened, copy the address, subject and message below and send them from any e-mail account.`,
  },
  tooLong: {
    title: 'Copy your message to send it',
    text: (what: string) =>
      `Your ${what} is longer than an e-mail link can safely carry (about ${MAILTO_MAX_LENGTH.toLocaleString('en-GB')} characters), and some e-mail apps would cut it short, so we have not opened your e-mail app yet. Copy the message, open your e-mail app with the button below and paste it in, or send it from any e-mail account.`,
  },
  /** Even the subject alone is too long for a link: nothing can open the e-mail app with it. */
  tooLongForAnyLink: {
    title: 'Copy your message to send it',
    text: (what: string) =>
      `Your ${what} is longer than an e-mail link can safely carry (about ${MAILTO_MAX_LENGTH.toLocaleString('en-GB')} characters), and some e-mail apps would cut it short. Even its subject is too long for a link, so we cannot open your e-mail app with it. Copy the address, subject and message below and send them from your e-mail app or any e-mail account.`,
  },
  labels: { to: 'To', subject: 'Subject', message: 'Message' },
  copyAddress: 'Copy address',
  copySubject: 'Copy subject',
  copyMessage: 'Copy message',
  openEmailApp: 'Open e-mail app',
  close: 'Close',
  copied: {
    address: 'E-mail address copied to the clipboard.',
    subject: 'Subject copied to the clipboard.',
    message: 'Message copied to the clipboard.',
  },
  copyFailed: 'Your browser did not allow copying. Select the text and copy it with Ctrl+C (⌘C on a Mac).',
  /** The toast when the visitor opens the e-mail app from the too-long dialog. */
  pasteToast: 'Opening your e-mail app: paste the copied message into the new e-mail.',
} as const;
