import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'paid-marketing-roi-2025',
  title: 'Maximizing Paid Marketing ROI in 2025',
  excerpt:
    'Rising click costs, fading cookies and long B2B sales cycles: how Hong Kong advertisers can make Google, Meta and LinkedIn spend pay in 2025.',
  tags: ['Paid Media', 'Google Ads', 'LinkedIn Ads', 'Conversion Tracking', 'First-Party Data', 'ROAS'],
  imageAlt:
    'Abstract illustration of a funnel of coloured dots narrowing into a single upward arrow, in navy, blue and orange',
  serviceLink: { label: 'Explore Paid Marketing', href: paths.services.service('paid-marketing') },
};
