import { trainingPage } from '@agency/content/contact/contact-pages';
import {
  skillLevelOptions,
  teamSizeOptions,
  trainingBudgetOptions,
  trainingFormatOptions,
  urgencyOptions,
} from '@agency/content/contact/form-options';
import type { CheckboxesField, Enquiry, SelectField, TextAreaField } from '../enquiry/field-table';

const teamSize: SelectField = {
  kind: 'select',
  name: 'teamSize',
  label: 'Team Size',
  placeholder: 'Select team size',
  options: teamSizeOptions,
};
const urgency: SelectField = {
  kind: 'select',
  name: 'urgency',
  label: 'Training Timeline',
  placeholder: 'Select timeline',
  options: urgencyOptions,
};
const skillLevel: SelectField = {
  kind: 'select',
  name: 'skillLevel',
  label: 'Skill Level',
  placeholder: 'Select skill level',
  options: skillLevelOptions,
};
const budget: SelectField = {
  kind: 'select',
  name: 'budget',
  label: 'Training Budget',
  placeholder: 'Select budget',
  options: trainingBudgetOptions,
};
const formats: CheckboxesField = {
  kind: 'checkboxes',
  name: 'formats',
  id: 'format',
  label: 'Format Preference',
  help: 'Select all that apply.',
  options: trainingFormatOptions,
  markedRequired: true,
};
const objectives: TextAreaField = {
  kind: 'textarea',
  name: 'objectives',
  label: 'Training Objectives',
  placeholder: 'The skills your team needs, the tools you use and what success looks like',
  required: true,
  minHeight: 120,
};

/**
 * The training inquiry. Required: the contact fields, job title and objectives; team size,
 * timeline, skill level and budget are optional, and Format Preference shows a * it does not enforce.
 */
export const trainingEnquiry: Enquiry = {
  copy: trainingPage.form,
  contact: { jobTitle: true },
  fields: [[teamSize, urgency, skillLevel, budget], formats, objectives],
  mail: {
    title: 'Training Inquiry',
    formName: 'training inquiry',
    sections: [{ heading: 'Training Details', fields: [teamSize, urgency, formats, skillLevel, budget] }],
  },
};
