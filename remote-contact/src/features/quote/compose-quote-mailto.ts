import { company } from '@agency/shared/content/company';
import { quoteBudgetOptions, timelineOptions } from '@agency/shared/content/form-options';
import type { EnquiryEmail } from '../enquiry/enquiry-email';
import {
  bodyOf,
  contactInformationLines,
  listOrNoneSelected,
  mailtoOf,
  optionOrNotSpecified,
} from '../enquiry/enquiry-email';

/** The quote form's model: what the visitor typed, exactly as typed. */
export interface QuoteRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  /** A budget band value such as `10k-25k`; '' when unset. */
  budget: string;
  /** Names of the ticked services, in the order of the option list. */
  services: string[];
  /** A timeline value such as `asap`; '' when unset. */
  timeline: string;
  description: string;
}

export const emptyQuoteRequest: QuoteRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  budget: '',
  services: [],
  timeline: '',
  description: '',
};

export function composeQuoteSubject(request: QuoteRequest): string {
  return `Quote Request from ${request.firstName} ${request.lastName} - ${request.company}`;
}

export function composeQuoteBody(request: QuoteRequest): string {
  return bodyOf([
    'New Quote Request',
    '',
    ...contactInformationLines(request),
    '',
    'Project Details',
    `Budget Range: ${optionOrNotSpecified(quoteBudgetOptions, request.budget)}`,
    `Services Required: ${listOrNoneSelected(request.services)}`,
    `Timeline: ${optionOrNotSpecified(timelineOptions, request.timeline)}`,
    '',
    'Project Description:',
    request.description,
    '',
    '---',
    'This quote request was generated from the website quote form.',
  ]);
}

/** The quote request as an e-mail to the company mailbox (or to `to`). */
export function composeQuoteEmail(request: QuoteRequest, to: string = company.email): EnquiryEmail {
  return { to, subject: composeQuoteSubject(request), body: composeQuoteBody(request) };
}

/** The mailto: URL that opens the visitor's e-mail app with the quote request ready to send. */
export function composeQuoteMailto(request: QuoteRequest, to: string = company.email): string {
  return mailtoOf(composeQuoteEmail(request, to));
}
