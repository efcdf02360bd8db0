import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'b2b-marketing-trends-2025',
  title: 'B2B Marketing Trends 2025: How Asia-Pacific Buyers Are Rewriting the Rules',
  excerpt:
    'Asia-Pacific B2B buyers research privately, buy by committee and expect local relevance. Seven trends to plan your 2025 marketing around.',
  tags: ['B2B marketing', 'Account-based marketing', 'Buyer journey', 'Asia-Pacific', 'First-party data', 'AI search'],
  imageAlt:
    'Abstract illustration of overlapping circles of people connected by lines around a central target, in blue and orange',
  serviceLink: { label: 'Explore our B2B Marketing', href: paths.services.service('b2b-marketing') },
};
