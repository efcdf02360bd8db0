import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'digital-transformation-roi',
  title: 'Measuring Digital Transformation ROI',
  excerpt:
    'Baselines, leading and lagging indicators, the cost of delay and honest attribution: a practical way to prove what a transformation programme returns.',
  tags: ['Digital Transformation', 'ROI Measurement', 'KPIs', 'Business Case', 'Workflow Automation'],
  imageAlt:
    'Abstract illustration of a balance scale weighing stacked coins against gears and a rising line chart, in navy, blue and orange',
  serviceLink: {
    label: 'Explore AI Agent Workflow Automation',
    href: paths.services.service('ai-workflow-automation'),
  },
};
