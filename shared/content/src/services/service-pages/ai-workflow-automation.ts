import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const aiWorkflowAutomationPage: ServicePageContent = {
  slug: 'ai-workflow-automation',
  hero: {
    lead: 'AI agents that take on repetitive, multi-step work — intake, triage, data entry, reporting and follow-up — around the clock, connected to the tools your team already uses and supervised by your people.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'Hand the busywork to agents and keep people on judgement',
    paragraphs: [
      'Operations teams spend hours every day copying data between e-mail, spreadsheets, CRMs and accounting systems, chasing approvals and answering the same enquiries. The work is slow, error-prone and hard to scale when volumes rise.',
      'An AI agent can read an incoming request, work out what it is, look up information in your systems, take the next step and hand exceptions to a person. We design every workflow with clear rules, human approval where it matters and a full audit trail.',
    ],
    atAGlance: [
      'Process mapping to find high-volume, rule-based work',
      'Agents for e-mail, WhatsApp and web-form intake',
      'Integrations with your CRM, ERP, Microsoft 365 or Google Workspace',
      'Human-in-the-loop approvals and audit logs',
      'A monthly report of hours saved and exceptions handled',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'workflows',
      title: 'Workflows we automate',
      intro:
        'Agents work around the clock — including Hong Kong public holidays and overnight enquiries from other time zones.',
      cards: [
        {
          title: 'Enquiry Intake & Triage',
          description:
            'Agents read e-mails, web forms and WhatsApp messages in English or Chinese, classify them, extract the details, create records in your CRM and route each one to the right person with a draft reply.',
          icon: 'move-to-inbox',
        },
        {
          title: 'Back-Office Processing',
          description:
            'Invoices, purchase orders, expense claims and onboarding documents checked against your rules, entered into your ERP or accounting system and escalated only when something does not match.',
          icon: 'receipt-long',
        },
        {
          title: 'Reporting & Monitoring',
          description:
            'Daily and weekly reports compiled automatically from your systems, with agents that watch for missed deadlines, unusual figures or stalled cases and alert the person responsible.',
          icon: 'dashboard',
        },
        {
          title: 'Follow-Up & Scheduling',
          description:
            'Reminders, quotation follow-ups, appointment booking and renewal notices sent at the right moment by e-mail or WhatsApp, so no customer slips through the cracks.',
          icon: 'event-repeat',
        },
      ],
    },
  ],
  cta: {
    title: 'See which of your workflows an agent could run',
    text: 'Book a free consultation. Bring one process that takes too much of your team’s time, and we will sketch how an agent would handle it, what it connects to and what it could save.',
    action: { label: 'Map My First Workflow', href: paths.contact.consultation },
  },
};
