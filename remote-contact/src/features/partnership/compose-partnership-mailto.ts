import { company } from '@agency/shared/content/company';
import { companySizeOptions, partnershipTypeOptions } from '@agency/shared/content/form-options';
import type { EnquiryEmail } from '../enquiry/enquiry-email';
import {
  bodyOf,
  contactInformationLines,
  mailtoOf,
  optionOrNotSpecified,
  textOrNotProvided,
} from '../enquiry/enquiry-email';

/** The partnership inquiry form's model: what the visitor typed, exactly as typed. */
export interface PartnershipInquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  /** `1-10` … `1000+`; '' when unset. */
  companySize: string;
  industry: string;
  /** `strategic` | `channel` | `technology` | `joint-venture` | `other`. */
  partnershipType: string;
  /** A URL (the browser checks the form) or ''. */
  website: string;
  proposal: string;
  goals: string;
}

export const emptyPartnershipInquiry: PartnershipInquiry = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  companySize: '',
  industry: '',
  partnershipType: '',
  website: '',
  proposal: '',
  goals: '',
};

export function composePartnershipSubject(inquiry: PartnershipInquiry): string {
  return `Partnership Inquiry from ${inquiry.firstName} ${inquiry.lastName} - ${inquiry.company}`;
}

export function composePartnershipBody(inquiry: PartnershipInquiry): string {
  return bodyOf([
    'New Partnership Inquiry',
    '',
    ...contactInformationLines(inquiry, { role: inquiry.role }),
    '',
    'Company Details',
    `Company Size: ${optionOrNotSpecified(companySizeOptions, inquiry.companySize)}`,
    `Industry: ${textOrNotProvided(inquiry.industry)}`,
    `Website: ${textOrNotProvided(inquiry.website)}`,
    '',
    'Partnership Details',
    `Partnership Type: ${optionOrNotSpecified(partnershipTypeOptions, inquiry.partnershipType)}`,
    '',
    'Partnership Proposal:',
    inquiry.proposal,
    '',
    'Goals and Expectations:',
    textOrNotProvided(inquiry.goals),
    '',
    '---',
    'This partnership inquiry was generated from the website partnership inquiry form.',
  ]);
}

/** The partnership inquiry as an e-mail to the company mailbox (or to `to`). */
export function composePartnershipEmail(inquiry: PartnershipInquiry, to: string = company.email): EnquiryEmail {
  return { to, subject: composePartnershipSubject(inquiry), body: composePartnershipBody(inquiry) };
}

/** The mailto: URL that opens the visitor's e-mail app with the partnership inquiry. */
export function composePartnershipMailto(inquiry: PartnershipInquiry, to: string = company.email): string {
  return mailtoOf(composePartnershipEmail(inquiry, to));
}
