import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'asia-digital-transformation',
  title: 'Asia Digital Transformation Opportunities',
  excerpt:
    'Hong Kong as a hub, the Greater Bay Area, ASEAN’s fast-digitising markets: where the regional opportunities are, and what to get right before expanding.',
  tags: ['Asia Pacific', 'Greater Bay Area', 'ASEAN', 'Cross-Border Payments', 'Data Regulation', 'Regional Expansion'],
  imageAlt:
    'Abstract illustration of a network of connected nodes radiating from a central hub across a stylised map of Asia, in navy, blue and orange',
  serviceLink: { label: 'Explore AI Solutions', href: paths.services.service('ai-solutions') },
};
