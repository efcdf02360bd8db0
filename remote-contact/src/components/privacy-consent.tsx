import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { paths } from '@agency/platform/routes';
import { CheckboxIcons, choiceSx } from './choice-icons';

export interface PrivacyConsentProps {
  id: string;
  name: string;
}

/** The required checkbox "I agree to the Privacy Policy and Terms of Service", with links to both. */
export function PrivacyConsent({ id, name }: PrivacyConsentProps) {
  return (
    // Required through the input, and its * written into the label: FormControlLabel's own
    // `required` (also taken from the control's) wraps label and * in a div, which a label may not hold.
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
      control={
        <Checkbox
          id={id}
          name={name}
          slotProps={{ input: { required: true } }}
          icon={<CheckboxIcons />}
          checkedIcon={<CheckboxIcons />}
          sx={choiceSx}
        />
      }
      label={
        <>
          I agree to the{' '}
          <Link href={paths.privacyPolicy} target="_blank" rel="noopener">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link href={paths.termsConditions} target="_blank" rel="noopener">
            Terms of Service
          </Link>
          <span aria-hidden="true">&thinsp;*</span>
        </>
      }
    />
  );
}
