import type { EnquiryCommonWords, EnquiryFormWords } from '@agency/platform/contracts';
import { buildEnquiry } from '../enquiry/build-enquiry';
import type { Enquiry, SelectField, TextAreaField, TextField } from '../enquiry/field-table';

/**
 * The partnership inquiry, in the page's words. Required: the contact fields, job title,
 * partnership type and proposal; the website, when given, must be a URL (the browser's url type
 * checks it).
 */
export function partnershipEnquiry(words: EnquiryFormWords<'partnership'>, common: EnquiryCommonWords): Enquiry {
  const { fields } = words;
  const companySize: SelectField = { ...fields.companySize, kind: 'select', name: 'companySize' };
  const industry: TextField = { ...fields.industry, kind: 'text', name: 'industry' };
  const partnershipType: SelectField = {
    ...fields.partnershipType,
    kind: 'select',
    name: 'partnershipType',
    id: 'type',
    required: true,
  };
  const website: TextField = { ...fields.website, kind: 'url', name: 'website', autoComplete: 'url' };
  const proposal: TextAreaField = {
    ...fields.proposal,
    kind: 'textarea',
    name: 'proposal',
    required: true,
    minHeight: 120,
  };
  const goals: TextAreaField = { ...fields.goals, kind: 'textarea', name: 'goals', minHeight: 100 };
  return buildEnquiry(words, common, {
    contact: { jobTitle: true },
    fields: [[companySize, industry, partnershipType, website], proposal, goals],
    sections: [
      { heading: words.mail.headings.company, fields: [companySize, industry, website] },
      { heading: words.mail.headings.partnership, fields: [partnershipType] },
    ],
  });
}
