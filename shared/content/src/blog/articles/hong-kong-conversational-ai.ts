import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'hong-kong-conversational-ai',
  title: 'Conversational AI in Hong Kong: Building Trilingual Assistants Customers Actually Use',
  excerpt:
    'How Hong Kong firms can deploy WhatsApp and web chat assistants that handle Cantonese, English and Mandarin well — and respect the PDPO.',
  tags: ['Conversational AI', 'Chatbots', 'WhatsApp Business', 'Cantonese AI', 'Customer service', 'PDPO'],
  imageAlt:
    'Abstract illustration of layered speech bubbles in three tones linked to a glowing central node, in blue and orange',
  serviceLink: { label: 'Explore our AI Solutions', href: paths.services.service('ai-solutions') },
};
