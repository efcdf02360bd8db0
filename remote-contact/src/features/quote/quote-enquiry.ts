import type { EnquiryCommonWords, EnquiryFormWords } from '@agency/platform/contracts';
import { buildEnquiry } from '../enquiry/build-enquiry';
import type { CheckboxesField, ConsentField, Enquiry, SelectField, TextAreaField } from '../enquiry/field-table';

/**
 * The quote request, on /contact/quote and in Home's #contact section, in the page's words.
 * Required: the contact fields, the description and the privacy checkbox.
 */
export function quoteEnquiry(words: EnquiryFormWords<'quote'>, common: EnquiryCommonWords): Enquiry {
  const { fields } = words;
  const budget: SelectField = { ...fields.budget, kind: 'select', name: 'budget' };
  const timeline: SelectField = { ...fields.timeline, kind: 'select', name: 'timeline' };
  const services: CheckboxesField = {
    ...fields.services,
    kind: 'checkboxes',
    name: 'services',
    id: 'service',
    markedRequired: true,
  };
  const description: TextAreaField = {
    ...fields.description,
    kind: 'textarea',
    name: 'description',
    required: true,
    minHeight: 120,
  };
  const privacy: ConsentField = { kind: 'consent', name: 'privacy', words: common.consent };
  return buildEnquiry(words, common, {
    contact: {},
    fields: [[budget, timeline], services, description, privacy],
    sections: [{ heading: words.mail.headings.project, fields: [budget, services, timeline] }],
  });
}
