import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Eighteen months into a transformation programme, someone on the board asks the question that should have been answered on day one: what did we actually get for it? The project team points to a new CRM, a customer portal and a dozen automated workflows. Finance points to the invoices. Nobody can say with confidence whether the business is better off, because nobody wrote down what "before" looked like.',
  },
  {
    type: 'paragraph',
    text: 'This is the most common reason digital initiatives lose funding in Hong Kong, and it has little to do with the quality of the technology. Industry surveys consistently suggest that a majority of organisations struggle to quantify the return on their digital investments. The fix is not a more elaborate spreadsheet. It is a measurement discipline that starts before the first line of code and continues long after go-live.',
  },
  { type: 'heading', text: 'Start with a baseline you can defend' },
  {
    type: 'paragraph',
    text: 'Every ROI claim is a comparison, and a comparison needs two points. The baseline is the first, and it is the one most often skipped because the team is eager to start building. Spend two to four weeks measuring the process as it is today. It will feel slow; it will save months of argument later.',
  },
  { type: 'subheading', text: 'What to capture before you change anything' },
  {
    type: 'list',
    items: [
      'Cycle times: how long a quote, an onboarding, a claim or a month-end close takes from start to finish.',
      'Effort: the staff hours each process consumes, including the rework and chasing nobody puts on a timesheet.',
      'Error and exception rates: how often work is returned, corrected or escalated.',
      'Revenue signals: conversion rates at each stage of the funnel, average deal size, renewal and churn rates.',
      'Customer experience: response times on WhatsApp, email and phone, plus a simple satisfaction score.',
      'Run costs: licences, outsourcing fees and the spreadsheets and workarounds that hold the current process together.',
    ],
  },
  {
    type: 'paragraph',
    text: `Where historical data exists in a CRM or ERP, use it, but sample it by hand too. System timestamps often miss the hours a case spends waiting in someone’s inbox. If you are replacing a customer system, our article on [the evolution of CRM](${paths.blog.article('crm-evolution')}) covers which data is worth keeping from the old platform.`,
  },
  { type: 'heading', text: 'Leading and lagging indicators' },
  {
    type: 'paragraph',
    text: 'Financial results arrive late. Revenue growth, margin improvement and lower cost-to-serve typically show up two to four quarters after a change goes live, and by then many other things have changed too. If the only measures you track are lagging ones, you will spend a year not knowing whether you are on course.',
  },
  { type: 'subheading', text: 'Leading indicators: is it working yet?' },
  {
    type: 'paragraph',
    text: 'Leading indicators move within weeks and tell you whether the change is taking hold. Adoption is the first: the share of eligible staff using the new system each week, and the share of transactions that go through it rather than around it. Then come process measures such as first-response time, straight-through processing rates and the number of manual hand-offs per case. If adoption stalls below about 70%, no amount of clever technology will produce the financial result in the business case.',
  },
  { type: 'subheading', text: 'Lagging indicators: did it pay?' },
  {
    type: 'paragraph',
    text: 'Lagging indicators are the ones the board cares about: revenue per employee, gross margin, cost per transaction, customer lifetime value, working capital tied up in receivables. Link each leading indicator to the lagging one it is expected to move, and write that chain down. "Faster quote turnaround will lift win rates, which will lift revenue" is a hypothesis you can test; "the portal will improve the business" is not.',
  },
  {
    type: 'figures',
    items: [
      { value: '2–4 weeks', label: 'to build a usable baseline for a single core process' },
      { value: '70%', label: 'weekly adoption, the threshold below which business cases rarely hold' },
      { value: '2–4 quarters', label: 'before financial results typically show in the accounts' },
    ],
  },
  { type: 'heading', text: 'Put a price on the cost of delay' },
  {
    type: 'paragraph',
    text: 'Most business cases compare "invest" with "do nothing", and quietly assume that doing nothing costs nothing. It rarely does. Every month an inefficient process continues, it consumes staff hours, loses deals to faster competitors and accumulates risk. Pricing that delay changes the conversation from "can we afford this?" to "can we afford to wait?".',
  },
  {
    type: 'paragraph',
    text: 'Consider a simplified example. A trading company processes 1,200 supplier invoices a month, each taking about 15 minutes of manual keying and matching. That is 300 staff hours a month. At a fully loaded cost of HK$250 an hour, the process costs HK$75,000 a month, or HK$900,000 a year. If automation would remove 70% of that effort, each month of delay costs roughly HK$52,500 in hours alone, before counting late-payment penalties, missed early-payment discounts and the finance team’s overtime at quarter end. A three-month postponement "to wait for budget" costs more than HK$150,000.',
  },
  {
    type: 'quote',
    text: 'Doing nothing is also a decision, and it has a monthly invoice. Put that invoice in the business case beside the cost of acting.',
    attribution: 'Harbourline Strategy Team',
  },
  { type: 'heading', text: 'Attribution: be honest about cause and effect' },
  {
    type: 'paragraph',
    text: 'The hardest part of ROI measurement is separating what your programme caused from everything else that happened at the same time. Hong Kong businesses rarely operate in stable conditions: interest rates move, cross-boundary travel patterns shift, a competitor exits the market. A 12% rise in revenue after a new e-commerce platform launches may owe as much to the market as to the platform.',
  },
  {
    type: 'list',
    items: [
      'Stagger rollouts where you can. Launching to one branch, region or product line first gives you a comparison group that lived through the same market conditions.',
      'Hold back a control group for automated marketing or sales workflows, so you can compare outcomes with and without the change.',
      'Compare against trend, not against last year: a process that was already improving 5% a year should be judged on what happens above that line.',
      'Report ranges, not single numbers. "Between HK$1.1m and HK$1.6m in annual savings" is more credible than "HK$1,374,200".',
      'Write down the assumptions that the result depends on, and who agreed them, before the results arrive.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Boards and finance teams trust a conservative, well-argued estimate more than an impressive one. Overclaiming early is the fastest way to lose credibility for the next phase of investment.',
  },
  { type: 'heading', text: 'Automation savings: count the hours, then follow them' },
  {
    type: 'paragraph',
    text: 'Automation and AI agents produce the most measurable returns in most transformation programmes, and also the most inflated ones. The usual error is to multiply the hours saved by an hourly rate and call the result a saving. Hours saved only become money when they are either removed from the cost base or redeployed to work that produces value. Otherwise they disappear into longer lunches and slower email, and the finance team is right to be sceptical.',
  },
  {
    type: 'paragraph',
    text: `Across the automation projects we deliver, we typically see routine processing effort fall by 40% to 70% on well-chosen workflows: document intake, data entry between systems, first-line customer enquiries and report compilation. The benefit is real, but it has to be planned. Decide in advance where the released capacity will go. A sales operations team freed from manual CRM updates can take on lead qualification; a customer service team freed from repetitive WhatsApp enquiries can handle complex cases in Cantonese, English and Mandarin that a bot should not attempt. For how this looks with conversational tools, see our piece on [conversational AI in Hong Kong](${paths.blog.article('hong-kong-conversational-ai')}).`,
  },
  {
    type: 'callout',
    title: 'Savings that never reach the P&L',
    text: 'If a business case claims staff-hour savings, name the budget line that will be lower or the new output that will be higher. If neither can be named, the saving is capacity, not cash, and should be reported as such.',
  },
  {
    type: 'paragraph',
    text: 'Do not forget the costs that arrive after launch: licence growth as usage increases, model usage fees for AI services, integration maintenance, and the time of the people who look after prompts, rules and exceptions. A credible ROI calculation uses total cost of ownership over three years, not the project budget.',
  },
  { type: 'heading', text: 'Value that does not fit neatly in a spreadsheet' },
  {
    type: 'paragraph',
    text: 'Some of the most important returns from transformation are real but hard to price, and leaving them out entirely understates the case. Rather than forcing a dollar figure onto them, list them separately and describe them with evidence.',
  },
  {
    type: 'list',
    items: [
      'Risk reduction: an audit trail for every customer interaction, consistent handling of personal data under the PDPO, and fewer processes that depend on one long-serving employee who knows where everything is.',
      'Resilience: the ability to keep serving customers during a typhoon signal, a staff shortage or a sudden spike in demand, because work no longer depends on people being in the office.',
      'Speed of decision: management reports that arrive on the first working day of the month rather than the tenth.',
      'Scalability: a new Greater Bay Area or ASEAN office that can run on the same systems instead of building its own workarounds.',
      'Talent: staff who spend less time on repetitive keying are easier to retain, and candidates notice modern tools during interviews.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Where you can, attach a proxy measure to each: hours of downtime avoided, days saved in the month-end close, staff turnover in the affected team. Proxies will not satisfy every finance director, but they turn "intangible" into "observed".',
  },
  { type: 'heading', text: 'A measurement plan in six steps' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Choose two or three processes that matter to the P&L and measure their baseline for at least two weeks.',
      'Write the chain from leading to lagging indicators for each, and agree it with finance before work begins.',
      'Price the cost of delay so that timing decisions are made with real numbers.',
      'Design the rollout to create a comparison group: a pilot branch, team or customer segment.',
      'Track adoption and process measures weekly, and financial measures quarterly, on a single dashboard everyone can see.',
      'Review at 90 days, six months and twelve months, report ranges with stated assumptions, and adjust scope based on what the data shows.',
    ],
  },
  {
    type: 'paragraph',
    text: `None of this requires exotic tools. A shared dashboard fed from your CRM and finance system, a short measurement charter and a regular review meeting will do most of the work. What it does require is agreement at the start on what success means, which is exactly the conversation most programmes skip. Our overview of [AI transformation in 2025](${paths.blog.article('ai-transformation')}) covers how to choose the processes worth measuring first.`,
  },
  {
    type: 'paragraph',
    text: `If you are preparing a business case, or trying to prove the value of a programme already under way, we can help you build the baseline, model the cost of delay and set up measurement that will stand up in front of your board. [Book a consultation](${paths.contact.scheduleConsultation}) with our strategy team and bring the question your board is most likely to ask.`,
  },
];
