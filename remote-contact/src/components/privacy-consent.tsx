import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { EnquiryCommonWords } from '@agency/platform/contracts';
import { CheckboxIcons, choiceSx } from './choice-icons';

export interface PrivacyConsentProps {
  id: string;
  name: string;
  /** The agreement in the page's words, with its two links (addresses in the page's language). */
  words: EnquiryCommonWords['consent'];
}

/** The required checkbox "I agree to the Privacy Policy and Terms of Service", with links to both. */
export function PrivacyConsent({ id, name, words }: PrivacyConsentProps) {
  const links = { privacy: words.privacy, terms: words.terms };
  // The agreement's text around its links: `{privacy}` and `{terms}` stand for them.
  const label = words.text.split(/\{(\w+)\}/).map((part, index) => {
    const link = index % 2 === 1 && Object.hasOwn(links, part) ? links[part as keyof typeof links] : undefined;
    return link ? (
      <Link key={part} href={link.href} target="_blank" rel="noopener">
        {link.label}
      </Link>
    ) : (
      part
    );
  });
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
          {label}
          <span aria-hidden="true">&thinsp;*</span>
        </>
      }
    />
  );
}
