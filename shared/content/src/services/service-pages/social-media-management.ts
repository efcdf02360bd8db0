import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const socialMediaManagementPage: ServicePageContent = {
  slug: 'social-media-management',
  hero: {
    lead: 'Active, on-brand channels that grow an engaged audience across LinkedIn, Instagram, Facebook, WeChat and Xiaohongshu — managed day to day by a team that knows Hong Kong.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Social media that builds a brand and brings in business',
    paragraphs: [
      'Hong Kong audiences switch platforms and languages within an afternoon: LinkedIn for work, Instagram and Facebook for discovery, WhatsApp for conversations, and WeChat or Xiaohongshu when you want to reach mainland visitors and Greater Bay Area partners.',
      'We decide what each channel is for, create content in the right language and tone for it, run advertising that reaches beyond your followers and look after your community every working day, so your accounts feel active, responsive and worth following.',
    ],
    atAGlance: [
      'A channel strategy and monthly content calendar',
      'Content in Cantonese, English and Simplified Chinese',
      'Paid social on Meta, LinkedIn and Xiaohongshu',
      'Community management with replies within business hours',
      'A monthly performance report with clear recommendations',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'how-we-manage',
      title: 'How we manage your social channels',
      intro: 'Growth, content, advertising and community care run as one programme, reviewed with you every month.',
      cards: [
        {
          title: 'Growth Hacking',
          description:
            'Structured experiments to grow reach quickly: new formats, posting times, collaborations with Hong Kong creators and partner brands, and giveaways within platform rules — then doubling down on what the data shows works.',
          icon: 'rocket-launch',
        },
        {
          title: 'Content Creation',
          description:
            'Photography, short-form video, carousels and copy made for each platform and language — Cantonese captions for Instagram, English thought leadership for LinkedIn, Simplified Chinese for WeChat — approved through a simple monthly workflow.',
          icon: 'photo-camera',
        },
        {
          title: 'Social Advertising',
          description:
            'Meta, LinkedIn and Xiaohongshu campaigns targeted by interest, job, location and lookalike audiences, with creative variants tested every week and budget moved to the ads that produce leads or sales.',
          icon: 'campaign',
        },
        {
          title: 'Community Management',
          description:
            'We reply to comments and messages, moderate discussions, pass complaints to your team within agreed times and flag emerging issues early, keeping one consistent, helpful voice in English and Chinese.',
          icon: 'diversity3',
        },
      ],
    },
  ],
  cta: {
    title: 'Give every social channel a clear job',
    text: 'Book a free consultation. We will review your accounts against competitors in your sector and recommend the channels, content mix and monthly budget that fit your goals.',
    action: { label: 'Review My Social Channels', href: paths.contact.consultation },
  },
};
