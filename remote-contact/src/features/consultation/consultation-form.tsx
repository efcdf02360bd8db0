import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { consultationPage } from '@agency/shared/content/contact-pages';
import {
  consultationTypeOptions,
  meetingPreferenceOptions,
  preferredTimeOptions,
  serviceOptions,
} from '@agency/shared/content/form-options';
import { useState } from 'react';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ContactFields } from '../../components/contact-fields';
import { FieldRow } from '../../components/field-row';
import { OptionSelect } from '../../components/option-select';
import { TextAreaField } from '../../components/text-area-field';
import { EnquiryFormCard } from '../enquiry/enquiry-form-card';
import { readFormValues } from '../enquiry/read-form-data';
import type { ConsultationRequest } from './compose-consultation-mailto';
import { composeConsultationEmail } from './compose-consultation-mailto';
import { PreferredDateField } from './preferred-date-field';

/** Each type with its usual length, as the visitor chooses it. */
const typeChoices = consultationTypeOptions.map((option) => ({
  value: option.value,
  label: `${option.label} (${option.duration})`,
}));

function readConsultationRequest(form: HTMLFormElement): ConsultationRequest {
  const { text, ticked } = readFormValues(form);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    role: text('role'),
    consultationType: text('consultationType'),
    preferredDate: text('preferredDate'),
    preferredTime: text('preferredTime'),
    services: ticked('services', serviceOptions),
    meetingPreference: text('meetingPreference'),
    objectives: text('objectives'),
  };
}

/**
 * The consultation booking form. Required: name, e-mail, phone, job title, consultation type
 * and objectives; company, date, time, services and meeting preference are optional.
 */
export function ConsultationForm({ idPrefix = 'consultation' }: { idPrefix?: string }) {
  const [preferredDate, setPreferredDate] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const meetingLabelId = id('meeting-label');

  return (
    <EnquiryFormCard
      idPrefix={idPrefix}
      copy={consultationPage.form}
      compose={(form) => composeConsultationEmail(readConsultationRequest(form))}
    >
      <ContactFields idPrefix={idPrefix} companyRequired={false} withRole />
      <FieldRow>
        <OptionSelect
          id={id('type')}
          name="consultationType"
          label="Consultation Type"
          placeholder="Select consultation type"
          options={typeChoices}
          required
        />
        <OptionSelect
          id={id('time')}
          name="preferredTime"
          label="Preferred Time (Hong Kong time)"
          placeholder="Select preferred time"
          options={preferredTimeOptions}
        />
      </FieldRow>
      <FieldRow>
        <PreferredDateField id={id('date')} name="preferredDate" value={preferredDate} onChange={setPreferredDate} />
        <FormControl component="fieldset" sx={{ minWidth: 0 }}>
          <FormLabel component="legend" id={meetingLabelId} sx={{ mb: 0.5, fontWeight: 600 }}>
            Meeting Preference
          </FormLabel>
          <RadioGroup name="meetingPreference" aria-labelledby={meetingLabelId}>
            {meetingPreferenceOptions.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio id={id(`meeting-${option.value}`)} />}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </FieldRow>
      <CheckboxGroup
        id={id('service')}
        name="services"
        legend="Services of Interest"
        help="Optional. Select all that apply."
        options={serviceOptions}
      />
      <TextAreaField
        id={id('objectives')}
        name="objectives"
        label="Your Objectives"
        placeholder="What you want to achieve, the challenges you face, and your preferred language (English, Cantonese or Mandarin)"
        required
        minHeight={120}
      />
    </EnquiryFormCard>
  );
}
