import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { contactCatalog } from '@agency/content/contact/contact-catalog';
import type { FormAsideCopy } from '@agency/content/contact/contact-pages';
import { companyFacts, mailtoHref } from '@agency/content/site/company-facts';
import { CheckList } from '@agency/ui/check-list';
import { useLocalized } from '@agency/ui/theme';

export interface FormAsideProps {
  /** Prefix of the panel's heading ids. */
  id: string;
  copy: FormAsideCopy;
}

/** Beside a form: what the visitor can expect, and the direct line for those who prefer to talk. */
export function FormAside({ id, copy }: FormAsideProps) {
  const titleId = `${id}-title`;
  const contactId = `${id}-contact-title`;
  const { directContact } = useLocalized(contactCatalog);
  const { labels } = directContact;
  return (
    <Box component="aside" aria-labelledby={titleId} sx={{ display: 'grid', gap: 3, pt: { lg: 5 } }}>
      <Typography variant="h4" component="h2" id={titleId}>
        {copy.title}
      </Typography>
      <CheckList items={copy.points} headingLevel="h3" />
      <Divider />
      <Box component="section" aria-labelledby={contactId}>
        <Typography variant="h5" component="h2" id={contactId}>
          {directContact.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {directContact.text}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{labels.email}</dt>
          <dd>
            <Link href={mailtoHref()}>{companyFacts.email}</Link>
          </dd>
          <dt>{labels.phone}</dt>
          <dd>
            <Link href={companyFacts.phoneHref}>{companyFacts.phone}</Link>
          </dd>
          <dt>{labels.hours}</dt>
          <dd>
            {directContact.hours[0]}
            <br />
            {directContact.hours[1]}
          </dd>
          <dt>{labels.office}</dt>
          <dd>{directContact.office}</dd>
        </Box>
      </Box>
    </Box>
  );
}
