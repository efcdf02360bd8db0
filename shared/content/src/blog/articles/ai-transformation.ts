import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'ai-transformation',
  title: 'AI Transformation in 2025: A Practical Roadmap for Asian Businesses',
  excerpt:
    'Most AI pilots in Asia stall before they pay back. A four-stage roadmap for choosing use cases, readying data, and scaling what works.',
  tags: ['AI strategy', 'Digital transformation', 'AI governance', 'PDPO', 'Greater Bay Area', 'SME growth'],
  imageAlt:
    'Abstract illustration of a winding road of connected nodes rising towards a bright horizon, in blue and orange',
  serviceLink: { label: 'Explore our AI Solutions', href: paths.services.service('ai-solutions') },
};
