import type { RouteInfo } from './routes';

/** All 47 routes of the site, grouped by the app that renders them. */
export const routeTable: readonly RouteInfo[] = [
  // Shell (8)
  {
    path: '/',
    app: 'shell',
    title: 'AI, Digital Marketing & Web Development Agency in Hong Kong',
    description:
      'Hong Kong digital transformation agency: AI solutions, digital marketing, web development and training that turn B2B visitors into qualified leads.',
  },
  {
    path: '/about/story',
    app: 'shell',
    title: 'Our Story',
    description:
      'From a Wan Chai digital marketing studio in 2017 to an AI and automation partner for businesses across Asia: how Harbourline Digital grew.',
  },
  {
    path: '/about/values',
    app: 'shell',
    title: 'Our Values',
    description:
      'Innovation first, client partnership, excellence, transparency, a global perspective and continuous learning: the six values behind our work.',
  },
  {
    path: '/about/what-sets-us-apart',
    app: 'shell',
    title: 'Why Choose Us',
    description:
      'A free consultation and project assessment, a dedicated project manager and transparent pricing and timelines on every engagement.',
  },
  {
    path: '/about/office',
    app: 'shell',
    title: 'Our Office',
    description:
      'Visit us on 17/F in Wan Chai, Hong Kong. Office hours Monday to Friday 9:30 AM–6:30 PM HKT, with phone and e-mail contact details.',
  },
  {
    path: '/privacy-policy',
    app: 'shell',
    title: 'Privacy Policy',
    description:
      'How Harbourline Digital collects, uses and protects personal data under the Personal Data (Privacy) Ordinance of Hong Kong.',
  },
  {
    path: '/terms-conditions',
    app: 'shell',
    title: 'Terms & Conditions',
    description:
      'The terms that govern use of the Harbourline Digital website, including warranties, liability and Hong Kong SAR governing law.',
  },
  {
    path: '/faq',
    app: 'shell',
    title: 'Frequently Asked Questions',
    description:
      'Answers on our services, how soon results appear, the business sizes we serve, AI solutions, training, data privacy and the markets we cover.',
  },
  // Services (14)
  {
    path: '/services',
    app: 'services',
    title: 'Our Services',
    description:
      'Twelve services under one roof: content, digital, social, LinkedIn, B2B, e-mail and paid marketing, CRM, AI, workflow automation, web and training.',
  },
  {
    path: '/services/all-services',
    app: 'services',
    title: 'All Services',
    description:
      'Browse every Harbourline Digital service, from AI workflow automation and CRM to SEO, paid media and corporate training in Hong Kong.',
  },
  {
    path: '/services/content-marketing',
    app: 'services',
    title: 'Content Marketing',
    description:
      'Content strategy, bilingual articles, video and visual content, and distribution that builds authority with B2B buyers in Hong Kong and Asia.',
  },
  {
    path: '/services/digital-marketing',
    app: 'services',
    title: 'Digital Marketing',
    description:
      'SEO, search advertising, online presence management and performance tracking that connect your marketing spend to revenue.',
  },
  {
    path: '/services/social-media-management',
    app: 'services',
    title: 'Social Media Management',
    description:
      'Growth experiments, content creation, social advertising and community management across the platforms your Asian audience uses.',
  },
  {
    path: '/services/linkedin-marketing',
    app: 'services',
    title: 'LinkedIn Marketing',
    description:
      'Reach decision-makers among LinkedIn’s 950+ million professionals with profile optimisation, network building, content and measurable ROI.',
  },
  {
    path: '/services/b2b-marketing',
    app: 'services',
    title: 'B2B Marketing',
    description:
      'Lead generation, account-based marketing and sales enablement for B2B companies selling into Hong Kong, Greater China and Southeast Asia.',
  },
  {
    path: '/services/email-marketing',
    app: 'services',
    title: 'Email Marketing',
    description:
      'Lifecycle e-mail programmes, segmentation and automation that nurture leads and stay compliant with Hong Kong’s direct marketing rules.',
  },
  {
    path: '/services/paid-marketing',
    app: 'services',
    title: 'Paid Marketing',
    description:
      'Search, social and programmatic campaigns managed for return on ad spend, with clear attribution and weekly optimisation.',
  },
  {
    path: '/services/crm-solutions',
    app: 'services',
    title: 'CRM Solutions',
    description:
      'CRM selection, implementation, data migration and automation so sales and marketing share one accurate view of every customer.',
  },
  {
    path: '/services/ai-solutions',
    app: 'services',
    title: 'AI Solutions',
    description:
      'Custom AI assistants, document intelligence and predictive analytics built around your data, with measurable ROI from the first pilot.',
  },
  {
    path: '/services/ai-workflow-automation',
    app: 'services',
    title: 'AI Agent Workflow Automation',
    description:
      'AI agents that run repetitive workflows around the clock — intake, triage, reporting and follow-up — connected to the tools you already use.',
  },
  {
    path: '/services/website-development',
    app: 'services',
    title: 'Website Development',
    description:
      'Fast, accessible, bilingual websites and web applications engineered for search, conversion and easy editing by your own team.',
  },
  {
    path: '/services/training',
    app: 'services',
    title: 'Training',
    description:
      'Hands-on training in AI, digital marketing and content marketing for your team, with certification and ongoing support.',
  },
  // Blog (13)
  {
    path: '/blog',
    app: 'blog',
    title: 'Blog: All Articles',
    description:
      'Insights on AI, digital transformation, B2B marketing and web development for business leaders in Hong Kong and across Asia.',
  },
  {
    path: '/blog/asia-focus',
    app: 'blog',
    title: 'Hong Kong & Asia Focus',
    description:
      'Regional analysis of digital markets in Hong Kong, Greater China and Southeast Asia: e-commerce, AI adoption and B2B buying behaviour.',
  },
  {
    path: '/blog/ai-transformation',
    app: 'blog',
    title: 'AI Transformation in 2025: A Practical Playbook',
    description:
      'Where AI delivers value for Asian businesses in 2025, how to choose the first use cases and how to move from pilot to production.',
  },
  {
    path: '/blog/ai-marketing-hong-kong',
    app: 'blog',
    title: 'AI-Powered Marketing Automation in Hong Kong',
    description:
      'How Hong Kong marketing teams use AI for segmentation, bilingual content and lead scoring — and what to automate first.',
  },
  {
    path: '/blog/b2b-marketing-trends-2025',
    app: 'blog',
    title: 'B2B Marketing Trends for 2025',
    description:
      'The B2B marketing shifts that matter in 2025: buying committees, account-based programmes, first-party data and AI-assisted content.',
  },
  {
    path: '/blog/hong-kong-conversational-ai',
    app: 'blog',
    title: 'Conversational AI in Hong Kong',
    description:
      'Chatbots and voice assistants that handle Cantonese, English and Mandarin: use cases, pitfalls and how to measure success.',
  },
  {
    path: '/blog/content-marketing-evolution',
    app: 'blog',
    title: 'The Evolution of Content Marketing',
    description:
      'From keyword articles to expert-led, multi-format content: how content marketing has changed and what B2B buyers trust now.',
  },
  {
    path: '/blog/digital-transformation-roi',
    app: 'blog',
    title: 'Measuring Digital Transformation ROI',
    description:
      'A practical framework for measuring the return on digital transformation: baselines, leading indicators and the costs teams forget.',
  },
  {
    path: '/blog/paid-marketing-roi-2025',
    app: 'blog',
    title: 'Maximizing Paid Marketing ROI in 2025',
    description:
      'Budget allocation, creative testing, attribution and bidding strategies that raise the return on paid media in 2025.',
  },
  {
    path: '/blog/southeast-asia-ecommerce',
    app: 'blog',
    title: 'Southeast Asia E-commerce Growth Opportunities',
    description:
      'Marketplaces, social commerce, payments and logistics: where the e-commerce growth is in Southeast Asia and how to enter.',
  },
  {
    path: '/blog/crm-evolution',
    app: 'blog',
    title: 'CRM Evolution in Modern Business',
    description:
      'How CRM grew from contact lists to AI-assisted revenue platforms, and how to choose and roll out one your team will use.',
  },
  {
    path: '/blog/web-development-best-practices',
    app: 'blog',
    title: 'Web Development Best Practices',
    description:
      'Performance, accessibility, security and maintainability: the web development practices that make business websites last.',
  },
  {
    path: '/blog/asia-digital-transformation',
    app: 'blog',
    title: 'Asia Digital Transformation Opportunities',
    description:
      'Where digital transformation is creating opportunity across Asia, market by market, and what it takes for a business to capture it.',
  },
  // Portfolio (7)
  {
    path: '/portfolio',
    app: 'portfolio',
    title: 'Portfolio',
    description:
      'Selected projects: e-commerce, healthcare, insurance, conference and AI recruitment platforms designed and built by Harbourline Digital.',
  },
  {
    path: '/portfolio/ecommerce',
    app: 'portfolio',
    title: 'E-commerce Projects',
    description:
      'Online stores built for conversion: catalogue design, checkout, payments popular in Asia and integrations with inventory and CRM.',
  },
  {
    path: '/portfolio/healthcare',
    app: 'portfolio',
    title: 'Healthcare Projects',
    description:
      'Patient-friendly healthcare platforms: appointment booking, clinic management and secure handling of personal health data.',
  },
  {
    path: '/portfolio/corporate',
    app: 'portfolio',
    title: 'Corporate Websites',
    description:
      'Corporate websites and event portals that present complex organisations clearly, in English and Chinese, on every device.',
  },
  {
    path: '/portfolio/insurance',
    app: 'portfolio',
    title: 'Insurance Projects',
    description:
      'Agent portals, quotation tools and lead management for insurers and brokers: faster sales cycles with full compliance trails.',
  },
  {
    path: '/portfolio/web-development',
    app: 'portfolio',
    title: 'Web Development Projects',
    description:
      'Web applications we have engineered, and the frontend, backend and database technologies we build them with.',
  },
  {
    path: '/portfolio/case-studies',
    app: 'portfolio',
    title: 'Case Studies',
    description:
      'Three client engagements in detail: the challenge, the solution we delivered and the measured outcome.',
  },
  // Contact (5)
  {
    path: '/contact/quote',
    app: 'contact',
    title: 'Get a Quote',
    description:
      'Tell us about your project and budget. We reply to every quote request within 24 hours with next steps and an estimate.',
  },
  {
    path: '/contact/schedule-consultation',
    app: 'contact',
    title: 'Schedule a Consultation',
    description:
      'Book a free strategy consultation, technical deep dive or project planning session with our Hong Kong team.',
  },
  {
    path: '/contact/consultation',
    app: 'contact',
    title: 'Schedule a Consultation',
    description:
      'Book a free strategy consultation, technical deep dive or project planning session with our Hong Kong team.',
  },
  {
    path: '/contact/training',
    app: 'contact',
    title: 'Training Inquiry',
    description:
      'Ask about digital marketing training, AI and automation workshops, corporate programmes and certification for your team.',
  },
  {
    path: '/contact/partnership',
    app: 'contact',
    title: 'Partnership Opportunities',
    description:
      'Strategic, channel, technology integration and joint venture partnerships with a Hong Kong digital transformation agency.',
  },
];
