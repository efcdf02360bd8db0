import Button from '@mui/material/Button';

export interface HeroAction {
  label: string;
  href: string;
}

export interface HeroActionsProps {
  primary: HeroAction;
  secondary?: HeroAction;
}

/** A hero's calls to action: the main one filled, an optional second one outlined beside it. */
export function HeroActions({ primary, secondary }: HeroActionsProps) {
  return (
    <>
      <Button href={primary.href} variant="contained" size="large">
        {primary.label}
      </Button>
      {secondary && (
        <Button href={secondary.href} variant="outlined" size="large">
          {secondary.label}
        </Button>
      )}
    </>
  );
}
