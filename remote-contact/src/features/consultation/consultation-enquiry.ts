import { consultationPage } from '@agency/content/contact/contact-pages';
import {
  consultationTypeOptions,
  meetingPreferenceOptions,
  preferredTimeOptions,
  serviceOptions,
} from '@agency/content/contact/form-options';
import type {
  CheckboxesField,
  CustomField,
  Enquiry,
  RadiosField,
  SelectField,
  TextAreaField,
} from '../enquiry/field-table';
import { formatPreferredDate } from './format-preferred-date';
import { PreferredDateField } from './preferred-date-field';

const consultationType: SelectField = {
  kind: 'select',
  name: 'consultationType',
  id: 'type',
  label: 'Consultation Type',
  placeholder: 'Select consultation type',
  // Each type with its usual length, as the visitor chooses it and the e-mail names it.
  options: consultationTypeOptions.map((option) => ({
    value: option.value,
    label: `${option.label} (${option.duration})`,
  })),
  required: true,
};
const preferredTime: SelectField = {
  kind: 'select',
  name: 'preferredTime',
  id: 'time',
  label: 'Preferred Time (Hong Kong time)',
  placeholder: 'Select preferred time',
  options: preferredTimeOptions,
};
const preferredDate: CustomField = {
  kind: 'custom',
  name: 'preferredDate',
  id: 'date',
  label: consultationPage.calendar.label,
  Control: PreferredDateField,
  describe: formatPreferredDate,
};
const meetingPreference: RadiosField = {
  kind: 'radios',
  name: 'meetingPreference',
  id: 'meeting',
  label: 'Meeting Preference',
  options: meetingPreferenceOptions,
};
const services: CheckboxesField = {
  kind: 'checkboxes',
  name: 'services',
  id: 'service',
  label: 'Services of Interest',
  help: 'Optional. Select all that apply.',
  options: serviceOptions,
};
const objectives: TextAreaField = {
  kind: 'textarea',
  name: 'objectives',
  label: 'Your Objectives',
  mailLabel: 'Objectives',
  placeholder:
    'What you want to achieve, the challenges you face, and your preferred language (English, Cantonese or Mandarin)',
  required: true,
  minHeight: 120,
};

/**
 * The consultation booking. Required: name, e-mail, phone, job title, consultation type and
 * objectives; company, date, time, services and meeting preference are optional.
 */
export const consultationEnquiry: Enquiry = {
  copy: consultationPage.form,
  contact: { companyOptional: true, jobTitle: true },
  fields: [[consultationType, preferredTime], [preferredDate, meetingPreference], services, objectives],
  mail: {
    title: 'Consultation Request',
    formName: 'consultation booking',
    sections: [
      {
        heading: 'Consultation Details',
        fields: [consultationType, preferredDate, preferredTime, meetingPreference, services],
      },
    ],
  },
};
