import type { Article, ArticleBody } from '@agency/content/blog/blog';
import { paths } from '@agency/platform/routes';

/** An article with one block of every type, for component tests independent of the real copy. */
export const fixtureArticle: Article = {
  slug: 'crm-evolution',
  title: 'Fixture: CRM <Evolution> & Co',
  excerpt: 'A short excerpt for the test article.',
  author: 'strategy-team',
  date: '2025-01-05',
  readTime: 9,
  categories: ['industry-insights', 'business-innovation'],
  tags: ['CRM', 'Data Quality'],
  imageAlt: 'Contact cards flowing into a central hub',
  image: '/assets/crm-evolution.svg',
  serviceLink: { label: 'Explore our CRM solutions', href: paths.services.service('crm-solutions') },
  related: ['ai-transformation'],
};

/** A body with one block of every type. */
export const fixtureBody: ArticleBody = [
  { type: 'paragraph', text: 'An opening paragraph without links.' },
  { type: 'heading', text: 'A section heading' },
  {
    type: 'paragraph',
    text: `See [our CRM service](${paths.services.service('crm-solutions')}) or [write to us](mailto:info@harbourline.example).`,
  },
  { type: 'subheading', text: 'A subsection heading' },
  { type: 'list', items: ['First point', `Second point with [a link](${paths.blog.article('ai-transformation')})`] },
  { type: 'list', ordered: true, items: ['Step one', 'Step two'] },
  { type: 'quote', text: 'Data quality is a habit, not a project.', attribution: 'Harbourline Strategy Team' },
  { type: 'quote', text: 'A quote without attribution.' },
  {
    type: 'figures',
    items: [
      { value: '3×', label: 'faster follow-up' },
      { value: '40%', label: 'fewer duplicate records' },
    ],
  },
  { type: 'callout', title: 'Next steps', text: `Book a [consultation](${paths.contact.scheduleConsultation}).` },
];
