import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A checkbox or radio button of a form in the page's HTML can be ticked before the form's code has
 * arrived. MUI draws the tick from its own state, which starts unticked; so both of a control's
 * icons are drawn, and CSS shows the one that matches the input itself (`:checked`), before and
 * after the code arrives alike. The same goes for the focus ring (`:focus-visible`).
 */
export const choiceSx: SxProps<Theme> = (theme) => ({
  '& .choice-on': { display: 'none' },
  '&:has(> input:checked)': { color: (theme.vars ?? theme).palette.primary.main },
  '&:has(> input:checked) .choice-on': { display: 'inline-block' },
  '&:has(> input:checked) .choice-off': { display: 'none' },
  '&:has(> input:focus-visible)': {
    outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
    outlineOffset: -2,
  },
});

export function CheckboxIcons() {
  return (
    <>
      <CheckBoxOutlineBlank className="choice-off" />
      <CheckBox className="choice-on" />
    </>
  );
}

export function RadioIcons() {
  return (
    <>
      <RadioButtonUnchecked className="choice-off" />
      <RadioButtonChecked className="choice-on" />
    </>
  );
}
