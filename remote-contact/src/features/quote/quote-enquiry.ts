import { quotePage } from '@agency/content/contact/contact-pages';
import { quoteBudgetOptions, serviceOptions, timelineOptions } from '@agency/content/contact/form-options';
import type { CheckboxesField, ConsentField, Enquiry, SelectField, TextAreaField } from '../enquiry/field-table';

const budget: SelectField = {
  kind: 'select',
  name: 'budget',
  label: 'Budget Range',
  placeholder: 'Select budget range',
  options: quoteBudgetOptions,
};
const timeline: SelectField = {
  kind: 'select',
  name: 'timeline',
  label: 'Timeline',
  placeholder: 'Select timeline',
  options: timelineOptions,
};
const services: CheckboxesField = {
  kind: 'checkboxes',
  name: 'services',
  id: 'service',
  label: 'Services Required',
  help: 'Select all that apply.',
  options: serviceOptions,
  markedRequired: true,
};
const description: TextAreaField = {
  kind: 'textarea',
  name: 'description',
  label: 'Project Description',
  placeholder: 'Your goals, the scope of the work and any deadlines',
  required: true,
  minHeight: 120,
};
const privacy: ConsentField = { kind: 'consent', name: 'privacy' };

/**
 * The quote request, on /contact/quote and in Home's #contact section. Required: the contact
 * fields, the description and the privacy checkbox.
 */
export const quoteEnquiry: Enquiry = {
  copy: quotePage.form,
  contact: {},
  fields: [[budget, timeline], services, description, privacy],
  mail: {
    title: 'Quote Request',
    formName: 'quote',
    sections: [{ heading: 'Project Details', fields: [budget, services, timeline] }],
  },
};
