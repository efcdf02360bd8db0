import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Two people usually sign off a new corporate website. The marketing head cares whether it looks right and generates enquiries; the CTO cares whether it is secure, fast and maintainable. A year after launch, both are often quietly disappointed. Pages have slowed down as plug-ins and tracking scripts accumulated, the Chinese version lags weeks behind the English one, an accessibility complaint has arrived, and nobody is sure when the framework was last updated.',
  },
  {
    type: 'paragraph',
    text: 'None of these problems is inevitable, and none requires an exotic technology choice. They come from decisions made, or skipped, during the build. This guide sets out the practices our engineers apply on every project for Hong Kong and regional clients, written so that technical and marketing leaders can use it together when briefing, reviewing or inheriting a site.',
  },
  { type: 'heading', text: 'Performance: Core Web Vitals and performance budgets' },
  {
    type: 'paragraph',
    text: 'Speed is not a vanity metric. Industry studies have repeatedly linked slower pages to higher bounce rates and lower conversion, and search engines use page experience signals as part of ranking. For B2B sites the effect is subtle but real: a procurement manager on a mobile phone between meetings will not wait for a heavy hero video to load.',
  },
  { type: 'subheading', text: 'The three metrics that matter' },
  {
    type: 'paragraph',
    text: 'Core Web Vitals condense user experience into three measurements taken from real visitors. Largest Contentful Paint measures how quickly the main content appears; Interaction to Next Paint, which replaced First Input Delay in 2024, measures how quickly the page responds to taps and clicks; Cumulative Layout Shift measures how much the layout jumps while loading. Each is assessed at the 75th percentile of visits, so a site that is fast on the office fibre connection but slow on a mid-range phone will fail.',
  },
  {
    type: 'figures',
    items: [
      { value: '≤ 2.5 s', label: 'Largest Contentful Paint for a “good” rating' },
      { value: '≤ 200 ms', label: 'Interaction to Next Paint for a “good” rating' },
      { value: '≤ 0.1', label: 'Cumulative Layout Shift for a “good” rating' },
      { value: '75th', label: 'percentile of real visits at which each metric is judged' },
    ],
  },
  { type: 'subheading', text: 'Setting a performance budget' },
  {
    type: 'paragraph',
    text: 'Good scores at launch mean little if nothing protects them. A performance budget sets explicit limits, such as total JavaScript per page, image weight, the number of third-party scripts and target timings on a throttled mobile profile, and the build fails or a warning is raised when a change exceeds them. The budget turns a vague goal into a conversation with numbers: adding a chat widget is fine, but something else has to give.',
  },
  {
    type: 'list',
    items: [
      'Serve images in modern formats at the sizes actually displayed, with explicit dimensions so the layout does not shift.',
      'Render pages on the server or at build time, and send only the JavaScript each page needs.',
      'Load analytics, chat and marketing tags after the main content, and review them every quarter.',
      'Cache static assets aggressively and use a content delivery network with points of presence close to your audience in Asia.',
      'Monitor real-user data after launch rather than relying only on laboratory tests.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Hong Kong sites have one extra consideration: visitors from the mainland. Pages that depend on externally hosted fonts, script libraries, maps or verification widgets from services that are unreliable or unavailable across the border can stall for those visitors, or break forms entirely. Self-host critical assets, choose verification and map providers that work in both places, and test from a mainland connection before launch if that audience matters to you.',
  },
  { type: 'heading', text: 'Accessibility to WCAG 2.2' },
  {
    type: 'paragraph',
    text: 'Accessibility is often treated as a compliance line item, but it is simply good engineering. Accessible sites work better for everyone: for older executives who enlarge text, for visitors on small screens in bright sunlight, and for search engines that read structure the way screen readers do. The Web Content Accessibility Guidelines at level AA remain the accepted benchmark, and Hong Kong public-sector websites have long been expected to follow them.',
  },
  {
    type: 'paragraph',
    text: 'Version 2.2 added criteria that catch problems we still see on new sites every month. Focused elements must not be hidden behind sticky headers or cookie banners. Small interactive targets need to be at least 24 by 24 CSS pixels or adequately spaced. Anything that requires dragging, such as a slider, needs a simple alternative. Help options should appear in a consistent place, forms should not ask for the same information twice in one process, and logging in must not depend on solving a puzzle or recalling a code without assistance.',
  },
  {
    type: 'paragraph',
    text: 'Build these rules in rather than auditing them in at the end: one h1 per page and a logical heading order, labels on every form control, visible focus styles, sufficient colour contrast in the brand palette, meaningful alternative text, and keyboard access for every menu and dialogue. Automated checks in the build catch perhaps a third of issues; the rest need a person with a keyboard and a screen reader, ideally before launch.',
  },
  {
    type: 'quote',
    text: 'We treat performance, accessibility and security as properties of the codebase, not tasks on a launch checklist. If a change makes the site slower, less accessible or less secure, the build should tell us before a visitor does.',
    attribution: 'Harbourline Engineering Team',
  },
  { type: 'heading', text: 'Bilingual sites that feel native in both languages' },
  {
    type: 'paragraph',
    text: 'Most Hong Kong businesses need English and Traditional Chinese, and many add Simplified Chinese for mainland audiences. The common failure is to treat the second language as a translation layer bolted onto an English site. Visitors notice immediately: awkward line breaks, missing pages, fonts that switch mid-sentence and search results that show the wrong language.',
  },
  { type: 'subheading', text: 'URL structure and hreflang' },
  {
    type: 'paragraph',
    text: 'Give each language its own crawlable URL, typically a path prefix such as /en/ and /zh-hk/, rather than switching language with a cookie or script. Set the page’s lang attribute correctly, for example zh-Hant-HK for Traditional Chinese content written for Hong Kong. Add hreflang annotations so search engines show the right version to the right audience: every page should list all of its language alternatives, including itself, the references must be reciprocal, and an x-default entry should point to the language chooser or main version. Keep the language switcher on every page and send visitors to the equivalent page, not the home page.',
  },
  { type: 'subheading', text: 'Traditional Chinese typography' },
  {
    type: 'paragraph',
    text: 'Chinese text needs different typographic settings from English. Body copy reads better with more generous line height, typically around 1.7 to 1.8. Chinese characters have no true italics, so emphasis should use weight or colour rather than a synthetic slant. Use full-width punctuation in Chinese text and strict line-breaking rules so that closing punctuation never starts a line. Choose fonts that include the Hong Kong Supplementary Character Set, otherwise Cantonese-specific characters in headlines and testimonials will fall back to a mismatched font or fail to render. Finally, design layouts to cope with both languages: a Chinese headline may be half the length of its English equivalent, and buttons sized for one will look odd in the other.',
  },
  { type: 'subheading', text: 'Loading Chinese fonts without the wait' },
  {
    type: 'paragraph',
    text: 'A complete Traditional Chinese web font can weigh several megabytes per weight, which would wreck any performance budget. The practical options are to rely on well-chosen system fonts for Chinese body text, or to self-host fonts split into many small subsets declared with unicode-range, so the browser downloads only the characters a page uses. Either way, use font-display settings that show text immediately in a fallback font, tune the fallback’s metrics to avoid layout shift when the web font arrives, and preload only the small Latin subset used above the fold.',
  },
  { type: 'heading', text: 'Security headers and everyday hygiene' },
  {
    type: 'paragraph',
    text: 'Corporate sites are attacked constantly, not because they hold valuable data but because they are easy targets for defacement, spam injection and credential theft. Industry security reports consistently find outdated plug-ins and weak administrator accounts behind most website compromises. A small set of HTTP response headers closes several common attack routes at almost no cost:',
  },
  {
    type: 'list',
    items: [
      'Content-Security-Policy: lists where scripts, styles, images and frames may load from, and with frame-ancestors stops other sites embedding yours.',
      'Strict-Transport-Security: tells browsers to use HTTPS only, preventing downgrade attacks on public Wi-Fi.',
      'X-Content-Type-Options set to nosniff: stops browsers guessing file types and executing uploads as scripts.',
      'Referrer-Policy: limits how much of your URLs is shared with other sites when visitors click away.',
      'Permissions-Policy: switches off camera, microphone, geolocation and other features the site does not use.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Headers are only part of the picture. Enforce multi-factor authentication for every CMS and hosting account, give editors the least privilege they need, keep dependencies patched, protect forms against spam and abuse with rate limits, and keep off-site backups that you have actually tested restoring. Treat any form that collects personal data as a system covered by the Personal Data (Privacy) Ordinance, with encryption in transit, limited retention and a clear collection statement.',
  },
  { type: 'heading', text: 'SEO fundamentals that still matter' },
  {
    type: 'paragraph',
    text: `Search has changed with AI-generated answers and richer results, but the fundamentals are unchanged: search engines reward sites they can crawl easily, understand clearly and trust. Our look at [B2B marketing trends for 2025](${paths.blog.article('b2b-marketing-trends-2025')}) covers the content and distribution side; the engineering side comes down to a handful of habits.`,
  },
  {
    type: 'list',
    items: [
      'Serve meaningful HTML from the server so content and links are visible without running JavaScript.',
      'Write a unique title and meta description for every page, and use one h1 with a logical heading structure.',
      'Keep URLs short, readable and stable, with canonical tags to resolve duplicates.',
      'Publish XML sitemaps for each language and keep them in step with hreflang annotations.',
      'Add structured data for your organisation, articles, breadcrumbs and frequently asked questions.',
      'Plan redirects before any migration: every old URL that has links or traffic should have a permanent redirect to its closest new equivalent.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Internal linking is the most underused of these. Link related services, case studies and articles to one another with descriptive anchor text, so both visitors and crawlers can follow a topic from introduction to enquiry.',
  },
  { type: 'heading', text: 'Choosing a CMS and measuring with consent' },
  { type: 'subheading', text: 'Traditional, headless or site builder' },
  {
    type: 'paragraph',
    text: 'There is no universally right content management system, only the right one for your team and roadmap. Traditional all-in-one platforms are quick to start and familiar to editors, but need disciplined plug-in management. Headless platforms separate content from presentation, which suits organisations publishing to a website, an app and other channels, and usually gives better performance and security, at the cost of more engineering. Hosted site builders are fine for small, simple sites and become constraining as requirements grow.',
  },
  {
    type: 'paragraph',
    text: `Whatever you choose, test the bilingual content model before committing: can editors see which pages lack a Chinese version, preview both languages and publish them together? Check roles and approval workflows, scheduled publishing, how the system stores personal data from forms, and whether AI-assisted drafting or translation can be added safely later. Our guide to [AI transformation](${paths.blog.article('ai-transformation')}) discusses how to introduce those tools with proper review.`,
  },
  { type: 'subheading', text: 'Analytics that respect consent' },
  {
    type: 'paragraph',
    text: 'Analytics should answer business questions, not collect everything. Define the events that matter, such as enquiry submissions, consultation bookings, brochure downloads and key page views, and report on them consistently. Hong Kong has no cookie-specific statute, but the PDPO applies whenever tracking collects personal data, and visitors from other jurisdictions may bring stricter rules with them. A consent banner that genuinely blocks non-essential tags until visitors agree, server-side tagging that limits what third parties receive, and shorter data retention keep you on safe ground and make your numbers more trustworthy.',
  },
  { type: 'heading', text: 'Maintenance and a launch checklist' },
  {
    type: 'paragraph',
    text: 'A website is a product, not a project. Frameworks release security patches, browsers change behaviour, content grows and third-party scripts creep in. We generally advise clients to budget a meaningful share of the original build cost every year for maintenance and improvement, and to agree who owns updates, monitoring and incident response before launch rather than after the first outage.',
  },
  {
    type: 'paragraph',
    text: 'Good maintenance also depends on good plumbing: a staging environment that mirrors production, automated tests and checks that run on every change, and deployments that can be rolled back in minutes. Before launch, walk through this checklist together:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Core Web Vitals pass on real mobile devices, with a performance budget enforced in the build.',
      'Automated and manual accessibility checks completed against WCAG 2.2 level AA.',
      'Every page has its language equivalent, correct lang attributes, hreflang annotations and a working language switcher.',
      'Security headers, HTTPS, multi-factor authentication and tested backups are in place.',
      'Titles, descriptions, sitemaps, structured data and redirects from the old site are verified.',
      'Consent banner blocks non-essential tags, and key conversion events are tracked.',
      'Owners and schedules are agreed for dependency updates, uptime monitoring and quarterly reviews.',
    ],
  },
  {
    type: 'callout',
    title: 'A quick test you can run today',
    text: 'Open your site on a mid-range phone over mobile data, switch to Chinese, then tab through the main menu and the enquiry form with a keyboard. If the page is slow, the language switch lands on the home page or focus disappears behind the header, you have found your first three improvements.',
  },
  {
    type: 'paragraph',
    text: `Good websites are rarely the result of one brilliant decision; they are the sum of many sensible ones, made early and protected over time. If you are planning a new site or want an honest review of the one you have, [schedule a consultation with our engineering team](${paths.contact.scheduleConsultation}) and we will walk through performance, accessibility, security and search with you.`,
  },
];
