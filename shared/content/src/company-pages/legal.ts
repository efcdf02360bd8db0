import type { PageIntro } from './about';
import { joinAddress } from '../site/address';
import { company } from '../site/company';

/**
 * One block of a legal section: a string is a paragraph, `{ list }` a bulleted list.
 * Plain text only (no markup), so the same data can feed any renderer.
 */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The heading's id and the table of contents' anchor, unique within the document. */
  id: string;
  /** The heading without its number: sections are numbered 1, 2, 3… in the order given. */
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  intro: PageIntro;
  /** Rendered as `${label}${labelSeparator}${date}`; `iso` is the machine-readable date of the same day. */
  lastUpdated: { label: string; date: string; iso: string };
  /** Accessible name and visible heading of the table of contents. */
  tocTitle: string;
  /** Paragraphs before section 1. */
  preamble: readonly string[];
  sections: readonly LegalSection[];
}

/**
 * The company e-mail written with "[at]" in legal text, so that address harvesters that scan
 * pages for "@" skip it while a person still reads it at a glance.
 */
export const emailWithAt = company.email.replace('@', '[at]');

/** Between a label and what it labels ("Last updated: 13 August 2025"), as the language punctuates it. */
export const labelSeparator = ': ';

const postalAddress = joinAddress([company.name, ...company.address.lines], 'en');

export const privacyPolicy: LegalDocumentContent = {
  intro: {
    title: 'Privacy Policy',
    lead: `How ${company.name} collects, uses, protects and lets you access your personal data, in line with the Personal Data (Privacy) Ordinance of Hong Kong.`,
  },
  lastUpdated: { label: 'Last updated', date: '2025/8/13', iso: '2025-08-13' },
  tocTitle: 'Contents',
  preamble: [
    `This Privacy Policy explains how ${company.name} (“we”, “us” or “our”) handles personal data when you visit our website, contact us or work with us. Please read it together with our Terms & Conditions.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are and the Law That Applies',
      blocks: [
        `${company.name} is a digital transformation agency based in Hong Kong, with its office at ${joinAddress(company.address.lines, 'en')}. We are the data user responsible for the personal data described in this policy.`,
        'We handle personal data in accordance with the Personal Data (Privacy) Ordinance (Cap. 486) of the Laws of Hong Kong (the “Ordinance”) and its six Data Protection Principles, which govern how personal data is collected, kept accurate, used, secured, made transparent and made available for access and correction.',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Personal Data We Collect',
      blocks: [
        'We collect only the personal data we need to answer your enquiry and to provide our services. Depending on how you deal with us, this may include:',
        {
          list: [
            'your name, job title and the company you work for;',
            'your e-mail address, telephone number and preferred way of being contacted;',
            'the details you give us about your project, such as the services you are interested in, your budget range, your timeline and your objectives;',
            'records of our correspondence, meetings and consultations with you;',
            'for clients, billing details and the information needed to deliver the agreed services.',
          ],
        },
        'We do not ask for identity card numbers, financial account details or any sensitive personal data through our website, and we ask you not to send them to us unless we have specifically requested them for a lawful purpose.',
      ],
    },
    {
      id: 'how-we-collect',
      title: 'How We Collect Personal Data',
      blocks: [
        'Our website does not send the contents of its forms to us or to anyone else. When you complete a quote, consultation, training or partnership form, the website prepares an e-mail in your own e-mail program; nothing is transmitted until you choose to send that e-mail. We receive your personal data only when your message arrives in our mailbox.',
        'We also collect personal data directly from you when you telephone or e-mail us, meet us, attend our training or exchange business cards with us at an event.',
        'Our hosting provider automatically records limited technical information for each request to the website, such as the IP address, browser type and the time of the request. These server logs are used only to keep the website secure and available, and are deleted after a short period.',
      ],
    },
    {
      id: 'purposes-of-use',
      title: 'Purposes of Use',
      blocks: [
        'We use personal data only for the purposes for which it was collected, or for directly related purposes, namely to:',
        {
          list: [
            'reply to your enquiry and arrange consultations, meetings and training;',
            'prepare quotations and proposals and enter into agreements with you;',
            'deliver, manage and improve the services we provide to you;',
            'issue invoices, keep accounts and meet our legal, tax and regulatory obligations;',
            'protect the security of our website, systems and business.',
          ],
        },
        'We will not use your personal data for a new purpose that is not directly related to these purposes without first obtaining your voluntary and express consent.',
      ],
    },
    {
      id: 'direct-marketing',
      title: 'Direct Marketing',
      blocks: [
        'We will use your name and contact details to send you information about our services, events, training and industry insights only if you have given us your consent, as required by Part 6A of the Ordinance. Before asking for your consent, we will tell you which kinds of personal data we intend to use and which kinds of services or products we intend to promote.',
        `You may withdraw your consent at any time, free of charge, by replying “unsubscribe” to any marketing e-mail or by writing to ${emailWithAt}. We will then stop using your personal data for direct marketing without delay.`,
        'We do not sell, rent or provide personal data to any other person for their direct marketing.',
      ],
    },
    {
      id: 'disclosure',
      title: 'Disclosure of Personal Data',
      blocks: [
        'We keep personal data confidential. We may disclose it only to the following classes of recipients, and only to the extent needed for the purposes described above:',
        {
          list: [
            'service providers who support our business, such as e-mail, cloud storage, accounting and IT support providers, who are bound by contract to use the data only on our instructions and to keep it secure;',
            'our professional advisers, such as auditors and lawyers, under duties of confidentiality;',
            'courts, regulators, law enforcement agencies and other authorities where we are required or permitted by law to do so.',
          ],
        },
        'We never share your personal data with other parties for their own purposes without your consent.',
      ],
    },
    {
      id: 'cross-border-transfers',
      title: 'Cross-Border Data Transfers',
      blocks: [
        'Some of our service providers, such as cloud e-mail and storage providers, may store or process personal data in data centres outside Hong Kong. Where personal data is transferred outside Hong Kong, we take reasonable steps, including contractual safeguards, to ensure that it receives a level of protection comparable to that required by the Ordinance.',
        'If you are a client working with us across several markets, we may also transfer personal data to our partners in other jurisdictions where this is necessary to deliver the services you have asked for, and we will tell you in advance.',
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      blocks: [
        'We keep personal data no longer than is necessary to fulfil the purpose for which it was collected. In particular:',
        {
          list: [
            'enquiries that do not lead to an engagement are deleted within 24 months of our last contact;',
            'client and transaction records are kept for seven years after the end of the engagement, as required for accounting and tax purposes in Hong Kong;',
            'marketing contact details are deleted promptly after you withdraw your consent, except for the minimum needed to record your objection.',
          ],
        },
        'When personal data is no longer needed, we delete or irreversibly anonymise it.',
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      blocks: [
        'We take all practicable steps to protect personal data against unauthorised or accidental access, processing, erasure, loss or use. Our measures include:',
        {
          list: [
            'encryption of personal data in transit and at rest on our systems;',
            'access limited to authorised staff who need the data for their work, protected by multi-factor authentication;',
            'confidentiality obligations for all staff and contractors, and data protection terms with our service providers;',
            'regular reviews of our security measures and prompt handling of any incident.',
          ],
        },
        'No method of transmission over the internet is completely secure. E-mail you send us travels through your own e-mail provider, so please avoid including information you consider highly confidential until we have agreed a secure way to exchange it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Analytics',
      blocks: [
        'Our website sets no cookies for tracking or advertising, uses no analytics services and contains no third-party advertising or social media tracking code. We do not build profiles of visitors.',
        'When we try out a new version of part of the website on a share of visitors before everyone gets it, your browser receives one cookie, agency_bucket. It holds a random value and nothing else: no identifier of you, your device or your visits. It is used only to show you the same version on every page, and it expires after 30 days. It is set only while such a trial is running.',
        'To see how quickly our pages appear and respond, and whether they work, each page sends a short report to our own server when you leave it: how long it took to load and to react to your clicks and key presses, how much its layout moved, and any errors in its scripts, with the part of the website concerned and its version. The report carries the page’s address without anything after it (no search terms or form contents), shortened error messages and no identifier; it sets no cookie, your IP address is not stored, and only totals are kept. No third party receives it.',
        'Our own staff may review an unreleased version through a signed preview link, which sets a cookie, agency_preview, in that browser alone until the link expires, seven days at most. It is never set for other visitors.',
        'Your browser may keep copies of our pages and files in its cache so that the website loads faster on your next visit; this data stays on your device. If we ever introduce other cookies or analytics, we will update this policy first and ask for your consent where it is required.',
      ],
    },
    {
      id: 'access-and-correction',
      title: 'Your Rights of Access and Correction',
      blocks: [
        'Under the Ordinance you have the right to:',
        {
          list: [
            'ask whether we hold personal data about you and, if we do, to request a copy of it (a data access request);',
            'ask us to correct personal data about you that is inaccurate (a data correction request);',
            'ask about our policies and practices in relation to personal data and the kinds of personal data we hold.',
          ],
        },
        `Please send your request in writing to our Data Protection Officer at the address in section 14, or by e-mail to ${emailWithAt}. You may use the Data Access Request Form published by the Office of the Privacy Commissioner for Personal Data. We will respond within 40 days of receiving your request, as the Ordinance requires. We may charge a fee for complying with a data access request, which will not be excessive, and we will tell you the amount before we proceed.`,
      ],
    },
    {
      id: 'children',
      title: 'Children’s Privacy',
      blocks: [
        'Our website and services are intended for businesses and are not intended for children under 13. We do not knowingly collect personal data from children under 13.',
        `If you believe that a child under 13 has sent us personal data, please contact us at ${emailWithAt} and we will delete it promptly.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        'We may update this Privacy Policy from time to time to reflect changes in our practices or in the law. The revised policy will be published on this page with a new “Last updated” date. Where a change materially affects how we use personal data we already hold, we will tell you before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        'If you have any questions about this Privacy Policy or wish to make a data access or correction request, please contact our Data Protection Officer:',
        {
          list: [
            `Post: Data Protection Officer, ${postalAddress}`,
            `E-mail: ${emailWithAt}`,
            `Telephone: ${company.phone}`,
          ],
        },
        'If you are not satisfied with our response, you may lodge a complaint with the Office of the Privacy Commissioner for Personal Data, Hong Kong.',
      ],
    },
  ],
};

export const termsConditions: LegalDocumentContent = {
  intro: {
    title: 'Terms & Conditions',
    lead: `The terms that govern your use of the ${company.name} website: what you may expect from it, the limits of our responsibility and the law that applies.`,
  },
  lastUpdated: { label: 'Last updated', date: '13 August 2025', iso: '2025-08-13' },
  tocTitle: 'Contents',
  preamble: [
    `These Terms & Conditions (the “Terms”) apply to your access to and use of the website operated by ${company.name} (“we”, “us” or “our”). By using the website you agree to these Terms. If you do not agree, please do not use the website.`,
  ],
  sections: [
    {
      id: 'use-of-the-website',
      title: 'Use of the Website',
      blocks: [
        'You may use the website to learn about our company and services and to contact us. You agree not to use it in any way that is unlawful, that infringes the rights of others, or that could damage, disable or impair the website or interfere with anyone else’s use of it.',
        'You must not attempt to gain unauthorised access to the website, its servers or any connected systems, or collect information from the website by automated means without our written permission.',
      ],
    },
    {
      id: 'information-and-services',
      title: 'Information on the Website',
      blocks: [
        'The content of the website is provided for general information about our company and services. It does not constitute professional advice, an offer capable of acceptance or a guarantee of any particular result.',
        'Any engagement of our services is governed by a separate written proposal or agreement signed by both parties. Prices, timelines and deliverables become binding only when set out in such a document.',
      ],
    },
    {
      id: 'enquiries',
      title: 'Enquiries and Communications',
      blocks: [
        'The forms on the website do not submit information to us directly. They prepare an e-mail in your own e-mail program, which you review and send yourself. We are not responsible for messages that are not sent, are delayed or are not delivered by your e-mail provider.',
        'Please do not send us confidential information until we have agreed in writing how it will be handled. Personal data you send us is handled in accordance with our Privacy Policy.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        `All content on the website, including text, graphics, logos and software, is owned by or licensed to ${company.name} and is protected by the intellectual property laws of Hong Kong and other jurisdictions.`,
        'You may view, download and print pages for your own non-commercial use. You may not reproduce, modify, distribute or republish any content without our prior written consent.',
      ],
    },
    {
      id: 'disclaimer-of-warranties',
      title: 'Disclaimer of Warranties',
      blocks: [
        'The website and its content are provided “as is” and “as available”, without warranties of any kind, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement, to the fullest extent permitted by law.',
        'We do not warrant that the website will be uninterrupted, timely, secure or free of errors, viruses or other harmful components, or that any information on it is complete or up to date.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        `To the fullest extent permitted by law, ${company.name}, its directors, employees and partners shall not be liable for any direct, indirect, incidental, special, consequential or punitive losses or damages, including loss of profits, revenue, data or business opportunities, arising out of or in connection with your access to, use of or inability to use the website or its content, even if we have been advised of the possibility of such losses.`,
        'Nothing in these Terms excludes or limits any liability that cannot be excluded or limited under the laws of Hong Kong.',
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        `You agree to indemnify and hold harmless ${company.name}, its directors, employees and partners from and against any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of or in connection with your breach of these Terms or your misuse of the website.`,
      ],
    },
    {
      id: 'severability',
      title: 'Severability',
      blocks: [
        'If any provision of these Terms is found to be invalid, illegal or unenforceable by a court of competent jurisdiction, that provision shall be limited or removed to the minimum extent necessary, and the remaining provisions shall continue in full force and effect.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        'We may suspend or withdraw access to all or part of the website at any time, without notice and without liability, including if we believe you have breached these Terms.',
        'The sections on intellectual property, disclaimer of warranties, limitation of liability, indemnification and governing law survive any termination of your access to the website.',
      ],
    },
    {
      id: 'entire-agreement',
      title: 'Entire Agreement',
      blocks: [
        'These Terms, together with our Privacy Policy, constitute the entire agreement between you and us concerning your use of the website and supersede any prior understandings about it. A separate written agreement for our services prevails over these Terms in respect of those services.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      blocks: [
        'These Terms are governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region. You agree to submit to the non-exclusive jurisdiction of the courts of the Hong Kong Special Administrative Region in respect of any dispute arising out of or in connection with them.',
      ],
    },
    {
      id: 'changes-to-terms',
      title: 'Changes to These Terms',
      blocks: [
        'We may revise these Terms at any time by publishing an updated version on this page with a new “Last updated” date. Your continued use of the website after a revision is published means that you accept the revised Terms, so please check this page from time to time.',
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact Information',
      blocks: [
        'If you have any questions about these Terms, please contact us:',
        {
          list: [`Post: ${postalAddress}`, `E-mail: ${emailWithAt}`, `Telephone: ${company.phone}`],
        },
      ],
    },
  ],
};
