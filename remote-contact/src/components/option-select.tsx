import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Option } from '@agency/content/contact/form-options';

export interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  /** The empty first choice, e.g. "Select budget range". */
  placeholder: string;
  options: readonly Option[];
  required?: boolean;
}

/**
 * A native select (the platform's own picker on phones, keyboard type-ahead everywhere).
 * Its empty first choice makes `required` meaningful: the browser blocks submit until a
 * real option is chosen.
 */
export function OptionSelect({ id, name, label, placeholder, options, required = false }: OptionSelectProps) {
  return (
    <FormControl required={required} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} name={name} defaultValue="" input={<OutlinedInput label={label} notched />}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
