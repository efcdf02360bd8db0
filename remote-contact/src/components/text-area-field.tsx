import { TextInputField } from './text-input-field';

export interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  required?: boolean;
  /** The spec's minimum height in pixels (120, or 100 for the partnership goals). */
  minHeight: number;
}

/** A multi-line text field that grows with its text from a minimum height. */
export function TextAreaField({ id, name, label, placeholder, required = false, minHeight }: TextAreaFieldProps) {
  return (
    <TextInputField
      id={id}
      name={name}
      label={label}
      placeholder={placeholder}
      required={required}
      multiline
      minRows={Math.round(minHeight / 24)}
      // The visible textarea only: MUI's hidden measuring twin (aria-hidden) must keep its natural height.
      sx={{ '& textarea:not([aria-hidden])': { minHeight } }}
    />
  );
}
