import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Most Hong Kong brands that try Southeast Asia make the same first mistake: they treat it as one market. They translate a product page into English, list on a regional marketplace, run a few ads and wait. Six months later the dashboard shows healthy traffic from Jakarta and Manila, a trickle of orders, a pile of failed deliveries and no clear idea which market deserves the next dollar.',
  },
  {
    type: 'paragraph',
    text: 'The opportunity is real. Industry reports from regional investors and consultancies have for several years placed Southeast Asia among the fastest-growing digital economies in the world, with e-commerce its largest component and a young, mobile-first population still coming online. But the growth is earned market by market. Shoppers in Singapore, Malaysia, Indonesia, Thailand, Vietnam and the Philippines buy on different platforms, pay in different ways and expect different things when the parcel arrives. This guide sets out how we help B2B and consumer brands in Hong Kong turn that complexity into a plan.',
  },
  {
    type: 'figures',
    items: [
      { value: '600m+', label: 'people across the six largest markets, by regional population estimates' },
      { value: '6', label: 'markets with their own languages, payment habits and product regulators' },
      { value: 'Mobile-first', label: 'most online orders are placed on phones, industry surveys suggest' },
      { value: 'Double-digit', label: 'annual e-commerce growth reported for several markets by regional studies' },
    ],
  },
  { type: 'heading', text: 'Marketplaces, D2C and social commerce: choosing the channel mix' },
  {
    type: 'paragraph',
    text: 'There is no single right channel in Southeast Asia. The question is which combination gives you reach, margin and customer data in the proportions your business needs, and in what order to build it.',
  },
  { type: 'subheading', text: 'Marketplaces as the front door' },
  {
    type: 'paragraph',
    text: 'The large regional marketplaces are where discovery happens for a large share of shoppers, particularly in Indonesia, Vietnam and the Philippines. They bring traffic, trusted checkout, built-in payment options and logistics networks that a newcomer could not replicate in a year. The trade-off is fees, intense price competition during campaign days such as 9.9, 11.11 and 12.12, and limited access to customer data. Treat a marketplace store as a retail presence with its own promotional calendar, not as a passive listing, and budget for in-platform advertising from day one.',
  },
  { type: 'subheading', text: 'Direct-to-consumer for margin and data' },
  {
    type: 'paragraph',
    text: 'A brand-owned store earns better margins and, more importantly, first-party data: who bought, what they bought next and which message brought them back. In Singapore and Malaysia, where card usage and brand search are stronger, a D2C site can carry a meaningful share of revenue relatively early. Elsewhere it usually works best as the home of the brand story, bundles and subscriptions, while marketplaces handle volume.',
  },
  { type: 'subheading', text: 'Social commerce and live selling' },
  {
    type: 'paragraph',
    text: 'Shopping inside social platforms is not a side channel here. Short video, creator partnerships and live-stream selling drive impulse purchases across the region, and in Thailand, Vietnam and the Philippines many smaller sellers run almost their entire business through chat and live sessions. For an international brand, live selling works best when it is scheduled, scripted around a clear offer and hosted by local creators who speak the language and understand the humour. A Hong Kong presenter reading a translated script rarely converts.',
  },
  {
    type: 'quote',
    text: 'Marketplaces rent you an audience, social commerce borrows one from creators, and your own store is the only place you build one. A sound regional plan uses all three on purpose.',
    attribution: 'Harbourline Growth Team',
  },
  { type: 'heading', text: 'Payments and logistics decide whether a cart becomes an order' },
  {
    type: 'paragraph',
    text: 'Conversion problems in Southeast Asia are often blamed on creative or pricing when the real cause sits in checkout and fulfilment. Shoppers abandon a cart when their preferred way to pay is missing, and they refuse a parcel when it arrives late or costs more than expected.',
  },
  { type: 'subheading', text: 'E-wallets, bank transfers and cash on delivery' },
  {
    type: 'paragraph',
    text: 'Card penetration varies enormously. Singapore shoppers pay comfortably by card and the national PayNow scheme, while in Indonesia, the Philippines and Vietnam e-wallets, QR payments and bank transfers carry much of the volume. Thailand has embraced PromptPay QR codes, and Malaysian shoppers expect online banking through FPX alongside wallets. Cash on delivery remains significant in several markets, especially outside capital cities and for first purchases from an unfamiliar brand. COD builds trust but brings higher return-to-sender rates and slower cash flow, so the goal is to offer it where it unlocks demand and then nudge repeat customers towards prepaid options with small incentives.',
  },
  { type: 'subheading', text: 'Fulfilment across islands and borders' },
  {
    type: 'paragraph',
    text: 'Indonesia and the Philippines are archipelagos, and delivery times and costs outside the main metropolitan areas can surprise a team used to next-day delivery in Hong Kong. Most brands start with cross-border shipping from a Hong Kong or mainland warehouse, then move fast-moving lines into a regional or in-country fulfilment centre once demand is proven. Marketplace fulfilment programmes can bridge the gap. Whatever the model, publish realistic delivery promises per market, track failed-delivery rates weekly and design returns before launch rather than after the first complaint.',
  },
  {
    type: 'paragraph',
    text: 'Behind the checkout sits a treasury question. Selling in six currencies through several marketplaces and payment gateways means settlements arrive on different schedules, in different currencies and net of different fees. Decide early whether you will price in local currency everywhere (usually the right answer for conversion), how often you will review exchange-rate buffers, and which entity will receive the funds. Hong Kong multi-currency accounts make this manageable, but only if finance is involved before launch rather than after the first month-end.',
  },
  { type: 'heading', text: 'Localising for each market' },
  {
    type: 'paragraph',
    text: 'Localisation goes well beyond translation. It covers language and tone, the messaging apps customers use, product registration, religious and cultural sensitivities, and the festive calendar that shapes demand. A compact view of the six markets we are asked about most often:',
  },
  {
    type: 'list',
    items: [
      'Singapore: English-first, high expectations of delivery speed and service, strong card and PayNow usage. A natural test market for premium positioning and D2C, though small and highly competitive.',
      'Malaysia: a multilingual audience across Bahasa Malaysia, English and Chinese, with halal credentials important for food, beauty and personal care. Campaigns should respect Hari Raya as well as Chinese New Year and Deepavali.',
      'Indonesia: the largest population and the most complex logistics. Content in Bahasa Indonesia is essential, halal certification is increasingly expected or required for many consumable categories, and cosmetics and food need local registration.',
      'Thailand: Thai-language content is non-negotiable, LINE is central to customer service and CRM, and product registration applies to cosmetics, supplements and food. Creators and live selling are particularly influential.',
      'Vietnam: a young, price-aware and fast-moving market where Vietnamese content, Zalo for messaging and cash on delivery all matter. Strong social commerce and rapid adoption of new platforms.',
      'The Philippines: English and Filipino, often mixed in the same sentence, with Facebook and Messenger heavily used for discovery and support. E-wallets are growing quickly and island logistics shape delivery promises.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Each market also has its own rules on consumer protection, advertising claims and personal data. Budget for a local review of claims and labelling before launch, especially in health, beauty and food, where a product page that is acceptable in Hong Kong can breach local advertising rules.',
  },
  { type: 'heading', text: 'Why Hong Kong works as a regional hub' },
  {
    type: 'paragraph',
    text: 'Hong Kong companies start with advantages that are easy to underrate. The city offers a simple tax regime, free flow of capital, deep banking and trade-finance relationships and one of the region’s busiest air cargo hubs. Teams here are used to working across languages and time zones, and many already manage supply chains in the Greater Bay Area that can feed regional fulfilment. That makes Hong Kong a sensible place to hold regional brand management, pricing, creative direction, data and finance, while execution that depends on local knowledge sits in each market.',
  },
  {
    type: 'paragraph',
    text: 'In practice, a hub-and-spoke model works well. The Hong Kong team owns the brand system, the product catalogue, the data platform and the regional budget. In-market partners or small local teams own marketplace operations, creator relationships, customer service in local languages and regulatory filings. The hub sets the rules; the spokes adapt them.',
  },
  { type: 'heading', text: 'Building the marketing mix' },
  {
    type: 'paragraph',
    text: 'A regional marketing mix should balance three jobs: creating demand, capturing it where people already shop, and keeping the customers you win. Spending only on marketplace ads captures demand but rarely creates it; spending only on brand content creates interest that leaks to cheaper competitors.',
  },
  {
    type: 'list',
    items: [
      'Creators and short video to build awareness and social proof in the local language, with briefs that leave room for the creator’s own style.',
      'Marketplace advertising and campaign-day promotions to capture demand at the moment of purchase, planned around each platform’s calendar.',
      'Paid social and search to drive traffic to your own store, with separate campaigns and budgets per market rather than one regional campaign.',
      'Messaging apps, email and loyalty programmes to turn first orders into repeat revenue, using first-party data collected with proper consent.',
      'Shared measurement: one view of spend, revenue and contribution margin by market and channel, so budget moves to what works.',
    ],
  },
  { type: 'subheading', text: 'Pricing and promotions across markets' },
  {
    type: 'paragraph',
    text: 'Price transparency across the region is high: shoppers and resellers compare marketplace listings between countries, and a product that is visibly cheaper in one market will leak across borders. Set a regional price corridor with room for local promotion, and plan campaign-day discounts as a calendar rather than a reaction. Bundles, gifts with purchase and free-shipping thresholds often protect margin better than headline discounts, and they give local teams room to compete without undermining the brand’s price position elsewhere.',
  },
  {
    type: 'paragraph',
    text: 'Measurement deserves particular care. Marketplace, social and D2C data live in different systems and define attribution differently. Agree on a small set of comparable metrics, such as new customers, contribution margin after fees and returns, and ninety-day repeat rate, and report them the same way for every market.',
  },
  { type: 'heading', text: 'A phased entry plan' },
  {
    type: 'paragraph',
    text: 'The brands that scale across the region rarely launch everywhere at once. They prove the model in one or two markets, fix what breaks, and then expand with a playbook. A typical sequence looks like this:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Assess (4–6 weeks): size demand per market, review competitors and price points, check product registration and labelling requirements, and choose one or two launch markets.',
      'Pilot (3–6 months): open marketplace stores, run creator and live-selling tests, offer the payment methods each market expects, and ship cross-border while demand is uncertain.',
      'Build the base: launch a localised D2C store, connect customer data from all channels, and set up customer service in local languages and messaging apps.',
      'Scale: move proven products into in-market or regional fulfilment, widen the creator programme and invest more heavily in campaign days.',
      'Expand: add the next market using the playbook, adapting language, payments, regulation and channels rather than copying the first launch.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Set the gate between pilot and scale in advance. We usually look for a repeatable cost of acquiring a customer within the target range, contribution margin that stays positive after platform fees and returns, failed-delivery and return-to-sender rates under control, and evidence that customers come back without a discount. If the pilot misses on one of these, fix that constraint before adding spend; scaling a model with broken unit economics only makes the losses arrive faster.',
  },
  {
    type: 'callout',
    title: 'Before you commit budget: a quick checklist',
    text: 'Can you name the two markets you will launch first and why? Do you know which payment methods and delivery promises each expects? Are your product claims and registrations checked locally? Do you have a native-language team or partner for content and service? Can you see revenue, fees and returns by market in one report? If any answer is no, start there.',
  },
  {
    type: 'paragraph',
    text: `Southeast Asia rewards brands that respect the differences between its markets and move with discipline. If you are weighing your first regional launch or trying to fix one that has stalled, [book a consultation with our team](${paths.contact.scheduleConsultation}) and we will help you choose markets, channels and a phased plan that fits your margins.`,
  },
];
