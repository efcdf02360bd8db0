import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Option } from '@agency/content/contact/form-options';
import { choiceSx, RadioIcons } from './choice-icons';

export interface OptionRadiosProps {
  /** Prefix of the ids of the legend and the radio buttons. */
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
}

/** One choice among a few, all in view (fieldset and legend); none is chosen at first. */
export function OptionRadios({ id, name, label, options }: OptionRadiosProps) {
  const legendId = `${id}-label`;
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup name={name} aria-labelledby={legendId}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              <Radio id={`${id}-${option.value}`} icon={<RadioIcons />} checkedIcon={<RadioIcons />} sx={choiceSx} />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
