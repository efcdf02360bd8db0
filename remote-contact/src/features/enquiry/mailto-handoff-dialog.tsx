import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { showToast } from '@agency/platform/events';
import { openMailto } from '@agency/platform/mailto';
import { useState } from 'react';
import { copyToClipboard } from './copy-to-clipboard';
import type { EnquiryCopy } from './field-table';
import type { Handoff } from './use-mailto-handoff';

export interface MailtoHandoffDialogProps {
  /** Prefix of the dialog's element ids (the form's prefix). */
  idPrefix: string;
  open: boolean;
  handoff: Handoff | null;
  /** The dialog's heading and text in each case, naming what the form sends. */
  texts: EnquiryCopy['handoff'];
  /** The rest of the dialog's words. */
  words: EnquiryCopy['dialog'];
  onClose: () => void;
}

type Part = 'address' | 'subject' | 'message';

/**
 * The composed message, shown so nothing is lost: for visitors whose browser has no e-mail
 * app, and (before any e-mail app opens) for messages too long for a mailto: link.
 */
export function MailtoHandoffDialog({
  idPrefix,
  open,
  handoff,
  texts,
  words: copy,
  onClose,
}: MailtoHandoffDialogProps) {
  const [status, setStatus] = useState('');
  if (!handoff) return null;

  const { email, tooLong, subjectOnlyLink } = handoff;
  const id = (name: string) => `${idPrefix}-handoff-${name}`;
  const text = !tooLong ? texts.opened : subjectOnlyLink ? texts.tooLong : texts.tooLongForAnyLink;
  // Pasted text takes the platform's line breaks; CRLF is only what the mailto: URL needs.
  const values: Record<Part, string> = {
    address: email.to,
    subject: email.subject,
    message: email.body.replace(/\r\n/g, '\n'),
  };

  const copyPart = async (part: Part) => {
    if (await copyToClipboard(values[part])) {
      setStatus(copy.copied[part]);
      showToast(copy.copied[part], 'success');
    } else {
      setStatus(copy.copyFailed);
      showToast(copy.copyFailed, 'warning');
    }
  };

  const openEmailApp = (link: string) => {
    showToast(copy.pasteToast, 'info');
    openMailto(link);
  };

  const copyButton = (part: Part, label: string) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ContentCopyOutlined aria-hidden />}
      onClick={() => void copyPart(part)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="body"
      aria-labelledby={id('title')}
      aria-describedby={id('text')}
      slotProps={{ transition: { onExited: () => setStatus('') } }}
    >
      <DialogTitle id={id('title')} component="h2" variant="h4">
        {text.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={id('text')}>{text.text}</DialogContentText>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            alignItems: 'center',
            columnGap: 3,
            rowGap: 1.5,
            mt: 3,
            mb: 3,
            '& > div': { display: 'contents' },
            '& dt': { fontWeight: 700 },
            '& dd': {
              m: 0,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            },
          }}
        >
          <div>
            <dt>{copy.labels.to}</dt>
            <dd>
              <Box component="span" id={id('to')} sx={{ overflowWrap: 'anywhere' }}>
                {email.to}
              </Box>
              {copyButton('address', copy.copyAddress)}
            </dd>
          </div>
          <div>
            <dt>{copy.labels.subject}</dt>
            <dd>
              <Box component="span" id={id('subject')} sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                {email.subject}
              </Box>
              {copyButton('subject', copy.copySubject)}
            </dd>
          </div>
        </Box>

        <TextField
          id={id('message')}
          label={copy.labels.message}
          value={values.message}
          multiline
          minRows={6}
          maxRows={14}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          sx={{ '& textarea': { fontSize: '0.9rem', lineHeight: 1.6 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
          {copyButton('message', copy.copyMessage)}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
            {status}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {subjectOnlyLink && (
          <Button
            variant="contained"
            startIcon={<EmailOutlined aria-hidden />}
            onClick={() => openEmailApp(subjectOnlyLink)}
          >
            {copy.openEmailApp}
          </Button>
        )}
        <Button onClick={onClose}>{copy.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
