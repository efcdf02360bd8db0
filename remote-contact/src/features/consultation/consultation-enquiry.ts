import type { EnquiryCommonWords, EnquiryFormWords } from '@agency/platform/contracts';
import { createElement } from 'react';
import { buildEnquiry, objectivesField } from '../enquiry/build-enquiry';
import type { CheckboxesField, CustomField, Enquiry, RadiosField, SelectField } from '../enquiry/field-table';
import { formatPreferredDate } from './format-preferred-date';
import { PreferredDateField } from './preferred-date-field';

/**
 * The consultation booking, in the page's words. Required: name, e-mail, phone, job title,
 * consultation type and objectives; company, date, time, services and meeting preference are optional.
 */
export function consultationEnquiry(words: EnquiryFormWords<'consultation'>, common: EnquiryCommonWords): Enquiry {
  const { fields } = words;
  const consultationType: SelectField = {
    ...fields.consultationType,
    kind: 'select',
    name: 'consultationType',
    id: 'type',
    required: true,
  };
  const preferredTime: SelectField = { ...fields.preferredTime, kind: 'select', name: 'preferredTime', id: 'time' };
  const calendar = fields.preferredDate;
  const preferredDate: CustomField = {
    label: calendar.label,
    kind: 'custom',
    name: 'preferredDate',
    id: 'date',
    render: (props) => createElement(PreferredDateField, { ...props, words: calendar }),
    describe: (day) => formatPreferredDate(day, calendar.intlLocale, calendar.dateStyle),
  };
  const meetingPreference: RadiosField = {
    ...fields.meetingPreference,
    kind: 'radios',
    name: 'meetingPreference',
    id: 'meeting',
  };
  const services: CheckboxesField = { ...fields.services, kind: 'checkboxes', name: 'services', id: 'service' };
  const objectives = objectivesField(fields.objectives);
  return buildEnquiry(words, common, {
    contact: { companyOptional: true, jobTitle: true },
    fields: [[consultationType, preferredTime], [preferredDate, meetingPreference], services, objectives],
    sections: [
      {
        heading: words.mail.headings.consultation,
        fields: [consultationType, preferredDate, preferredTime, meetingPreference, services],
      },
    ],
  });
}
