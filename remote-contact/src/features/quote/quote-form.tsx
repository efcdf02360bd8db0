import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { quotePage } from '@agency/shared/content/contact-pages';
import { quoteBudgetOptions, serviceOptions, timelineOptions } from '@agency/shared/content/form-options';
import type { QuoteFormProps } from '@agency/shared/contracts';
import { paths } from '@agency/shared/routes';
import { RouterLink } from '@agency/shared/ui/router-link';
import type { ComponentType } from 'react';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ContactFields } from '../../components/contact-fields';
import { FieldRow } from '../../components/field-row';
import { OptionSelect } from '../../components/option-select';
import { TextAreaField } from '../../components/text-area-field';
import { EnquiryFormCard } from '../enquiry/enquiry-form-card';
import { readFormValues } from '../enquiry/read-form-data';
import type { QuoteRequest } from './compose-quote-mailto';
import { composeQuoteEmail } from './compose-quote-mailto';

/** The request as the visitor left it in the form, never trimmed. */
function readQuoteRequest(form: HTMLFormElement): QuoteRequest {
  const { text, ticked } = readFormValues(form);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    budget: text('budget'),
    services: ticked('services', serviceOptions),
    timeline: text('timeline'),
    description: text('description'),
  };
}

/**
 * The quote request form, on /contact/quote and (exposed as ./QuoteForm) in Home's #contact
 * section. Required: the contact fields, the description and the privacy checkbox.
 */
function QuoteForm({ idPrefix, headingLevel }: QuoteFormProps) {
  const prefix = idPrefix ?? 'quote';
  const id = (name: string) => `${prefix}-${name}`;

  return (
    <EnquiryFormCard
      idPrefix={prefix}
      headingLevel={headingLevel}
      copy={quotePage.form}
      compose={(form) => composeQuoteEmail(readQuoteRequest(form))}
    >
      <ContactFields idPrefix={prefix} />
      <FieldRow>
        <OptionSelect
          id={id('budget')}
          name="budget"
          label="Budget Range"
          placeholder="Select budget range"
          options={quoteBudgetOptions}
        />
        <OptionSelect
          id={id('timeline')}
          name="timeline"
          label="Timeline"
          placeholder="Select timeline"
          options={timelineOptions}
        />
      </FieldRow>
      <CheckboxGroup
        id={id('service')}
        name="services"
        legend="Services Required"
        help="Select all that apply."
        options={serviceOptions}
        markedRequired
      />
      <TextAreaField
        id={id('description')}
        name="description"
        label="Project Description"
        placeholder="Your goals, the scope of the work and any deadlines"
        required
        minHeight={120}
      />
      {/* Required through the input, and its * written into the label: FormControlLabel's own
          `required` (also taken from the control's) wraps label and * in a div, which a label may not hold. */}
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={<Checkbox id={id('privacy')} name="privacy" slotProps={{ input: { required: true } }} />}
        label={
          <>
            I agree to the{' '}
            <Link component={RouterLink} href={paths.privacyPolicy} target="_blank" rel="noopener">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} href={paths.termsConditions} target="_blank" rel="noopener">
              Terms of Service
            </Link>
            <span aria-hidden="true">&thinsp;*</span>
          </>
        }
      />
    </EnquiryFormCard>
  );
}

const checked: ComponentType<QuoteFormProps> = QuoteForm;
export default checked;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/shared/build-id';
