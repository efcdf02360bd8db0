import type { CallToAction, HeroCopy } from './portfolio';
import type { ProjectSlug } from './portfolio-facts';
import { portfolioCtaHref } from './portfolio-facts';

export interface CaseStudy {
  /** The project the case is about; its visual illustrates the case. */
  project: ProjectSlug;
  title: string;
  /** The client by sector and place, never by name. */
  client: string;
  challenge: string;
  solution: string;
  outcome: string;
  tags: readonly string[];
}

export interface CaseStudiesPage {
  hero: HeroCopy;
  /** Headings of the three parts of every case. */
  labels: { challenge: string; solution: string; outcome: string };
  cases: readonly CaseStudy[];
  cta: CallToAction;
}

export const caseStudiesPage: CaseStudiesPage = {
  hero: {
    eyebrow: 'Portfolio · Case Studies',
    title: 'Case Studies',
    lead: 'Three engagements from brief to results: what our clients were up against, what we built with them and what changed afterwards. Clients are described by sector only; the figures are their own.',
  },
  labels: { challenge: 'The challenge', solution: 'Our solution', outcome: 'The outcome' },
  cases: [
    {
      project: 'wine-importer-store',
      title: 'From WhatsApp orders to an online cellar',
      client: 'Wine importer, Hong Kong',
      challenge:
        'Most orders arrived by phone and WhatsApp and were keyed in by two sales staff. The catalogue was a monthly PDF price list, stock lived in a spreadsheet, and new customers who found the importer through search had no way to browse or buy.',
      solution:
        'We built a bilingual store on a headless commerce platform with filters by region, grape and vintage, sommelier tasting notes, case pricing, age confirmation and FPS and card payments. Stock syncs with the warehouse system every fifteen minutes, customers choose a two-hour delivery slot, and we re-set the paid search and shopping campaigns to bid on margin rather than clicks.',
      outcome:
        'Within two quarters of launch the online conversion rate was up 150% on the old catalogue site, and the margin of every campaign is visible at a glance. Repeat customers re-order in a few taps, and the sales team now spends its time on restaurant and hotel accounts instead of typing up messages.',
      tags: ['E-commerce', 'Next.js', 'Headless commerce', 'Paid marketing'],
    },
    {
      project: 'logistics-group-website',
      title: 'A website and LinkedIn programme that reach procurement heads',
      client: 'B2B logistics provider, Kwun Tong',
      challenge:
        'The company sold contract logistics to manufacturers and retailers across Asia, yet its website was an English-only brochure and its LinkedIn page had few followers and no regular posts. Nearly all new business came through referrals, and sales had no way to tell which enquiries were worth chasing.',
      solution:
        'We rebuilt the website in English, Traditional and Simplified Chinese with a service finder by cargo type, case pages for each industry and enquiry forms that feed the CRM. Alongside it we ran a LinkedIn programme: optimised leadership profiles, a weekly thought-leadership post and campaigns aimed at supply-chain and procurement roles, with lead scoring agreed with the sales team.',
      outcome:
        'In the first year qualified leads rose by 300% compared with the year before, most of them from procurement and supply-chain heads the company had never reached through referrals. Sales now works from a scored list it trusts instead of a shared inbox.',
      tags: ['Corporate website', 'LinkedIn marketing', 'B2B lead generation', 'Trilingual'],
    },
    {
      project: 'insurance-agent-portal',
      title: 'A lead inbox and sales portal for a tied-agency force',
      client: 'Regional insurer, Hong Kong',
      challenge:
        'Campaign enquiries reached agents as forwarded e-mails and weekly spreadsheets, often days after the prospect had asked. Fact-finds were done on paper, unit managers had no view of the pipeline, and compliance reviews meant pulling paper files from branch offices.',
      solution:
        'We delivered an agent portal with a shared lead inbox that routes each enquiry by district, language and product, a tablet fact-find and quotation tool with e-signature, and pipeline dashboards for unit managers. Every recommendation and disclosure is stored with the client record for compliance review.',
      outcome:
        'Enquiries now reach an agent within minutes rather than days, unit managers run their weekly pipeline meetings from one dashboard, and compliance samples complete digital records instead of chasing paper files across branches.',
      tags: ['Insurance', 'Agent portal', 'CRM integration', 'E-signature'],
    },
  ],
  cta: {
    title: 'Could your business be our next case study?',
    text: 'Book a free consultation and tell us about the problem you want solved. We will share how we approached similar challenges and what a first phase could look like.',
    action: { label: 'Book a Free Consultation', href: portfolioCtaHref },
  },
};
