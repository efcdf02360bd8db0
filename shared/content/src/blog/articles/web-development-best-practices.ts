import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'web-development-best-practices',
  title: 'Web Development Best Practices',
  excerpt:
    'Performance budgets, WCAG 2.2, bilingual typography, security headers, SEO, CMS choice and consent-aware analytics: a practical guide for Hong Kong teams.',
  tags: ['Core Web Vitals', 'WCAG 2.2', 'Bilingual Websites', 'Web Security', 'Technical SEO', 'Headless CMS'],
  imageAlt:
    'Abstract illustration of a browser window with code brackets, a speed gauge and English and Chinese text blocks, in navy, blue and orange',
  serviceLink: {
    label: 'Explore our website development services',
    href: paths.services.service('website-development'),
  },
};
