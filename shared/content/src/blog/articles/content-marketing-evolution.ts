import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'content-marketing-evolution',
  title: 'The Evolution of Content Marketing: From Volume to Authority',
  excerpt:
    'Publishing more no longer wins. Why Hong Kong B2B teams are moving to fewer, deeper, bilingual pieces: AI-assisted, human-edited and properly distributed.',
  tags: ['Content Strategy', 'Thought Leadership', 'Bilingual Content', 'AI-Assisted Writing', 'Video Marketing'],
  imageAlt:
    'Abstract illustration of many small scattered squares converging into one tall, solid column in navy, blue and orange',
  serviceLink: { label: 'Explore Content Marketing', href: paths.services.service('content-marketing') },
};
