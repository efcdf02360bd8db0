import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const aiSolutionsPage: ServicePageContent = {
  slug: 'ai-solutions',
  hero: {
    lead: 'Practical AI built around your data and processes — assistants, document intelligence and predictive models that start with a measurable pilot and scale once they prove their value.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'AI that earns its place in the business',
    paragraphs: [
      'Since 2023 we have helped companies move from experimenting with public chatbots to AI that works inside their own operations. The hard part is rarely the model: it is choosing the right use case, preparing the data and fitting the result into how people already work.',
      'We begin with a short discovery to find use cases with clear returns, build a pilot on your data with privacy and PDPO obligations in mind, and measure it against an agreed baseline before anything is rolled out more widely.',
    ],
    atAGlance: [
      'Use-case discovery workshop and ROI estimate',
      'Assistants that answer in English, Cantonese and Mandarin',
      'Document processing for forms, invoices and contracts',
      'Deployment in your own cloud tenancy where required',
      'Pilot results measured against an agreed baseline',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-build',
      title: 'What we build with AI',
      intro: 'Custom solutions, not off-the-shelf subscriptions: each is designed for one clear business outcome.',
      cards: [
        {
          title: 'Custom AI Assistants',
          description:
            'Assistants grounded in your policies, product information and knowledge base that answer staff or customer questions on your website, WhatsApp or Microsoft Teams — in English and Chinese, citing their sources.',
          icon: 'smart-toy',
        },
        {
          title: 'Document Intelligence',
          description:
            'Extraction and classification of information from invoices, application forms, contracts and reports — including mixed English and Chinese documents — passed into your systems for review.',
          icon: 'document-scanner',
        },
        {
          title: 'Predictive Analytics',
          description:
            'Models that forecast demand, score leads, flag customers likely to leave or spot anomalies, built on your historical data and explained in terms your managers can act on.',
          icon: 'insights',
        },
        {
          title: 'AI Strategy & Governance',
          description:
            'A prioritised roadmap, a data-readiness assessment and a usage policy covering privacy, security and human oversight, so AI adoption is safe, compliant and owned by the business.',
          icon: 'policy',
        },
      ],
    },
  ],
  cta: {
    title: 'Find the AI use case that pays for itself',
    text: 'Book a free consultation. We will discuss your processes and data, identify two or three promising use cases and outline what a short, measurable pilot would involve.',
    action: { label: 'Explore AI for My Business', href: paths.contact.consultation },
  },
};
