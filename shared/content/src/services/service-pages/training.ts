import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const trainingPage: ServicePageContent = {
  slug: 'training',
  hero: {
    lead: 'Hands-on workshops that give your team practical skills in AI, digital marketing and content marketing — in English or Cantonese, in-house or online, with certification and support afterwards.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Skills your team uses on Monday morning',
    paragraphs: [
      'Tools change faster than most teams can keep up with, and generic online courses rarely reflect how a Hong Kong business actually works. Staff come back inspired but unsure how to apply what they heard.',
      'Our trainers are practitioners who run client campaigns and AI projects every week. Each course is tailored to your industry, uses your own examples where possible and ends with exercises participants complete on their real work.',
    ],
    atAGlance: [
      'Half-day, full-day and multi-week formats',
      'Delivered in English or Cantonese',
      'At your office, at our Wan Chai office or live online',
      'Course materials and templates to keep',
      'Certificate of completion and 30 days of follow-up support',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'programmes',
      title: 'Training programmes',
      intro: 'Run each programme on its own or combine them into a learning path for a whole department.',
      cards: [
        {
          title: 'AI Training',
          description:
            'From prompt writing and everyday productivity with generative AI to responsible-use policies and building simple automations — for leadership teams, marketers and operations staff.',
          icon: 'psychology',
        },
        {
          title: 'Digital Marketing Training',
          description:
            'SEO, Google Ads, social advertising, analytics and conversion optimisation, taught on live accounts so participants leave able to plan, run and measure campaigns themselves.',
          icon: 'campaign',
        },
        {
          title: 'Content Marketing Training',
          description:
            'Planning, writing and repurposing B2B content in English and Chinese, LinkedIn thought leadership, and an editorial process your team can sustain after the course.',
          icon: 'edit-note',
        },
        {
          title: 'Certification',
          description:
            'Participants complete a practical assessment and receive a Harbourline Digital certificate of completion, with follow-up clinics where our trainers review their work.',
          icon: 'workspace-premium',
        },
      ],
    },
  ],
  cta: {
    title: 'Upskill your team with a course built for them',
    text: 'Book a free consultation. Tell us about your team’s roles and goals, and we will propose a programme, format and schedule with a fixed quote per course.',
    action: { label: 'Plan My Team’s Training', href: paths.contact.consultation },
  },
};
