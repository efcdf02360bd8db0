import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'ai-marketing-hong-kong',
  title: 'AI-Powered Marketing Automation for Hong Kong Businesses: What to Automate First',
  excerpt:
    'Lean, bilingual marketing teams can let AI handle lead routing, drafting and reporting. Here is what to automate first — and how to stay PDPO-compliant.',
  tags: ['Marketing automation', 'Generative AI', 'WhatsApp marketing', 'Bilingual content', 'PDPO', 'Lead nurturing'],
  imageAlt:
    'Abstract illustration of chat bubbles and envelopes flowing through gears into a rising line chart, in blue and orange',
  serviceLink: {
    label: 'Explore AI Agent Workflow Automation',
    href: paths.services.service('ai-workflow-automation'),
  },
};
