/**
 * The words of the four enquiry forms' fields, and of the e-mail each form composes. What the
 * forms are made of (which fields, in which order, which are required) is the contact section's
 * field tables; the option lists are in form-options.ts (contact-catalog.ts gives each field its
 * own); the cards, the calendar and the hand-off to the e-mail app are in contact-pages.ts. In a
 * template, `{name}` stands for what the form fills in.
 */

/** Who is asking: the fields every form starts with. `mailLabel` is the e-mail's label where it is shorter. */
export const contactFieldWords = {
  firstName: { label: 'First Name' },
  lastName: { label: 'Last Name' },
  email: { label: 'Email' },
  phone: { label: 'Phone Number', mailLabel: 'Phone' },
  company: { label: 'Company Name', mailLabel: 'Company' },
  role: { label: 'Job Title' },
} as const;

/** The required agreement of the quote form: `{privacy}` and `{terms}` are the links to the two pages. */
export const consentWords = {
  text: 'I agree to the {privacy} and {terms}',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
} as const;

/** How every enquiry e-mail is written, whichever the form. */
export const mailWords = {
  contactHeading: 'Contact Information',
  /** The label of the line with the first and last names. */
  name: 'Name',
  /** A one-line field. */
  line: '{label}: {value}',
  /** A text area's label, on the line above its text. */
  textLabel: '{label}:',
  /** Between the ticked options of a checkbox list. */
  listSeparator: ', ',
  /** An option left unset (a select, a radio group, the date). */
  notSpecified: 'Not specified',
  /** A checkbox list with nothing ticked. */
  noneSelected: 'None selected',
  /** An optional free-text field left blank. */
  notProvided: 'Not provided',
} as const;

// In a subject, `{sender}` is the name, and the company where one was given: "Mei Wong - Acme Ltd".

export const quoteForm = {
  fields: {
    budget: { label: 'Budget Range', placeholder: 'Select budget range' },
    timeline: { label: 'Timeline', placeholder: 'Select timeline' },
    services: { label: 'Services Required', help: 'Select all that apply.' },
    description: { label: 'Project Description', placeholder: 'Your goals, the scope of the work and any deadlines' },
  },
  mail: {
    subject: 'Quote Request from {sender}',
    opening: 'New Quote Request',
    headings: { project: 'Project Details' },
    closing: 'This quote request was generated from the website quote form.',
  },
} as const;

export const consultationForm = {
  fields: {
    consultationType: {
      label: 'Consultation Type',
      placeholder: 'Select consultation type',
      /** A type with its usual length, as the visitor chooses it and the e-mail names it. */
      option: (type: string, duration: string) => `${type} (${duration})`,
    },
    preferredTime: { label: 'Preferred Time (Hong Kong time)', placeholder: 'Select preferred time' },
    meetingPreference: { label: 'Meeting Preference' },
    services: { label: 'Services of Interest', help: 'Optional. Select all that apply.' },
    objectives: {
      label: 'Your Objectives',
      mailLabel: 'Objectives',
      placeholder:
        'What you want to achieve, the challenges you face, and your preferred language (English, Cantonese or Mandarin)',
    },
  },
  mail: {
    subject: 'Consultation Request from {sender}',
    opening: 'New Consultation Request',
    headings: { consultation: 'Consultation Details' },
    closing: 'This consultation request was generated from the website consultation booking form.',
  },
} as const;

export const trainingForm = {
  fields: {
    teamSize: { label: 'Team Size', placeholder: 'Select team size' },
    urgency: { label: 'Training Timeline', placeholder: 'Select timeline' },
    skillLevel: { label: 'Skill Level', placeholder: 'Select skill level' },
    budget: { label: 'Training Budget', placeholder: 'Select budget' },
    formats: { label: 'Format Preference', help: 'Select all that apply.' },
    objectives: {
      label: 'Training Objectives',
      placeholder: 'The skills your team needs, the tools you use and what success looks like',
    },
  },
  mail: {
    subject: 'Training Inquiry from {sender}',
    opening: 'New Training Inquiry',
    headings: { training: 'Training Details' },
    closing: 'This training inquiry was generated from the website training inquiry form.',
  },
} as const;

export const partnershipForm = {
  fields: {
    companySize: { label: 'Company Size', placeholder: 'Select company size' },
    industry: { label: 'Industry', placeholder: 'e.g. Financial services, logistics, SaaS' },
    partnershipType: { label: 'Partnership Type', placeholder: 'Select partnership type' },
    website: { label: 'Company Website', mailLabel: 'Website', placeholder: 'https://www.example.com' },
    proposal: {
      label: 'Partnership Proposal',
      placeholder: 'What you offer, who your clients are and how we could work together',
    },
    goals: {
      label: 'Goals and Expectations',
      placeholder: 'What a successful first year of partnership would look like for you',
    },
  },
  mail: {
    subject: 'Partnership Inquiry from {sender}',
    opening: 'New Partnership Inquiry',
    headings: { company: 'Company Details', partnership: 'Partnership Details' },
    closing: 'This partnership inquiry was generated from the website partnership inquiry form.',
  },
} as const;
