import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'southeast-asia-ecommerce',
  title: 'Southeast Asia E-commerce Growth Opportunities',
  excerpt:
    'Six markets, six sets of habits: how Hong Kong brands can choose channels, payments, logistics and a phased plan to grow e-commerce across Southeast Asia.',
  tags: ['Southeast Asia', 'E-commerce', 'Social Commerce', 'Market Entry', 'Localisation', 'Cross-border Payments'],
  imageAlt:
    'Abstract illustration of six connected map pins radiating from a harbour icon, with shopping bags and payment cards in navy, blue and orange',
  serviceLink: { label: 'Explore our digital marketing services', href: paths.services.service('digital-marketing') },
};
