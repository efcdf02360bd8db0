import { showToast } from '@agency/platform/events';
import { exceedsMailtoLimit, openMailto } from '@agency/platform/mailto';
import { useCallback, useState } from 'react';
import type { EnquiryEmail } from './enquiry-email';
import { mailtoOf, subjectOnlyMailtoOf } from './enquiry-email';

export interface Handoff {
  email: EnquiryEmail;
  /** The mailto: URL would be too long: the e-mail app was not opened, the visitor copies instead. */
  tooLong: boolean;
  /**
   * For a message too long to carry: the address-and-subject link the dialog offers, for the
   * copied message to be pasted into. Null when the message was carried, and when even this link
   * is past the limit (a very long subject): then the visitor copies every part.
   */
  subjectOnlyLink: string | null;
}

export interface MailtoHandoff {
  /** The last composed enquiry; kept after the dialog closes so it can animate out. */
  handoff: Handoff | null;
  dialogOpen: boolean;
  closeDialog: () => void;
  /** Sends a composed enquiry to the visitor's e-mail app, and always offers it in the dialog too. */
  handOff: (email: EnquiryEmail) => void;
}

/**
 * The one submission flow of the four forms. A short enquiry opens the e-mail app (with a toast
 * saying so) and the dialog offers the same message to copy, for browsers with no e-mail app.
 * A long one would be cut short by some e-mail apps, so only the dialog opens, saying why. Every
 * link the flow can open passes the same length guard here, so the dialog never builds one.
 */
export function useMailtoHandoff(toast: string): MailtoHandoff {
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const handOff = useCallback(
    (email: EnquiryEmail) => {
      const url = mailtoOf(email);
      if (exceedsMailtoLimit(url)) {
        // The subject alone can be past the limit too (it carries the company name as typed).
        const subjectOnly = subjectOnlyMailtoOf(email);
        setHandoff({ email, tooLong: true, subjectOnlyLink: exceedsMailtoLimit(subjectOnly) ? null : subjectOnly });
      } else {
        showToast(toast, 'info');
        openMailto(url);
        setHandoff({ email, tooLong: false, subjectOnlyLink: null });
      }
      setDialogOpen(true);
    },
    [toast],
  );
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  return { handoff, dialogOpen, closeDialog, handOff };
}
