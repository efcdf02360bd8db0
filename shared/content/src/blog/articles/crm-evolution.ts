import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'crm-evolution',
  title: 'CRM Evolution in Modern Business',
  excerpt:
    'From contact database to revenue platform: data quality, WhatsApp and WeChat, AI scoring, PDPO consent and a migration plan for Hong Kong teams.',
  tags: ['CRM', 'Data Quality', 'WhatsApp Business', 'Lead Scoring', 'PDPO Compliance', 'Change Management'],
  imageAlt:
    'Abstract illustration of contact cards flowing into a central hub that branches into chat bubbles and a rising revenue line, in navy, blue and orange',
  serviceLink: { label: 'Explore our CRM solutions', href: paths.services.service('crm-solutions') },
};
