import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Option } from '@agency/content/contact/form-options';
import { CheckboxIcons, choiceSx } from './choice-icons';

export interface CheckboxGroupProps {
  /** Prefix of the ids of the group's help text and checkboxes. */
  id: string;
  name: string;
  label: string;
  help: string;
  options: readonly Option[];
  /**
   * Shows the * of a required field without enforcing it: "Services Required" and
   * "Format preference" are marked required, yet none ticked is accepted (written "None selected").
   */
  markedRequired?: boolean;
}

/** `Digital Marketing` → `digital-marketing`, for element ids. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A labelled list of checkboxes (fieldset and legend). Each ticked box submits its value under
 * `name`, so ticking adds an option to the list and unticking removes it.
 */
export function CheckboxGroup({ id, name, label, help, options, markedRequired = false }: CheckboxGroupProps) {
  const helpId = `${id}-help`;
  return (
    <FormControl component="fieldset" aria-describedby={helpId} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" required={markedRequired} sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <FormHelperText id={helpId} sx={{ mx: 0, mt: 0, mb: 1 }}>
        {help}
      </FormHelperText>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                id={`${id}-${slug(option.value)}`}
                name={name}
                value={option.value}
                icon={<CheckboxIcons />}
                checkedIcon={<CheckboxIcons />}
                sx={choiceSx}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
