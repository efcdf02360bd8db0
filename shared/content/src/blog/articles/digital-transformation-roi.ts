import type { ArticleMeta } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleMeta = {
  slug: 'digital-transformation-roi',
  title: 'Measuring Digital Transformation ROI',
  excerpt:
    'Baselines, leading and lagging indicators, the cost of delay and honest attribution: a practical way to prove what a transformation programme returns.',
  author: 'Harbourline Strategy Team',
  date: '2025-01-15',
  readTime: 8,
  categories: ['Business Innovation', 'AI & Digital Transformation'],
  tags: ['Digital Transformation', 'ROI Measurement', 'KPIs', 'Business Case', 'Workflow Automation'],
  imageAlt:
    'Abstract illustration of a balance scale weighing stacked coins against gears and a rising line chart, in navy, blue and orange',
  serviceLink: {
    label: 'Explore AI Agent Workflow Automation',
    href: paths.services.service('ai-workflow-automation'),
  },
  related: ['ai-transformation', 'crm-evolution', 'hong-kong-conversational-ai'],
};
