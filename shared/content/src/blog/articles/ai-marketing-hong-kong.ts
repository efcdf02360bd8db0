import type { ArticleMeta } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleMeta = {
  slug: 'ai-marketing-hong-kong',
  title: 'AI-Powered Marketing Automation for Hong Kong Businesses: What to Automate First',
  excerpt:
    'Lean, bilingual marketing teams can let AI handle lead routing, drafting and reporting. Here is what to automate first — and how to stay PDPO-compliant.',
  author: 'Harbourline Growth Team',
  date: '2025-01-15',
  readTime: 7,
  categories: ['Hong Kong & Asia Focus', 'AI & Digital Transformation'],
  tags: ['Marketing automation', 'Generative AI', 'WhatsApp marketing', 'Bilingual content', 'PDPO', 'Lead nurturing'],
  imageAlt:
    'Abstract illustration of chat bubbles and envelopes flowing through gears into a rising line chart, in blue and orange',
  serviceLink: {
    label: 'Explore AI Agent Workflow Automation',
    href: paths.services.service('ai-workflow-automation'),
  },
  related: ['ai-transformation', 'hong-kong-conversational-ai', 'content-marketing-evolution'],
};
