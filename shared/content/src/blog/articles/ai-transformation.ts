import type { ArticleMeta } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleMeta = {
  slug: 'ai-transformation',
  title: 'AI Transformation in 2025: A Practical Roadmap for Asian Businesses',
  excerpt:
    'Most AI pilots in Asia stall before they pay back. A four-stage roadmap for choosing use cases, readying data, and scaling what works.',
  author: 'Harbourline Strategy Team',
  date: '2025-01-15',
  readTime: 7,
  categories: ['AI & Digital Transformation', 'Business Innovation'],
  tags: ['AI strategy', 'Digital transformation', 'AI governance', 'PDPO', 'Greater Bay Area', 'SME growth'],
  imageAlt:
    'Abstract illustration of a winding road of connected nodes rising towards a bright horizon, in blue and orange',
  serviceLink: { label: 'Explore our AI Solutions', href: paths.services.service('ai-solutions') },
  related: ['digital-transformation-roi', 'ai-marketing-hong-kong', 'asia-digital-transformation'],
};
