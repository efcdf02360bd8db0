import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: 'Roughly half of the world’s population lives within a five-hour flight of Hong Kong, a figure the city’s promoters have quoted for years. For a mid-sized Hong Kong business, the more useful question is narrower: which of those markets can we actually serve digitally, with the systems, people and compliance we have, and in what order? Too many regional expansions start with a flagship office and a launch event and only later discover that payments do not reconcile, customer data cannot legally move where the CRM lives and the marketing team cannot write for the new audience.',
  },
  {
    type: 'paragraph',
    text: 'Digital transformation changes that sequence. With the right foundations, a company can test a new market through e-commerce, partners and remote sales long before it commits to a lease. This article looks at where the regional opportunities are in 2025 and what to get right first.',
  },
  { type: 'heading', text: 'Hong Kong as a hub: still the right starting point' },
  {
    type: 'paragraph',
    text: 'Hong Kong’s advantages as a regional base are familiar but still real: common law and an independent legal system, free movement of capital, a simple tax regime, deep professional services, and a workforce comfortable operating in English, Cantonese and Mandarin. For digital businesses, two further strengths matter. The city is a practical place to run regional systems, with strong connectivity and no general requirement to keep data locally, and it sits at the meeting point of two very different digital ecosystems: the global platforms most of the world uses and the mainland Chinese platforms used across the Greater Bay Area.',
  },
  {
    type: 'paragraph',
    text: 'That bridging position is the opportunity. A Hong Kong team that can run a campaign on LinkedIn and Google for Singapore in the morning and manage a WeChat official account for Shenzhen buyers in the afternoon offers something few competitors can match.',
  },
  {
    type: 'figures',
    items: [
      { value: '11', label: 'cities in the Greater Bay Area, including Hong Kong and Macao' },
      { value: '≈86 million', label: 'people in the Greater Bay Area, according to official estimates' },
      { value: '≈680 million', label: 'people across the ten ASEAN member states, by regional estimates' },
    ],
  },
  { type: 'heading', text: 'The Greater Bay Area: one region, different systems' },
  {
    type: 'paragraph',
    text: 'The Greater Bay Area links Hong Kong and Macao with nine cities in Guangdong province, among them Shenzhen, Guangzhou, Dongguan and Foshan. For Hong Kong businesses it is the closest large market and, increasingly, a source of suppliers, talent and technology partners. It is also a place where almost every digital assumption changes at the boundary.',
  },
  {
    type: 'list',
    items: [
      'Platforms: WeChat, Douyin, Xiaohongshu and Baidu replace WhatsApp, Instagram and Google; a marketing plan needs different channels, not translated posts.',
      'Language: Simplified Chinese and mainland business terminology, reviewed by someone who knows the market.',
      'Hosting: websites and apps serving mainland users perform far better hosted inside the mainland, which brings licensing requirements of its own.',
      'Data: personal information collected in the mainland is governed by the Personal Information Protection Law, with rules on moving it out.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Cross-boundary data has become easier for Hong Kong firms in one specific respect. A simplified standard contract arrangement now exists for personal information flowing between the mainland Greater Bay Area cities and Hong Kong, reducing the paperwork for routine transfers such as customer service and HR records. It does not remove the need for a clear data map, but it makes a Hong Kong-hosted CRM serving Shenzhen customers more practical than it was a few years ago.',
  },
  { type: 'subheading', text: 'Where Hong Kong firms are winning in the Bay Area' },
  {
    type: 'paragraph',
    text: 'The strongest opportunities we see do not come from competing head-on with mainland firms on their home platforms, but from combining the two systems. Mainland manufacturers and technology companies going global need international websites, English-language content, LinkedIn and Google campaigns, and an understanding of overseas privacy rules. Hong Kong professional-services firms, in turn, can serve the growing number of Bay Area residents and businesses that work, study or invest across the boundary. Both depend on bilingual teams, dual-platform marketing and customer service that moves comfortably between WhatsApp and WeChat.',
  },
  { type: 'heading', text: 'ASEAN: six markets, not one' },
  {
    type: 'paragraph',
    text: 'Southeast Asia is frequently presented as a single opportunity. For planning purposes it is better to treat it as several. Singapore is a sophisticated, English-speaking market with high costs and intense competition. Malaysia offers a multilingual audience and a growing digital economy. Thailand, Vietnam, Indonesia and the Philippines combine large, young, mobile-first populations with marketplaces, super-apps and social commerce that behave differently from anything in Hong Kong.',
  },
  {
    type: 'paragraph',
    text: `Industry studies consistently rank the region among the fastest-growing digital economies in the world, with e-commerce, digital financial services and online travel leading. For Hong Kong B2B firms, the most accessible openings are often serving other businesses making that shift: logistics, professional services, software, and the marketing and data capabilities that regional brands are short of. We look at the consumer side in detail in our article on [Southeast Asia e-commerce growth](${paths.blog.article('southeast-asia-ecommerce')}), and our [digital marketing team](${paths.services.service('digital-marketing')}) runs campaigns across these markets from Hong Kong.`,
  },
  { type: 'heading', text: 'Cross-border payments are the quiet enabler' },
  {
    type: 'paragraph',
    text: 'Nothing slows regional expansion as reliably as payments. Customers in each market expect to pay the way they pay at home: FPS and cards in Hong Kong, Alipay and WeChat Pay in the mainland, PayNow in Singapore, PromptPay in Thailand, national QR schemes and e-wallets across the rest of ASEAN. A checkout that offers only international cards can lose a large share of willing buyers at the final step.',
  },
  {
    type: 'paragraph',
    text: 'The infrastructure is improving quickly. Real-time payment systems across the region are being linked bilaterally, QR payments increasingly work across borders, and payment providers can now settle multiple currencies into a single Hong Kong account. The transformation work is less about choosing a provider and more about the processes around it: automated reconciliation between payment platforms and accounting, clear handling of foreign exchange, and refund and dispute processes that customers in each market find familiar.',
  },
  {
    type: 'quote',
    text: 'Regional growth rarely stalls on the strategy. It stalls on a reconciliation spreadsheet that nobody can close at month end.',
    attribution: 'Harbourline Strategy Team',
  },
  { type: 'heading', text: 'Regulation: the differences that matter' },
  {
    type: 'paragraph',
    text: 'Asia has no equivalent of a single regional privacy regime. Each jurisdiction sets its own rules, and the differences shape system design.',
  },
  {
    type: 'list',
    items: [
      'Hong Kong’s Personal Data (Privacy) Ordinance is principles-based, with specific consent requirements for direct marketing and no general data localisation rule.',
      'The mainland’s Personal Information Protection Law and related data laws set stricter conditions on consent, sensitive data and transfers out of the country.',
      'Singapore, Malaysia, Thailand and the Philippines have comprehensive data protection laws, and Indonesia and Vietnam have recently introduced their own; rules on breach notification, consent and overseas transfers differ between them.',
      'Sector rules in financial services, insurance and healthcare often go further than general privacy law, especially on outsourcing and cloud hosting.',
      'E-invoicing, tax registration and consumer protection rules vary by market and affect how e-commerce and subscription businesses must operate.',
    ],
  },
  {
    type: 'paragraph',
    text: 'The practical answer is to design for the strictest market you plan to serve, keep a record of where each category of data is stored and why, and build consent management into systems from the beginning. Retrofitting compliance into a live platform is always more expensive than designing it in. This is general information rather than legal advice, and each market deserves a local review before launch.',
  },
  { type: 'heading', text: 'Talent: build hubs, not headcount' },
  {
    type: 'paragraph',
    text: 'Digital talent is scarce and expensive everywhere in the region, and Hong Kong is no exception. The companies expanding most successfully tend to keep strategy, client relationships and governance in Hong Kong while drawing on engineering and operations capacity elsewhere: Shenzhen and Guangzhou for product and hardware expertise, Kuala Lumpur, Ho Chi Minh City and Manila for development and support. Hong Kong’s talent admission schemes have also made it easier to bring specialists into the city.',
  },
  {
    type: 'paragraph',
    text: 'Equally important is upskilling the team you already have. AI tools now handle a large share of first drafts, translation support, reporting and routine customer enquiries, which means a small regional team can cover more markets than before, provided people are trained to use those tools well and to check what they produce. Working habits matter as much as tools: shared documentation, overlapping hours across time zones and clear ownership of each market keep a distributed team from drifting apart.',
  },
  { type: 'heading', text: 'Where to start: a 90-day plan' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Choose one or two priority markets based on existing customer demand, not on market size alone.',
      'Map your data: what you collect, where it is stored, and which laws apply in each target market.',
      'Audit payment and reconciliation processes, and add the local payment methods customers expect.',
      'Localise properly: native-language content, local platforms, and customer service hours that match the market.',
      'Decide which roles stay in Hong Kong, which are regional and which can be supported by automation.',
      'Run a controlled test, digital first, with clear success measures before committing to an office.',
    ],
  },
  {
    type: 'paragraph',
    text: `Asia rewards businesses that expand deliberately, and Hong Kong remains one of the best places from which to do it. If you are weighing a move into the Greater Bay Area or Southeast Asia, our [AI solutions](${paths.services.service('ai-solutions')}) and regional strategy teams can help you build the systems first and the footprint second. [Book a consultation](${paths.contact.scheduleConsultation}) to discuss which market, and which foundations, should come first for your organisation.`,
  },
];
