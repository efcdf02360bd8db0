import Box from '@mui/material/Box';
import type { FormAsideCopy } from '@agency/content/contact/contact-pages';
import { PageSection } from '@agency/ui/page-section';
import type { ReactNode } from 'react';
import { FormAside } from './form-aside';

export interface FormSectionProps {
  /** The section's anchor id (e.g. `quote-form`), also the prefix of the aside's ids. */
  id: string;
  aside: FormAsideCopy;
  /** The form card. */
  children: ReactNode;
}

/** A page's form band: the form card, and beside it (below it on narrow screens) the aside. */
export function FormSection({ id, aside, children }: FormSectionProps) {
  return (
    <PageSection id={id} tone="tinted">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, lg: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {children}
        <FormAside id={`${id}-aside`} copy={aside} />
      </Box>
    </PageSection>
  );
}
