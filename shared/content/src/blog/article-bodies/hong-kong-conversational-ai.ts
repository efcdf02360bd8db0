import type { ArticleBody } from '../blog';
import { paths } from '@agency/platform/routes';

/** The body of the article of the same slug in `articles/`, loaded when the article is opened. */
export const body: ArticleBody = [
  {
    type: 'paragraph',
    text: '“唔該，想 check 下張 invoice 幾時到期？” A message like this — half Cantonese, half English, typed quickly on a phone — is completely ordinary in Hong Kong. It is also the point where most chatbots fail. They misread the language, answer in stiff Mandarin-flavoured Chinese, or ask the customer to choose from a menu that does not contain their question. The customer gives up and phones the hotline, and the business concludes that chatbots “do not work here”.',
  },
  {
    type: 'paragraph',
    text: 'They can work, and work very well, when they are designed for how Hong Kong people actually communicate. Advances in large language models over the past two years have made it realistic for SMEs and enterprises alike to deploy assistants that understand mixed-language messages, answer from the company’s own knowledge and hand over to a person at the right moment. This article explains what that takes, where it pays back and how to keep it on the right side of the Personal Data (Privacy) Ordinance.',
  },
  { type: 'heading', text: 'Why Hong Kong is a demanding market for chat' },
  { type: 'subheading', text: 'Three languages, two scripts, endless code-mixing' },
  {
    type: 'paragraph',
    text: 'A Hong Kong customer-service team routinely handles Cantonese written in colloquial characters, formal written Chinese, English, and Mandarin from visitors and partners across the Greater Bay Area, in both Traditional and Simplified script. Individual messages switch between languages mid-sentence, and romanised Cantonese appears too. An assistant that only handles standard Mandarin or formal English will misunderstand a large share of real conversations.',
  },
  {
    type: 'paragraph',
    text: 'Voice adds another layer. Many older customers still prefer to call, and Cantonese speech recognition has improved markedly, but accents, background noise on the MTR and rapid code-switching still trip up many systems. For most firms we recommend proving the assistant in text first, then extending to voice once the knowledge base and escalation rules are mature.',
  },
  { type: 'subheading', text: 'WhatsApp is where customers already are' },
  {
    type: 'paragraph',
    text: 'WhatsApp is the default messaging app for the great majority of Hong Kong smartphone users, and many customers would rather send a message than wait on hold. Mainland visitors and partners expect WeChat, while regional operations in Thailand or Taiwan meet customers on LINE, and in Malaysia or Singapore on WhatsApp again. A useful assistant therefore lives where conversations already happen — the official WhatsApp Business Platform, WeChat and your website — and shares one knowledge base and one conversation history across them.',
  },
  { type: 'heading', text: 'Where conversational AI earns its keep' },
  {
    type: 'paragraph',
    text: 'The best first projects combine high message volumes with answers that already exist somewhere in the business. In our work with Hong Kong firms, these use cases consistently deliver:',
  },
  {
    type: 'list',
    items: [
      'Order, delivery and invoice status, answered instantly by connecting the assistant to your order or accounting system.',
      'Appointment booking and rescheduling for clinics, salons, showrooms and professional services, including reminders.',
      'Product and policy questions for retailers, insurers and property managers, answered from approved documents.',
      'Lead qualification for B2B firms, capturing requirements and budget before passing a warm enquiry to sales.',
      'Internal helpdesks that answer staff questions about HR policies, IT procedures and product specifications.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Equally important is knowing where not to start. Regulated advice on insurance, investments or medical treatment, emotionally charged complaints and negotiations over price are better left to people, with the assistant gathering details and routing the case. Starting with these high-risk conversations is the fastest way to lose both customer trust and internal support for the project.',
  },
  {
    type: 'figures',
    items: [
      {
        value: '50–70%',
        label: 'of routine enquiries a well-grounded assistant typically resolves without a person',
      },
      { value: '24/7', label: 'coverage in Cantonese, English and Mandarin, including evenings and public holidays' },
      { value: 'Seconds', label: 'to a first useful reply, compared with hours for many email and form enquiries' },
    ],
  },
  {
    type: 'paragraph',
    text: `These results depend on integration. An assistant that can only recite FAQs is helpful; one that can look up an order in your [CRM](${paths.services.service('crm-solutions')}), book a slot and log the conversation against the customer’s record is transformative, because it completes the task instead of just describing it.`,
  },
  { type: 'heading', text: 'Designing trilingual assistants customers trust' },
  { type: 'subheading', text: 'Mirror the customer’s language and register' },
  {
    type: 'paragraph',
    text: 'The assistant should reply in the language and script the customer used, and match their tone. Colloquial Cantonese deserves a natural, friendly Cantonese reply; a formal English email deserves a formal answer. Test this with hundreds of genuine messages from your own inbox, not invented examples, and have native speakers review the replies. Small things — the right particles, local terms for districts and products, Hong Kong spellings — decide whether customers feel understood or processed.',
  },
  { type: 'subheading', text: 'Ground every answer in approved knowledge' },
  {
    type: 'paragraph',
    text: 'Modern assistants use retrieval: before answering, they search your own documents, price lists and policies and base the reply on what they find. This keeps answers current and sharply reduces invented information. It also puts responsibility where it belongs. Someone in the business must own the knowledge base, keep it bilingual and remove outdated material, or the assistant will confidently quote last year’s prices.',
  },
  { type: 'subheading', text: 'Hand over gracefully' },
  {
    type: 'paragraph',
    text: 'Customers do not mind talking to an assistant; they mind being trapped by one. Make it easy to reach a person at any point, pass the full conversation to the agent so the customer never repeats themselves, and set rules for automatic escalation: complaints, vulnerable customers, large orders and any question the assistant is unsure about. Be open that the customer is chatting with an AI assistant. Transparency builds more trust than a human-sounding name.',
  },
  {
    type: 'quote',
    text: 'A good assistant knows what it does not know. The moment it hands a frustrated customer to the right colleague, with the whole conversation attached, is as important as any answer it gives.',
    attribution: 'Harbourline AI Lab',
  },
  { type: 'heading', text: 'Privacy by design under the PDPO' },
  {
    type: 'paragraph',
    text: 'Chat conversations are full of personal data: names, phone numbers, addresses, order histories and sometimes health or financial details. The data protection principles of the Personal Data (Privacy) Ordinance apply in full, and the Privacy Commissioner’s guidance on artificial intelligence encourages risk assessment, human oversight and transparency. In practice, we build every assistant around these safeguards:',
  },
  {
    type: 'list',
    items: [
      'A clear collection notice at the start of a conversation explaining what is collected, why, and that an AI assistant is involved.',
      'Collecting only what the task needs; an assistant checking delivery status does not need an HKID number.',
      'Knowing where conversations and prompts are processed and stored, including any model provider outside Hong Kong, and covering this in contracts and notices.',
      'Defined retention periods for transcripts, with automatic deletion or anonymisation when they expire.',
      'Separate consent before any conversation data is used for direct marketing, in line with the ordinance’s direct marketing rules.',
      'Access controls and audit logs so that only authorised staff can read conversations, and every access is recorded.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Test for misuse as well as mistakes. Before launch, try to make the assistant reveal another customer’s details, ignore its instructions or promise discounts it cannot honour. Public-facing assistants will meet curious and occasionally hostile users, and it is far cheaper to discover weaknesses in a workshop than in a screenshot shared on social media.',
  },
  {
    type: 'paragraph',
    text: `If the assistant also feeds marketing, read our guide to [AI-powered marketing automation in Hong Kong](${paths.blog.article('ai-marketing-hong-kong')}), which covers consent records and opt-outs across WhatsApp, email and CRM in more detail.`,
  },
  { type: 'heading', text: 'Launching, measuring and improving' },
  {
    type: 'paragraph',
    text: 'A first assistant for a Hong Kong SME can usually go live in six to ten weeks. Build and integration commonly cost between HK$80,000 and HK$250,000 depending on channels and systems, with monthly running costs driven by message volumes and model usage. A disciplined launch looks like this:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Export three months of real conversations and group them by intent to find the ten questions that make up most of your volume.',
      'Assemble and clean the knowledge those answers need, in Traditional Chinese and English at minimum.',
      'Configure the assistant, connect one channel and one system, and test with native Cantonese, English and Mandarin speakers.',
      'Launch to a share of traffic with human review, escalation rules and a simple thumbs-up or thumbs-down on every answer.',
      'Review transcripts weekly, fix gaps in the knowledge base and extend to new channels and intents only when quality holds.',
    ],
  },
  {
    type: 'callout',
    title: 'Metrics that matter',
    text: 'Track resolution rate without a person, time to first reply, customer satisfaction after chat, escalation rate and the cost per resolved conversation. Watch quality as closely as volume: a rising resolution rate alongside falling satisfaction means the assistant is closing conversations it should be handing over.',
  },
  { type: 'heading', text: 'Getting started' },
  {
    type: 'paragraph',
    text: 'You do not have to choose between an expensive custom build and a rigid off-the-shelf bot. Most of our projects combine a proven messaging platform with a carefully configured language model, your own knowledge base and light integration work. That keeps costs predictable, avoids lock-in to a single model provider and lets the assistant improve as the underlying models do.',
  },
  {
    type: 'paragraph',
    text: `Conversational AI in Hong Kong has moved from novelty to dependable infrastructure, but only for firms that respect the way their customers speak and the trust they extend. Our [AI Solutions](${paths.services.service('ai-solutions')}) team designs, builds and supports trilingual assistants for WhatsApp, WeChat and the web, with privacy built in from the first workshop. [Schedule a consultation](${paths.contact.scheduleConsultation}) and bring a sample of your real customer messages — we will show you what an assistant could handle, and what it should not.`,
  },
];
