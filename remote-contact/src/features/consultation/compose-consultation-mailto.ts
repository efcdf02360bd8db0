import { company } from '@agency/shared/content/company';
import {
  consultationTypeOptions,
  meetingPreferenceOptions,
  preferredTimeOptions,
} from '@agency/shared/content/form-options';
import type { EnquiryEmail } from '../enquiry/enquiry-email';
import {
  NOT_SPECIFIED,
  bodyOf,
  contactInformationLines,
  listOrNoneSelected,
  mailtoOf,
  optionOrNotSpecified,
  textOrNotProvided,
} from '../enquiry/enquiry-email';
import { formatPreferredDate } from './format-preferred-date';

/** The consultation booking form's model: what the visitor typed, exactly as typed. */
export interface ConsultationRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Optional on this form. */
  company: string;
  role: string;
  /** `strategy` | `technical` | `planning`. */
  consultationType: string;
  /** The day chosen on the calendar as `YYYY-MM-DD`; '' when none. */
  preferredDate: string;
  /** `morning` | `afternoon` | `evening`; '' when unset. */
  preferredTime: string;
  /** Names of the ticked services, in the order of the option list. */
  services: string[];
  /** `video` | `phone` | `in-person`; '' when unset. */
  meetingPreference: string;
  objectives: string;
}

export const emptyConsultationRequest: ConsultationRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  consultationType: '',
  preferredDate: '',
  preferredTime: '',
  services: [],
  meetingPreference: '',
  objectives: '',
};

/** "Consultation Request from FIRST LAST - COMPANY"; without " - COMPANY" when none was given. */
export function composeConsultationSubject(request: ConsultationRequest): string {
  const name = `${request.firstName} ${request.lastName}`;
  const from = request.company.trim() === '' ? name : `${name} - ${request.company}`;
  return `Consultation Request from ${from}`;
}

/** The consultation type with its usual length: "Strategy Consultation (30-60 mins)". */
function describeType(value: string): string {
  const option = consultationTypeOptions.find((candidate) => candidate.value === value);
  return option ? `${option.label} (${option.duration})` : optionOrNotSpecified(consultationTypeOptions, value);
}

export function composeConsultationBody(request: ConsultationRequest): string {
  return bodyOf([
    'New Consultation Request',
    '',
    ...contactInformationLines(request, { company: textOrNotProvided(request.company), role: request.role }),
    '',
    'Consultation Details',
    `Consultation Type: ${describeType(request.consultationType)}`,
    `Preferred Date: ${request.preferredDate ? formatPreferredDate(request.preferredDate) : NOT_SPECIFIED}`,
    `Preferred Time (Hong Kong time): ${optionOrNotSpecified(preferredTimeOptions, request.preferredTime)}`,
    `Meeting Preference: ${optionOrNotSpecified(meetingPreferenceOptions, request.meetingPreference)}`,
    `Services of Interest: ${listOrNoneSelected(request.services)}`,
    '',
    'Objectives:',
    request.objectives,
    '',
    '---',
    'This consultation request was generated from the website consultation booking form.',
  ]);
}

/** The consultation request as an e-mail to the company mailbox (or to `to`). */
export function composeConsultationEmail(request: ConsultationRequest, to: string = company.email): EnquiryEmail {
  return { to, subject: composeConsultationSubject(request), body: composeConsultationBody(request) };
}

/** The mailto: URL that opens the visitor's e-mail app with the consultation request. */
export function composeConsultationMailto(request: ConsultationRequest, to: string = company.email): string {
  return mailtoOf(composeConsultationEmail(request, to));
}
