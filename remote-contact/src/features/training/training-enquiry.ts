import type { EnquiryCommonWords, EnquiryFormWords } from '@agency/platform/contracts';
import { buildEnquiry, objectivesField } from '../enquiry/build-enquiry';
import type { CheckboxesField, Enquiry, SelectField } from '../enquiry/field-table';

/**
 * The training inquiry, in the page's words. Required: the contact fields, job title and
 * objectives; team size, timeline, skill level and budget are optional, and Format Preference
 * shows a * it does not enforce.
 */
export function trainingEnquiry(words: EnquiryFormWords<'training'>, common: EnquiryCommonWords): Enquiry {
  const { fields } = words;
  const teamSize: SelectField = { ...fields.teamSize, kind: 'select', name: 'teamSize' };
  const urgency: SelectField = { ...fields.urgency, kind: 'select', name: 'urgency' };
  const skillLevel: SelectField = { ...fields.skillLevel, kind: 'select', name: 'skillLevel' };
  const budget: SelectField = { ...fields.budget, kind: 'select', name: 'budget' };
  const formats: CheckboxesField = {
    ...fields.formats,
    kind: 'checkboxes',
    name: 'formats',
    id: 'format',
    markedRequired: true,
  };
  const objectives = objectivesField(fields.objectives);
  return buildEnquiry(words, common, {
    contact: { jobTitle: true },
    fields: [[teamSize, urgency, skillLevel, budget], formats, objectives],
    sections: [{ heading: words.mail.headings.training, fields: [teamSize, urgency, formats, skillLevel, budget] }],
  });
}
