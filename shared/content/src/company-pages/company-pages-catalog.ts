/**
 * The shell's company pages in each language, as they read them (`useLocalized(companyPagesCatalog)`):
 * Home, the four About pages, the FAQ (with its FAQPage JSON-LD) and the two legal documents.
 */
import type { Localized } from '../locale/localized';
import { faqPageData } from '../site/structured-data';
import type { OfficeContent, StoryContent, ValuesContent, WhyChooseUsContent } from './about';
import * as englishAbout from './about';
import * as chineseAbout from './about.zh-hk';
import type { FaqItem, FaqPageContent } from './faq';
import * as englishFaq from './faq';
import * as chineseFaq from './faq.zh-hk';
import type { HomeContent } from './home';
import * as englishHome from './home';
import * as chineseHome from './home.zh-hk';
import type { LegalDocumentContent } from './legal';
import * as englishLegal from './legal';
import * as chineseLegal from './legal.zh-hk';

export interface CompanyPagesCatalog {
  /** The eyebrow above the h1 of every page of the About Us menu (About, legal and FAQ). */
  aboutEyebrow: string;
  home: HomeContent;
  ourStory: StoryContent;
  ourValues: ValuesContent;
  whyChooseUs: WhyChooseUsContent;
  ourOffice: OfficeContent;
  faq: {
    page: FaqPageContent;
    items: readonly FaqItem[];
    /** schema.org FAQPage: the same questions and answers. */
    structuredData: Record<string, unknown>;
  };
  privacyPolicy: LegalDocumentContent;
  termsConditions: LegalDocumentContent;
  /** Between a label and what it labels ("Last updated: 13 August 2025"), as the language punctuates it. */
  labelSeparator: string;
}

interface LanguageModules {
  about: Pick<CompanyPagesCatalog, 'aboutEyebrow' | 'ourStory' | 'ourValues' | 'whyChooseUs' | 'ourOffice'>;
  home: { home: HomeContent };
  faq: { faqPage: FaqPageContent; faqItems: readonly FaqItem[] };
  legal: Pick<CompanyPagesCatalog, 'privacyPolicy' | 'termsConditions' | 'labelSeparator'>;
}

/** One language's catalog, from its modules (each language's modules export the same names). */
function catalog({ about, home, faq, legal }: LanguageModules): CompanyPagesCatalog {
  return {
    aboutEyebrow: about.aboutEyebrow,
    home: home.home,
    ourStory: about.ourStory,
    ourValues: about.ourValues,
    whyChooseUs: about.whyChooseUs,
    ourOffice: about.ourOffice,
    faq: { page: faq.faqPage, items: faq.faqItems, structuredData: faqPageData(faq.faqItems) },
    privacyPolicy: legal.privacyPolicy,
    termsConditions: legal.termsConditions,
    labelSeparator: legal.labelSeparator,
  };
}

export const companyPagesCatalog: Localized<CompanyPagesCatalog> = {
  en: catalog({ about: englishAbout, home: englishHome, faq: englishFaq, legal: englishLegal }),
  'zh-HK': catalog({ about: chineseAbout, home: chineseHome, faq: chineseFaq, legal: chineseLegal }),
};
