import { company } from '@agency/shared/content/company';
import { labelOf, quoteBudgetOptions, timelineOptions } from '@agency/shared/content/form-options';
import { buildMailto } from '@agency/shared/mailto';

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

const NOT_SPECIFIED = 'Not specified';
const NONE_SELECTED = 'None selected';

/** The label of a selected option; an unknown non-empty value is written as it is. */
function describe(options: Parameters<typeof labelOf>[0], value: string): string {
  if (!value) return NOT_SPECIFIED;
  return labelOf(options, value) ?? value;
}

export function composeQuoteSubject(request: QuoteRequest): string {
  return `Quote Request from ${request.firstName} ${request.lastName} - ${request.company}`;
}

export function composeQuoteBody(request: QuoteRequest): string {
  return [
    'New Quote Request',
    '',
    'Contact Information',
    `Name: ${request.firstName} ${request.lastName}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone}`,
    `Company: ${request.company}`,
    '',
    'Project Details',
    `Budget Range: ${describe(quoteBudgetOptions, request.budget)}`,
    `Services Required: ${request.services.length > 0 ? request.services.join(', ') : NONE_SELECTED}`,
    `Timeline: ${describe(timelineOptions, request.timeline)}`,
    '',
    'Project Description:',
    request.description,
    '',
    '---',
    'This quote request was generated from the website quote form.',
  ].join('\r\n');
}

/** The mailto: URL that opens the visitor's e-mail app with the quote request ready to send. */
export function composeQuoteMailto(request: QuoteRequest, to: string = company.email): string {
  return buildMailto(to, composeQuoteSubject(request), composeQuoteBody(request));
}
