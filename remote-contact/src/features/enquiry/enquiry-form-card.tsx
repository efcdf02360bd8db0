import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import type { EnquiryEmail } from './enquiry-email';
import type { EnquiryCopy } from './field-table';
import { useMailtoHandoff } from './use-mailto-handoff';

// The dialog (MUI Dialog, Modal, focus trap) shows only after a submit: it is fetched when the
// visitor starts on the form, not with the page.
const loadDialog = () => import('./mailto-handoff-dialog');
const MailtoHandoffDialog = lazy(() => loadDialog().then((module) => ({ default: module.MailtoHandoffDialog })));

export interface EnquiryFormCardProps {
  /** Prefix of every element id inside the card, so two forms never collide on one page. */
  idPrefix: string;
  /** Every word the card shows, in the page's language. */
  copy: EnquiryCopy;
  /** The mailbox the form is addressed to: its own action, in a browser that runs no script. */
  mailbox: string;
  /** Reads the submitted form and composes the e-mail. Runs only once the browser's validation passed. */
  compose: (form: HTMLFormElement) => EnquiryEmail;
  /** The form's fields. */
  children: ReactNode;
  /** The title's heading level: h2 on a form's own page, h3 inside a section of another page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A form card shared by the four enquiry forms: heading, fields, submit button and the
 * hand-off to the e-mail app. Validation is the browser's own (no noValidate), so submit only
 * fires for a valid form; the fields keep their values afterwards.
 *
 * The form is an island (contact/EnquiryForm): before its code has arrived, the browser checks
 * the fields on submit and the island runtime holds the submit until the code takes it. In a
 * browser that runs no script at all, the form's own action still reaches us: the browser hands
 * the fields to the visitor's e-mail app as plain text (`mailto:`, `text/plain`).
 */
export function EnquiryFormCard({
  idPrefix,
  copy,
  mailbox,
  compose,
  children,
  headingLevel = 'h2',
}: EnquiryFormCardProps) {
  const { handoff, dialogOpen, closeDialog, handOff } = useMailtoHandoff(copy.toast);
  const titleId = `${idPrefix}-title`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handOff(compose(event.currentTarget));
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component={headingLevel} id={titleId}>
          {copy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {copy.intro}
        </Typography>

        <Box
          component="form"
          action={`mailto:${mailbox}`}
          method="post"
          encType="text/plain"
          onSubmit={handleSubmit}
          onFocus={() => void loadDialog()}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {children}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button type="submit" variant="contained" size="large" endIcon={<SendOutlined aria-hidden />}>
              {copy.submitLabel}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
              {copy.submitNote}
            </Typography>
          </Box>
        </Box>
      </CardContent>
      {handoff && (
        <Suspense fallback={null}>
          <MailtoHandoffDialog
            idPrefix={idPrefix}
            open={dialogOpen}
            handoff={handoff}
            texts={copy.handoff}
            words={copy.dialog}
            onClose={closeDialog}
          />
        </Suspense>
      )}
    </Card>
  );
}
