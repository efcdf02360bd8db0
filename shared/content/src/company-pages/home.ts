import { paths } from '@agency/platform/routes';
import type { CheckListItem } from '../site/check-list-item';
import { company } from '../site/company';

export interface Testimonial {
  /** The result, shown large above the quote. */
  result: string;
  quote: string;
  /** Role and organisation type: clients are not named. */
  role: string;
  organisation: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    lead: string;
    primary: { label: string; href: string };
    secondary: { label: string; href: string };
    /** Short proof points under the buttons. */
    highlights: readonly string[];
  };
  services: { title: string; intro: string };
  whyUs: {
    title: string;
    intro: string;
    benefits: readonly CheckListItem[];
    testimonialsTitle: string;
    testimonials: readonly Testimonial[];
    action: { label: string; href: string };
  };
  contact: {
    title: string;
    intro: string;
    formTitle: string;
    /** The headings of the contact details beside the form; the details come from `company`. */
    labels: { email: string; phone: string; office: string; hours: string };
  };
}

export const home: HomeContent = {
  hero: {
    eyebrow: 'Hong Kong · AI · Digital Marketing · Web',
    lead: `We combine digital marketing experience built since ${company.foundedYear} with practical AI — automating the work that slows your team down and turning more of your visitors into qualified leads.`,
    primary: { label: 'Start Your Growth Journey', href: paths.contact.scheduleConsultation },
    secondary: { label: 'View Our Services', href: paths.services.root },
    highlights: [
      `Digital marketing since ${company.foundedYear}`,
      `AI solutions since ${company.aiSinceYear}`,
      'Reply within 24 hours',
    ],
  },
  services: {
    title: 'Everything you need to grow, under one roof',
    intro:
      'Twelve services, one team and one plan: pick a single capability or combine them into a programme measured against your revenue goals.',
  },
  whyUs: {
    title: 'Why businesses in Hong Kong choose us',
    intro: `Since ${company.foundedYear} we have helped startups, SMEs and regional enterprises turn marketing spend into pipeline — and since ${company.aiSinceYear} we have added AI that takes repetitive work off their teams. We stay small enough to know every client and senior enough to be accountable for results.`,
    benefits: [
      {
        title: 'Free consultation and project assessment',
        text: 'A senior strategist reviews your goals, channels and data before you commit a dollar, and tells you plainly what will and will not move the numbers.',
      },
      {
        title: 'A dedicated project manager',
        text: 'One person who knows your business, runs the timeline and answers within a working day — in English, Cantonese or Mandarin.',
      },
      {
        title: 'Transparent pricing and timelines',
        text: 'Fixed-scope proposals in Hong Kong dollars with milestones, so finance knows the cost and you know what arrives each week.',
      },
      {
        title: 'Results you can trace',
        text: 'Dashboards that tie campaigns and automations to enquiries, pipeline and hours saved — reviewed with you every month.',
      },
    ],
    testimonialsTitle: 'What our clients say',
    testimonials: [
      {
        result: '150% more conversions',
        quote:
          'They rebuilt our product pages and checkout journey and rewired our paid campaigns around margin, not clicks. Within two quarters our conversion rate was up 150%, and we finally know which campaigns pay for themselves.',
        role: 'E-commerce Director',
        organisation: 'Wine importer, Hong Kong',
      },
      {
        result: '300% more qualified leads',
        quote:
          'Our LinkedIn presence went from a company page nobody read to a steady source of conversations with procurement heads across Asia. Qualified leads tripled in the first year, and sales trusts the scoring.',
        role: 'Head of Marketing',
        organisation: 'B2B logistics provider, Kwun Tong',
      },
      {
        result: '20 hours saved every week',
        quote:
          'The AI assistant now sorts and answers routine policy questions on WhatsApp in English and Cantonese, and hands the rest to our agents with the context attached. Our team spends its time on clients, not copy-paste.',
        role: 'Operations Manager',
        organisation: 'Regional insurance brokerage, Central',
      },
    ],
    action: { label: 'Explore More Services', href: paths.services.root },
  },
  contact: {
    title: 'Tell us about your project',
    intro: `${company.replyPromise} Prefer to talk? Call us or drop by our Wan Chai office during office hours.`,
    formTitle: 'Request a quote',
    labels: { email: 'Email', phone: 'Phone', office: 'Office', hours: 'Hours' },
  },
};
