import type { ArticleMeta } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleMeta = {
  slug: 'crm-evolution',
  title: 'CRM Evolution in Modern Business',
  excerpt:
    'From contact database to revenue platform: data quality, WhatsApp and WeChat, AI scoring, PDPO consent and a migration plan for Hong Kong teams.',
  author: 'Harbourline Strategy Team',
  date: '2025-01-05',
  readTime: 9,
  categories: ['Industry Insights', 'Business Innovation'],
  tags: ['CRM', 'Data Quality', 'WhatsApp Business', 'Lead Scoring', 'PDPO Compliance', 'Change Management'],
  imageAlt:
    'Abstract illustration of contact cards flowing into a central hub that branches into chat bubbles and a rising revenue line, in navy, blue and orange',
  serviceLink: { label: 'Explore our CRM solutions', href: paths.services.service('crm-solutions') },
  related: ['ai-transformation', 'digital-transformation-roi', 'hong-kong-conversational-ai'],
};
