import { trainingPage } from '@agency/shared/content/contact-pages';
import {
  skillLevelOptions,
  teamSizeOptions,
  trainingBudgetOptions,
  trainingFormatOptions,
  urgencyOptions,
} from '@agency/shared/content/form-options';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ContactFields } from '../../components/contact-fields';
import { FieldRow } from '../../components/field-row';
import { OptionSelect } from '../../components/option-select';
import { TextAreaField } from '../../components/text-area-field';
import { EnquiryFormCard } from '../enquiry/enquiry-form-card';
import { readFormValues } from '../enquiry/read-form-data';
import type { TrainingInquiry } from './compose-training-mailto';
import { composeTrainingEmail } from './compose-training-mailto';

function readTrainingInquiry(form: HTMLFormElement): TrainingInquiry {
  const { text, ticked } = readFormValues(form);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    role: text('role'),
    teamSize: text('teamSize'),
    urgency: text('urgency'),
    formats: ticked('formats', trainingFormatOptions),
    skillLevel: text('skillLevel'),
    objectives: text('objectives'),
    budget: text('budget'),
  };
}

/**
 * The training inquiry form. Required: the contact fields, job title and objectives; team size,
 * timeline, skill level and budget are optional, and Format Preference shows a * it does not enforce.
 */
export function TrainingForm({ idPrefix = 'training' }: { idPrefix?: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <EnquiryFormCard
      idPrefix={idPrefix}
      copy={trainingPage.form}
      compose={(form) => composeTrainingEmail(readTrainingInquiry(form))}
    >
      <ContactFields idPrefix={idPrefix} withRole />
      <FieldRow>
        <OptionSelect
          id={id('team-size')}
          name="teamSize"
          label="Team Size"
          placeholder="Select team size"
          options={teamSizeOptions}
        />
        <OptionSelect
          id={id('urgency')}
          name="urgency"
          label="Training Timeline"
          placeholder="Select timeline"
          options={urgencyOptions}
        />
        <OptionSelect
          id={id('skill-level')}
          name="skillLevel"
          label="Skill Level"
          placeholder="Select skill level"
          options={skillLevelOptions}
        />
        <OptionSelect
          id={id('budget')}
          name="budget"
          label="Training Budget"
          placeholder="Select budget"
          options={trainingBudgetOptions}
        />
      </FieldRow>
      <CheckboxGroup
        id={id('format')}
        name="formats"
        legend="Format Preference"
        help="Select all that apply."
        options={trainingFormatOptions}
        markedRequired
      />
      <TextAreaField
        id={id('objectives')}
        name="objectives"
        label="Training Objectives"
        placeholder="The skills your team needs, the tools you use and what success looks like"
        required
        minHeight={120}
      />
    </EnquiryFormCard>
  );
}
