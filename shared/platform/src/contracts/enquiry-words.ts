/**
 * The words of the enquiry forms, as the contact/EnquiryForm island takes them in its props: every
 * word the forms show or write into their e-mail, in the page's language. The island's code holds
 * the forms' structure (which fields, in which order, which are required); the page gives it this.
 * In a template, `{name}` stands for what the form fills in.
 */

/** The four enquiry forms, one island (contact/EnquiryForm) with the form's name as a prop. */
export type EnquiryFormName = 'quote' | 'consultation' | 'training' | 'partnership';

/** A choice of a select, a radio group or a checkbox list: its value, the same in every language, and its label. */
export interface ChoiceWords {
  value: string;
  label: string;
}

/** What a field says: its label, and the e-mail's label where it is shorter ("Phone" for "Phone Number"). */
export interface FieldWords {
  label: string;
  mailLabel?: string;
}

export interface TextFieldWords extends FieldWords {
  /** An example value. */
  placeholder?: string;
}

export interface TextAreaWords extends FieldWords {
  placeholder: string;
}

export interface SelectWords extends FieldWords {
  /** The empty first choice: "Select budget range". */
  placeholder: string;
  options: readonly ChoiceWords[];
}

export interface RadiosWords extends FieldWords {
  options: readonly ChoiceWords[];
}

export interface CheckboxesWords extends FieldWords {
  help: string;
  options: readonly ChoiceWords[];
}

/** The consultation's calendar: its words, and how it writes months, weekdays and the chosen day. */
export interface CalendarWords extends FieldWords {
  /** The page's language tag for Intl, `en-HK` or `zh-HK`: the month and weekday names, the chosen day. */
  intlLocale: string;
  /** How the chosen day is written (Intl's dateStyle, in Hong Kong time): "Friday, 27 November 2026", "2026年11月27日". */
  dateStyle: 'full' | 'long';
  help: string;
  loading: string;
  /** In place of the calendar in a browser that runs no script. */
  withoutScript: string;
  none: string;
  /** `{date}`: the chosen day. */
  selected: string;
  clear: string;
  unavailable: string;
  tryAgain: string;
  previousMonth: string;
  nextMonth: string;
}

/** Each form's own fields, by their names. */
export interface EnquiryFieldWords {
  quote: { budget: SelectWords; timeline: SelectWords; services: CheckboxesWords; description: TextAreaWords };
  consultation: {
    consultationType: SelectWords;
    preferredTime: SelectWords;
    preferredDate: CalendarWords;
    meetingPreference: RadiosWords;
    services: CheckboxesWords;
    objectives: TextAreaWords;
  };
  training: {
    teamSize: SelectWords;
    urgency: SelectWords;
    skillLevel: SelectWords;
    budget: SelectWords;
    formats: CheckboxesWords;
    objectives: TextAreaWords;
  };
  partnership: {
    companySize: SelectWords;
    industry: TextFieldWords;
    partnershipType: SelectWords;
    website: TextFieldWords;
    proposal: TextAreaWords;
    goals: TextAreaWords;
  };
}

/** The headings of each form's sections in its e-mail. */
export interface EnquiryMailHeadings {
  quote: { project: string };
  consultation: { consultation: string };
  training: { training: string };
  partnership: { company: string; partnership: string };
}

/** A form's own words in its e-mail. */
export interface EnquiryMailWords<Form extends EnquiryFormName> {
  /** `{sender}`: the name, and the company where one was given ("Mei Wong - Acme Ltd"). */
  subject: string;
  /** The body's first line. */
  opening: string;
  headings: EnquiryMailHeadings[Form];
  /** The body's last line, after `---`. */
  closing: string;
}

/** The hand-off dialog's heading and text. */
export interface HandoffTextWords {
  title: string;
  text: string;
}

/** One form's words. */
export interface EnquiryFormWords<Form extends EnquiryFormName> {
  /** The card's heading, which is also the form's accessible name. */
  title: string;
  intro: string;
  submitLabel: string;
  /** The toast raised as the e-mail app opens. */
  toast: string;
  fields: EnquiryFieldWords[Form];
  mail: EnquiryMailWords<Form>;
  /** The dialog: the e-mail app opening; the message too long for a link; even its subject too long. */
  handoff: { opened: HandoffTextWords; tooLong: HandoffTextWords; tooLongForAnyLink: HandoffTextWords };
}

/** A link inside a form's words: its text, and its address in the page's language. */
export interface LinkWords {
  label: string;
  href: string;
}

/** The words every form of a page shares. */
export interface EnquiryCommonWords {
  /** The mailbox every enquiry is addressed to. */
  to: string;
  contact: {
    firstName: FieldWords;
    lastName: FieldWords;
    email: FieldWords;
    phone: FieldWords;
    company: FieldWords;
    role: FieldWords;
  };
  /** The required agreement: `{privacy}` and `{terms}` are its two links. */
  consent: { text: string; privacy: LinkWords; terms: LinkWords };
  /** Under the submit button. */
  submitNote: string;
  mail: {
    contactHeading: string;
    /** The label of the line with the first and last names. */
    name: string;
    /** A one-line field: `{label}` and `{value}`. */
    line: string;
    /** A text area's label, on the line above its text: `{label}`. */
    textLabel: string;
    /** Between the ticked options of a checkbox list: ", ". */
    listSeparator: string;
    notSpecified: string;
    noneSelected: string;
    notProvided: string;
  };
  dialog: {
    labels: { to: string; subject: string; message: string };
    copyAddress: string;
    copySubject: string;
    copyMessage: string;
    openEmailApp: string;
    close: string;
    copied: { address: string; subject: string; message: string };
    copyFailed: string;
    /** The toast as the e-mail app opens for the copied message to be pasted in. */
    pasteToast: string;
  };
}
