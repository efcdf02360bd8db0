import { partnershipPage } from '@agency/shared/content/contact-pages';
import { companySizeOptions, partnershipTypeOptions } from '@agency/shared/content/form-options';
import { ContactFields } from '../../components/contact-fields';
import { FieldRow } from '../../components/field-row';
import { OptionSelect } from '../../components/option-select';
import { TextAreaField } from '../../components/text-area-field';
import { TextInputField } from '../../components/text-input-field';
import { EnquiryFormCard } from '../enquiry/enquiry-form-card';
import { readFormValues } from '../enquiry/read-form-data';
import type { PartnershipInquiry } from './compose-partnership-mailto';
import { composePartnershipEmail } from './compose-partnership-mailto';

function readPartnershipInquiry(form: HTMLFormElement): PartnershipInquiry {
  const { text } = readFormValues(form);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    role: text('role'),
    companySize: text('companySize'),
    industry: text('industry'),
    partnershipType: text('partnershipType'),
    website: text('website'),
    proposal: text('proposal'),
    goals: text('goals'),
  };
}

/**
 * The partnership inquiry form. Required: the contact fields, job title, partnership type and
 * proposal; the website, when given, must be a URL (the browser's url type checks it).
 */
export function PartnershipForm({ idPrefix = 'partnership' }: { idPrefix?: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <EnquiryFormCard
      idPrefix={idPrefix}
      copy={partnershipPage.form}
      compose={(form) => composePartnershipEmail(readPartnershipInquiry(form))}
    >
      <ContactFields idPrefix={idPrefix} withRole />
      <FieldRow>
        <OptionSelect
          id={id('company-size')}
          name="companySize"
          label="Company Size"
          placeholder="Select company size"
          options={companySizeOptions}
        />
        <TextInputField
          id={id('industry')}
          name="industry"
          label="Industry"
          placeholder="e.g. Financial services, logistics, SaaS"
        />
        <OptionSelect
          id={id('type')}
          name="partnershipType"
          label="Partnership Type"
          placeholder="Select partnership type"
          options={partnershipTypeOptions}
          required
        />
        <TextInputField
          id={id('website')}
          name="website"
          type="url"
          label="Company Website"
          placeholder="https://www.example.com"
          autoComplete="url"
          shrinkLabel
        />
      </FieldRow>
      <TextAreaField
        id={id('proposal')}
        name="proposal"
        label="Partnership Proposal"
        placeholder="What you offer, who your clients are and how we could work together"
        required
        minHeight={120}
      />
      <TextAreaField
        id={id('goals')}
        name="goals"
        label="Goals and Expectations"
        placeholder="What a successful first year of partnership would look like for you"
        minHeight={100}
      />
    </EnquiryFormCard>
  );
}
