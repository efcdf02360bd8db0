import { company } from '@agency/shared/content/company';
import {
  skillLevelOptions,
  teamSizeOptions,
  trainingBudgetOptions,
  urgencyOptions,
} from '@agency/shared/content/form-options';
import type { EnquiryEmail } from '../enquiry/enquiry-email';
import {
  bodyOf,
  contactInformationLines,
  listOrNoneSelected,
  mailtoOf,
  optionOrNotSpecified,
} from '../enquiry/enquiry-email';

/** The training inquiry form's model: what the visitor typed, exactly as typed. */
export interface TrainingInquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  /** `1-5` … `50+`; '' when unset. */
  teamSize: string;
  /** `asap` | `1-month` | `2-3-months` | `flexible`; '' when unset. */
  urgency: string;
  /** Names of the ticked formats, in the order of the option list. */
  formats: string[];
  /** `beginner` | `intermediate` | `advanced` | `mixed`; '' when unset. */
  skillLevel: string;
  objectives: string;
  /** `under-5k` | `5k-10k` | `10k-25k` | `25k+`; '' when unset. */
  budget: string;
}

export const emptyTrainingInquiry: TrainingInquiry = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  teamSize: '',
  urgency: '',
  formats: [],
  skillLevel: '',
  objectives: '',
  budget: '',
};

export function composeTrainingSubject(inquiry: TrainingInquiry): string {
  return `Training Inquiry from ${inquiry.firstName} ${inquiry.lastName} - ${inquiry.company}`;
}

export function composeTrainingBody(inquiry: TrainingInquiry): string {
  return bodyOf([
    'New Training Inquiry',
    '',
    ...contactInformationLines(inquiry, { role: inquiry.role }),
    '',
    'Training Details',
    `Team Size: ${optionOrNotSpecified(teamSizeOptions, inquiry.teamSize)}`,
    `Training Timeline: ${optionOrNotSpecified(urgencyOptions, inquiry.urgency)}`,
    `Format Preference: ${listOrNoneSelected(inquiry.formats)}`,
    `Skill Level: ${optionOrNotSpecified(skillLevelOptions, inquiry.skillLevel)}`,
    `Training Budget: ${optionOrNotSpecified(trainingBudgetOptions, inquiry.budget)}`,
    '',
    'Training Objectives:',
    inquiry.objectives,
    '',
    '---',
    'This training inquiry was generated from the website training inquiry form.',
  ]);
}

/** The training inquiry as an e-mail to the company mailbox (or to `to`). */
export function composeTrainingEmail(inquiry: TrainingInquiry, to: string = company.email): EnquiryEmail {
  return { to, subject: composeTrainingSubject(inquiry), body: composeTrainingBody(inquiry) };
}

/** The mailto: URL that opens the visitor's e-mail app with the training inquiry. */
export function composeTrainingMailto(inquiry: TrainingInquiry, to: string = company.email): string {
  return mailtoOf(composeTrainingEmail(inquiry, to));
}
