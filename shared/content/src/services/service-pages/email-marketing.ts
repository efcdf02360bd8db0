import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const emailMarketingPage: ServicePageContent = {
  slug: 'email-marketing',
  hero: {
    lead: 'Newsletters and automated journeys that keep your company front of mind through long buying cycles — segmented, bilingual and compliant with Hong Kong’s direct marketing rules.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'The channel you own, used with care',
    paragraphs: [
      'E-mail is one of the few channels where you control both the audience and the timing, and B2B buyers still rely on it for product updates, event invitations and industry insight. Poorly targeted blasts, however, damage your sender reputation and your brand.',
      'We build programmes around consent and relevance: clean, segmented lists, messages that reflect where each contact is in their journey, and automation that responds to what they do. Under the Personal Data (Privacy) Ordinance, direct marketing needs consent and a clear way to opt out — so we design both in from the start.',
    ],
    atAGlance: [
      'Platform set-up or migration: HubSpot, Mailchimp, Klaviyo or Salesforce',
      'Consent capture and unsubscribe flows aligned with the PDPO',
      'Bilingual templates that read well on mobile',
      'Welcome, nurture and re-engagement automations',
      'Deliverability monitoring and monthly reporting',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-build',
      title: 'What we build',
      intro:
        'From the list you have today to a programme that sends the right message to each contact without anyone pressing “send”.',
      cards: [
        {
          title: 'Strategy & Segmentation',
          description:
            'We audit your lists and data, define segments by industry, role, lifecycle stage and behaviour, and plan what each segment should receive and how often — so every send has a reason.',
          icon: 'category',
        },
        {
          title: 'Automated Journeys',
          description:
            'Welcome series, lead nurture, event follow-up, client onboarding and win-back sequences triggered by sign-ups, downloads, website visits or a change of stage in your CRM.',
          icon: 'route',
        },
        {
          title: 'Newsletters & Campaigns',
          description:
            'A regular newsletter and campaign e-mails in English and Traditional Chinese, written, designed and tested in Outlook, Gmail and on mobile before every send.',
          icon: 'newspaper',
        },
        {
          title: 'Compliance & Deliverability',
          description:
            'PDPO-aligned consent records, prompt unsubscribe handling, SPF, DKIM and DMARC authentication and regular list hygiene that keep you out of spam folders and out of trouble.',
          icon: 'verified-user',
        },
      ],
    },
  ],
  cta: {
    title: 'Get more from the contacts you already have',
    text: 'Book a free consultation. We will review your lists, platform and recent campaigns, and recommend the first three automations worth building.',
    action: { label: 'Review My Email Programme', href: paths.contact.consultation },
  },
};
