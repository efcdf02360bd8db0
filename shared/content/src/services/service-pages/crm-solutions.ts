import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const crmSolutionsPage: ServicePageContent = {
  slug: 'crm-solutions',
  hero: {
    lead: 'CRM selection, implementation, data migration and automation that give sales, marketing and service one accurate view of every customer — in a system your team actually uses.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'One source of truth for every customer relationship',
    paragraphs: [
      'In many Hong Kong companies, customer information lives in spreadsheets, personal inboxes and WhatsApp chats on individual phones. When someone leaves, the relationships leave with them, and management has no reliable view of the pipeline.',
      'We help you choose the right CRM for your size and processes, configure it around how you actually sell, migrate your data cleanly and connect it to your website, e-mail, WhatsApp Business and accounting tools — then train your team so adoption lasts.',
    ],
    atAGlance: [
      'Platform selection: HubSpot, Salesforce, Zoho or Microsoft Dynamics 365',
      'Pipelines, fields and permissions designed around your process',
      'Data cleansing, de-duplication and migration',
      'Integrations with web forms, e-mail, WhatsApp Business and accounting',
      'Role-based training and 90 days of post-launch support',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'selection-to-adoption',
      title: 'From selection to adoption',
      intro: 'A CRM project succeeds when people use it every day; we plan for that from the first workshop.',
      cards: [
        {
          title: 'CRM Selection & Planning',
          description:
            'We document your sales and service processes, compare platforms against your requirements and budget, and recommend the one that fits — with a realistic total cost of ownership, licences included.',
          icon: 'fact-check',
        },
        {
          title: 'Implementation & Customisation',
          description:
            'Pipelines, custom fields, permissions, dashboards and bilingual templates configured for each team, with data hosting chosen to meet your privacy and compliance requirements.',
          icon: 'tune',
        },
        {
          title: 'Data Migration & Integration',
          description:
            'Contacts, companies, deals and history cleaned, de-duplicated and imported, then connected to your website, e-mail platform, WhatsApp Business, calendars and accounting software.',
          icon: 'sync',
        },
        {
          title: 'Automation & Adoption',
          description:
            'Lead routing, follow-up reminders, quotation workflows and reports that save time from the first week, plus hands-on training and support that make the CRM a daily habit.',
          icon: 'bolt',
        },
      ],
    },
  ],
  cta: {
    title: 'Know exactly where every deal stands',
    text: 'Book a free consultation. We will map your current sales and customer processes and recommend a CRM set-up, migration plan and timeline that suit your team.',
    action: { label: 'Plan My CRM Project', href: paths.contact.consultation },
  },
};
