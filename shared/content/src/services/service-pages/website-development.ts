import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const websiteDevelopmentPage: ServicePageContent = {
  slug: 'website-development',
  hero: {
    lead: 'Fast, accessible, bilingual websites and web applications engineered for search and conversion — built on modern frameworks and easy for your own team to update.',
    action: { label: 'Book a Free Consultation', href: paths.contact.consultation },
  },
  intro: {
    title: 'A website that works as hard as your sales team',
    paragraphs: [
      'For most B2B companies the website is the first serious check a prospect makes. Slow pages, a dated design or a Chinese version that lags behind the English one quietly cost you enquiries — especially on mobile, where many first visits happen.',
      'We design and build around your buyers’ journey: clear messaging, fast load times, accessibility to WCAG 2.2 AA, a search-friendly structure in English and Chinese, and a content management system your marketing team can use without calling a developer.',
    ],
    atAGlance: [
      'Discovery, information architecture and UX design',
      'English, Traditional and Simplified Chinese content structures',
      'A headless CMS or WordPress, whichever suits your team',
      'Core Web Vitals, accessibility and SEO built in',
      'Hosting, maintenance and support plans',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'what-we-deliver',
      title: 'What we deliver',
      intro: 'One team from first workshop to launch and beyond, with a fixed scope and timeline agreed up front.',
      cards: [
        {
          title: 'UX & Interface Design',
          description:
            'Research-led information architecture, wireframes and visual design that reflect your brand, guide visitors to the next step and work on every screen size.',
          icon: 'draw',
        },
        {
          title: 'Bilingual Development',
          description:
            'Websites and web applications built with React, Next.js or WordPress, with proper language switching, hreflang tags and typography that renders Chinese characters cleanly.',
          icon: 'translate',
        },
        {
          title: 'Performance & Accessibility',
          description:
            'Optimised images, code and hosting for quick loads on mobile networks, and accessibility to WCAG 2.2 AA so every visitor — and every search engine — can use your site.',
          icon: 'speed',
        },
        {
          title: 'Integrations & Care',
          description:
            'Forms connected to your CRM, analytics and consent tools configured, and a maintenance plan covering security updates, backups, uptime monitoring and small changes.',
          icon: 'integration-instructions',
        },
      ],
    },
  ],
  cta: {
    title: 'Plan a website that turns visits into enquiries',
    text: 'Book a free consultation. We will review your current site’s speed, search visibility and user journey, and outline scope, timeline and budget for a redesign or rebuild.',
    action: { label: 'Plan My Website', href: paths.contact.consultation },
  },
};
