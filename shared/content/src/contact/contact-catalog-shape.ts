/**
 * What one language's contact catalog holds (contact-catalog.ts), and how that language's modules
 * of copy make one: each enquiry form's words as the contact/EnquiryForm island takes them in its
 * props (its code holds none).
 */
import type {
  CalendarWords,
  EnquiryCommonWords,
  EnquiryFieldWords,
  EnquiryFormName,
  EnquiryFormWords,
} from '@agency/platform/contracts';
import type { Locale } from '@agency/platform/routes';
import { localizedPath, paths } from '@agency/platform/routes';
import { INTL_LOCALE } from '../locale/dates';
import type { Translation } from '../locale/translation';
import { companyFacts } from '../site/company-facts';
import type * as englishPages from './contact-pages';
import type * as englishForms from './enquiry-forms';
import type * as englishOptions from './form-options';

type Pages = Translation<typeof englishPages>;
type Forms = Translation<typeof englishForms>;
type Options = Translation<typeof englishOptions>;

export interface ContactCatalog {
  quotePage: Pages['quotePage'];
  consultationPage: Pages['consultationPage'];
  trainingPage: Pages['trainingPage'];
  partnershipPage: Pages['partnershipPage'];
  directContact: Pages['directContact'];
  /** The three consultation types: name and usual length. */
  consultationTypes: Options['consultationTypeOptions'];
  /** Each enquiry form's words, as its island takes them. */
  forms: { readonly [Form in EnquiryFormName]: EnquiryFormWords<Form> };
  /** The words the forms share, as their island takes them. */
  formCommon: EnquiryCommonWords;
}

/** A language's modules of contact copy. */
export interface ContactLanguage {
  locale: Locale;
  pages: Pages;
  forms: Forms;
  options: Options;
}

/** How each language writes the day chosen on the consultation's calendar. */
const chosenDayStyle: Readonly<Record<Locale, CalendarWords['dateStyle']>> = {
  // English names the weekday, as its e-mails always have: "Friday, 27 November 2026".
  en: 'full',
  // Chinese writes the long form: 2026年11月27日.
  'zh-HK': 'long',
};

/** Each form's fields: their words, each with its options, and the consultation's calendar. */
function fieldsOf(
  { quoteForm, consultationForm, trainingForm, partnershipForm }: Forms,
  options: Options,
  calendar: CalendarWords,
): EnquiryFieldWords {
  const { consultationType, preferredTime, meetingPreference, services } = consultationForm.fields;
  return {
    quote: {
      ...quoteForm.fields,
      budget: { ...quoteForm.fields.budget, options: options.quoteBudgetOptions },
      timeline: { ...quoteForm.fields.timeline, options: options.timelineOptions },
      services: { ...quoteForm.fields.services, options: options.serviceOptions },
    },
    consultation: {
      ...consultationForm.fields,
      consultationType: {
        label: consultationType.label,
        placeholder: consultationType.placeholder,
        options: options.consultationTypeOptions.map(({ value, label, duration }) => ({
          value,
          label: consultationType.option(label, duration),
        })),
      },
      preferredTime: { ...preferredTime, options: options.preferredTimeOptions },
      preferredDate: calendar,
      meetingPreference: { ...meetingPreference, options: options.meetingPreferenceOptions },
      services: { ...services, options: options.serviceOptions },
    },
    training: {
      ...trainingForm.fields,
      teamSize: { ...trainingForm.fields.teamSize, options: options.teamSizeOptions },
      urgency: { ...trainingForm.fields.urgency, options: options.urgencyOptions },
      skillLevel: { ...trainingForm.fields.skillLevel, options: options.skillLevelOptions },
      budget: { ...trainingForm.fields.budget, options: options.trainingBudgetOptions },
      formats: { ...trainingForm.fields.formats, options: options.trainingFormatOptions },
    },
    partnership: {
      ...partnershipForm.fields,
      companySize: { ...partnershipForm.fields.companySize, options: options.companySizeOptions },
      partnershipType: { ...partnershipForm.fields.partnershipType, options: options.partnershipTypeOptions },
    },
  };
}

/** A form's words: its card, its fields and e-mail, and the toast and hand-off dialog naming what it sends. */
function formWords<Form extends EnquiryFormName>(
  { mailtoHandoff }: Pages,
  card: Pages['quotePage']['form'],
  fields: EnquiryFieldWords[Form],
  mail: EnquiryFormWords<Form>['mail'],
): EnquiryFormWords<Form> {
  const { openingToast, opened, tooLong, tooLongForAnyLink } = mailtoHandoff;
  return {
    title: card.title,
    intro: card.intro,
    submitLabel: card.submitLabel,
    toast: openingToast(card.what),
    fields,
    mail,
    handoff: {
      opened: { title: opened.title, text: opened.text(card.what) },
      tooLong: { title: tooLong.title, text: tooLong.text(card.what) },
      tooLongForAnyLink: { title: tooLongForAnyLink.title, text: tooLongForAnyLink.text(card.what) },
    },
  };
}

/** One language's catalog, from its modules of copy. */
export function contactCatalogOf({ locale, pages, forms, options }: ContactLanguage): ContactCatalog {
  const {
    submitNote,
    labels,
    copyAddress,
    copySubject,
    copyMessage,
    openEmailApp,
    close,
    copied,
    copyFailed,
    pasteToast,
  } = pages.mailtoHandoff;
  const { consentWords } = forms;
  const calendar = {
    ...pages.consultationPage.calendar,
    intlLocale: INTL_LOCALE[locale],
    dateStyle: chosenDayStyle[locale],
  };
  const fields = fieldsOf(forms, options, calendar);
  return {
    quotePage: pages.quotePage,
    consultationPage: pages.consultationPage,
    trainingPage: pages.trainingPage,
    partnershipPage: pages.partnershipPage,
    directContact: pages.directContact,
    consultationTypes: options.consultationTypeOptions,
    forms: {
      quote: formWords(pages, pages.quotePage.form, fields.quote, forms.quoteForm.mail),
      consultation: formWords(pages, pages.consultationPage.form, fields.consultation, forms.consultationForm.mail),
      training: formWords(pages, pages.trainingPage.form, fields.training, forms.trainingForm.mail),
      partnership: formWords(pages, pages.partnershipPage.form, fields.partnership, forms.partnershipForm.mail),
    },
    formCommon: {
      to: companyFacts.email,
      contact: forms.contactFieldWords,
      consent: {
        text: consentWords.text,
        privacy: { label: consentWords.privacy, href: localizedPath(paths.privacyPolicy, locale) },
        terms: { label: consentWords.terms, href: localizedPath(paths.termsConditions, locale) },
      },
      submitNote,
      mail: forms.mailWords,
      dialog: { labels, copyAddress, copySubject, copyMessage, openEmailApp, close, copied, copyFailed, pasteToast },
    },
  };
}
