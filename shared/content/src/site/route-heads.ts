import type { RoutePath } from '@agency/platform/routes';

/** A route's title (the page's own name; the document title adds the brand) and meta description. */
export interface RouteHead {
  title: string;
  description: string;
}

/**
 * The titles and meta descriptions of the route table's routes (47, aliases included), by path: the
 * page's title and meta description, in English. The typecheck fails on a route missing or on one
 * the table does not have.
 */
export const routeHeads: Readonly<Record<string, RouteHead>> = {
  // Shell (8)
  '/': {
    title: 'AI, Digital Marketing & Web Development Agency in Hong Kong',
    description:
      'Hong Kong digital transformation agency: AI solutions, digital marketing, web development and training that turn B2B visitors into qualified leads.',
  },
  '/about/story': {
    title: 'Our Story',
    description:
      'From a Wan Chai digital marketing studio in 2017 to an AI and automation partner for businesses across Asia: how Harbourline Digital grew.',
  },
  '/about/values': {
    title: 'Our Values',
    description:
      'Innovation first, client partnership, excellence, transparency, a global perspective and continuous learning: the six values behind our work.',
  },
  '/about/what-sets-us-apart': {
    title: 'Why Choose Us',
    description:
      'Free consultation and project assessment, dynamic digital solutions, a dedicated project manager, and transparent pricing and timelines on every project.',
  },
  '/about/office': {
    title: 'Our Office',
    description:
      'Visit us on 17/F in Wan Chai, Hong Kong, a few minutes’ walk from Wan Chai MTR station. Open Monday to Friday 9:30 AM–6:30 PM HKT.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How Harbourline Digital collects, uses and protects personal data, and how to request access or correction, under Hong Kong’s Personal Data (Privacy) Ordinance.',
  },
  '/terms-conditions': {
    title: 'Terms & Conditions',
    description:
      'The terms that govern use of the Harbourline Digital website: disclaimer of warranties, limitation of liability, indemnification and Hong Kong SAR law.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description:
      'Answers on our services, how soon results appear, the business sizes we serve, AI solutions, training, data privacy and the markets we cover.',
  },
  // Services (14)
  '/services': {
    title: 'Our Services',
    description:
      'Twelve services under one roof: content, digital, social, LinkedIn, B2B, e-mail and paid marketing, CRM, AI, workflow automation, web and training.',
  },
  '/services/all-services': {
    title: 'All Services',
    description:
      'Browse every Harbourline Digital service, from AI workflow automation and CRM to SEO, paid media and corporate training in Hong Kong.',
  },
  '/services/content-marketing': {
    title: 'Content Marketing',
    description:
      'Content strategy, bilingual articles, video and visual content, and distribution that builds authority with B2B buyers in Hong Kong and Asia.',
  },
  '/services/digital-marketing': {
    title: 'Digital Marketing',
    description:
      'SEO, search advertising, online presence and performance tracking for Hong Kong businesses, so every dollar of spend can be traced to enquiries and revenue.',
  },
  '/services/social-media-management': {
    title: 'Social Media Management',
    description:
      'Growth experiments, content creation, social advertising and community management across LinkedIn, Instagram, Facebook, WeChat and Xiaohongshu.',
  },
  '/services/linkedin-marketing': {
    title: 'LinkedIn Marketing',
    description:
      'Reach decision-makers among LinkedIn’s 950+ million professionals with profile optimisation, network building, content and measurable ROI.',
  },
  '/services/b2b-marketing': {
    title: 'B2B Marketing',
    description:
      'Lead generation, account-based marketing and sales enablement for B2B companies selling into Hong Kong, Greater China and Southeast Asia.',
  },
  '/services/email-marketing': {
    title: 'Email Marketing',
    description:
      'Lifecycle e-mail programmes, segmentation and automation that nurture leads and stay compliant with Hong Kong’s direct marketing rules.',
  },
  '/services/paid-marketing': {
    title: 'Paid Marketing',
    description:
      'Google, Meta, LinkedIn and programmatic campaigns for Hong Kong and Asia, managed for return on ad spend with honest attribution and weekly optimisation.',
  },
  '/services/crm-solutions': {
    title: 'CRM Solutions',
    description:
      'CRM selection, implementation, data migration and automation so sales and marketing share one accurate view of every customer.',
  },
  '/services/ai-solutions': {
    title: 'AI Solutions',
    description:
      'Custom AI assistants, document intelligence and predictive analytics built around your data, with measurable ROI from the first pilot.',
  },
  '/services/ai-workflow-automation': {
    title: 'AI Agent Workflow Automation',
    description:
      'AI agents that run repetitive workflows around the clock — intake, triage, reporting and follow-up — connected to the tools you already use.',
  },
  '/services/website-development': {
    title: 'Website Development',
    description:
      'Fast, accessible, bilingual websites and web applications engineered for search, conversion and easy editing by your own team.',
  },
  '/services/training': {
    title: 'Training',
    description:
      'Hands-on training in AI, digital marketing and content marketing for Hong Kong teams, in English or Cantonese, with certification and follow-up support.',
  },
  // Blog (13)
  '/blog': {
    title: 'Blog: All Articles',
    description:
      'Insights on AI, digital transformation, B2B marketing and web development for business leaders in Hong Kong and across Asia.',
  },
  '/blog/asia-focus': {
    title: 'Hong Kong & Asia Focus',
    description:
      'Regional analysis of digital markets in Hong Kong, Greater China and Southeast Asia: e-commerce, AI adoption and B2B buying behaviour.',
  },
  '/blog/ai-transformation': {
    title: 'AI Transformation in 2025: A Practical Roadmap for Asian Businesses',
    description:
      'Most AI pilots in Asia stall before they pay back. A four-stage roadmap for choosing use cases, readying data, and scaling what works.',
  },
  '/blog/ai-marketing-hong-kong': {
    title: 'AI-Powered Marketing Automation for Hong Kong Businesses: What to Automate First',
    description:
      'Lean, bilingual marketing teams can let AI handle lead routing, drafting and reporting. Here is what to automate first — and how to stay PDPO-compliant.',
  },
  '/blog/b2b-marketing-trends-2025': {
    title: 'B2B Marketing Trends 2025: How Asia-Pacific Buyers Are Rewriting the Rules',
    description:
      'Asia-Pacific B2B buyers research privately, buy by committee and expect local relevance. Seven trends to plan your 2025 marketing around.',
  },
  '/blog/hong-kong-conversational-ai': {
    title: 'Conversational AI in Hong Kong: Building Trilingual Assistants Customers Actually Use',
    description:
      'How Hong Kong firms can deploy WhatsApp and web chat assistants that handle Cantonese, English and Mandarin well — and respect the PDPO.',
  },
  '/blog/content-marketing-evolution': {
    title: 'The Evolution of Content Marketing: From Volume to Authority',
    description:
      'Publishing more no longer wins. Why Hong Kong B2B teams are moving to fewer, deeper, bilingual pieces: AI-assisted, human-edited and properly distributed.',
  },
  '/blog/digital-transformation-roi': {
    title: 'Measuring Digital Transformation ROI',
    description:
      'Baselines, leading and lagging indicators, the cost of delay and honest attribution: a practical way to prove what a transformation programme returns.',
  },
  '/blog/paid-marketing-roi-2025': {
    title: 'Maximizing Paid Marketing ROI in 2025',
    description:
      'Rising click costs, fading cookies and long B2B sales cycles: how Hong Kong advertisers can make Google, Meta and LinkedIn spend pay in 2025.',
  },
  '/blog/southeast-asia-ecommerce': {
    title: 'Southeast Asia E-commerce Growth Opportunities',
    description:
      'Six markets, six sets of habits: how Hong Kong brands can choose channels, payments, logistics and a phased plan to grow e-commerce across Southeast Asia.',
  },
  '/blog/crm-evolution': {
    title: 'CRM Evolution in Modern Business',
    description:
      'From contact database to revenue platform: data quality, WhatsApp and WeChat, AI scoring, PDPO consent and a migration plan for Hong Kong teams.',
  },
  '/blog/web-development-best-practices': {
    title: 'Web Development Best Practices',
    description:
      'Performance budgets, WCAG 2.2, bilingual typography, security headers, SEO, CMS choice and consent-aware analytics: a practical guide for Hong Kong teams.',
  },
  '/blog/asia-digital-transformation': {
    title: 'Asia Digital Transformation Opportunities',
    description:
      'Hong Kong as a hub, the Greater Bay Area, ASEAN’s fast-digitising markets: where the regional opportunities are, and what to get right before expanding.',
  },
  // Portfolio (7)
  '/portfolio': {
    title: 'Portfolio',
    description:
      'Projects by Harbourline Digital: a wine importer’s online store, clinic and insurance portals, a health store, a summit portal and an AI recruitment platform.',
  },
  '/portfolio/ecommerce': {
    title: 'E-commerce Projects',
    description:
      'E-commerce we built in Hong Kong: a wine importer’s cellar, a health products store and a B2B ordering portal, with FPS, PayMe and ERP integration.',
  },
  '/portfolio/healthcare': {
    title: 'Healthcare Projects',
    description:
      'Healthcare platforms we built: a clinic group’s patient management system, physiotherapy booking and an elderly-care family portal, privacy by design.',
  },
  '/portfolio/corporate': {
    title: 'Corporate Websites',
    description:
      'Corporate, investor relations and conference websites in English and Chinese: accessible, fast on every device and easy for your team to update.',
  },
  '/portfolio/insurance': {
    title: 'Insurance Projects',
    description:
      'Insurance projects: an agent portal for a regional insurer, an SME quotation tool and medical claims self-service, each with a full compliance trail.',
  },
  '/portfolio/web-development': {
    title: 'Web Development Projects',
    description:
      'Custom web applications we engineered, from AI recruitment to freight tracking, and our Frontend, Backend and Database technology stack.',
  },
  '/portfolio/case-studies': {
    title: 'Case Studies',
    description:
      'Three engagements in detail, from a wine importer’s 150% conversion rise to 300% more B2B leads: the challenge, our solution and the outcome.',
  },
  // Contact (5)
  '/contact/quote': {
    title: 'Get a Quote',
    description:
      'Tell us about your project and budget. We reply to every quote request within 24 hours with next steps and an estimate.',
  },
  '/contact/schedule-consultation': {
    title: 'Schedule a Consultation',
    description:
      'Book a free strategy consultation, technical deep dive or project planning session with our Hong Kong team.',
  },
  '/contact/consultation': {
    title: 'Schedule a Consultation',
    description:
      'Book a free strategy consultation, technical deep dive or project planning session with our Hong Kong team.',
  },
  '/contact/training': {
    title: 'Training Inquiry',
    description:
      'Ask about digital marketing training, AI and automation workshops, corporate programmes and certification for your team.',
  },
  '/contact/partnership': {
    title: 'Partnership Opportunities',
    description:
      'Strategic, channel, technology integration and joint venture partnerships with a Hong Kong digital transformation agency.',
  },
} satisfies Record<RoutePath<'en'>, RouteHead>;
