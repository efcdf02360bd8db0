import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  /** Keeps the label above the field, so its placeholder (an example value) always shows. */
  shrinkLabel?: boolean;
  /** Makes it a text area that grows with its text from this height in pixels. */
  minHeight?: number;
}

/**
 * An outlined text field, or a text area that grows with its text: MUI's TextField without its Select, Menu, Popover and Modal, which a
 * TextField always bundles (they would double the contact section's first load). The label,
 * outline and required state are one compound control through FormControl, as in TextField.
 */
export function TextInputField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required = false,
  shrinkLabel,
  minHeight,
}: TextInputFieldProps) {
  const multiline = minHeight !== undefined;
  return (
    <FormControl
      required={required}
      fullWidth
      // The visible textarea only: MUI's hidden measuring twin (aria-hidden) must keep its natural height.
      sx={multiline ? { '& textarea:not([aria-hidden])': { minHeight } } : undefined}
    >
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        notched={shrinkLabel}
        autoComplete={autoComplete}
        // A blank placeholder when there is none: CSS tells an empty field by it (see the theme's
        // MuiFormControl), and MUI shows a placeholder only once the label has floated.
        placeholder={placeholder ?? ' '}
        defaultValue=""
        multiline={multiline}
        minRows={multiline ? Math.round(minHeight / 24) : undefined}
      />
    </FormControl>
  );
}
