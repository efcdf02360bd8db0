import { partnershipPage } from '@agency/content/contact/contact-pages';
import { companySizeOptions, partnershipTypeOptions } from '@agency/content/contact/form-options';
import type { Enquiry, SelectField, TextAreaField, TextField } from '../enquiry/field-table';

const companySize: SelectField = {
  kind: 'select',
  name: 'companySize',
  label: 'Company Size',
  placeholder: 'Select company size',
  options: companySizeOptions,
};
const industry: TextField = {
  kind: 'text',
  name: 'industry',
  label: 'Industry',
  placeholder: 'e.g. Financial services, logistics, SaaS',
};
const partnershipType: SelectField = {
  kind: 'select',
  name: 'partnershipType',
  id: 'type',
  label: 'Partnership Type',
  placeholder: 'Select partnership type',
  options: partnershipTypeOptions,
  required: true,
};
const website: TextField = {
  kind: 'url',
  name: 'website',
  label: 'Company Website',
  mailLabel: 'Website',
  placeholder: 'https://www.example.com',
  autoComplete: 'url',
};
const proposal: TextAreaField = {
  kind: 'textarea',
  name: 'proposal',
  label: 'Partnership Proposal',
  placeholder: 'What you offer, who your clients are and how we could work together',
  required: true,
  minHeight: 120,
};
const goals: TextAreaField = {
  kind: 'textarea',
  name: 'goals',
  label: 'Goals and Expectations',
  placeholder: 'What a successful first year of partnership would look like for you',
  minHeight: 100,
};

/**
 * The partnership inquiry. Required: the contact fields, job title, partnership type and
 * proposal; the website, when given, must be a URL (the browser's url type checks it).
 */
export const partnershipEnquiry: Enquiry = {
  copy: partnershipPage.form,
  contact: { jobTitle: true },
  fields: [[companySize, industry, partnershipType, website], proposal, goals],
  mail: {
    title: 'Partnership Inquiry',
    formName: 'partnership inquiry',
    sections: [
      { heading: 'Company Details', fields: [companySize, industry, website] },
      { heading: 'Partnership Details', fields: [partnershipType] },
    ],
  },
};
