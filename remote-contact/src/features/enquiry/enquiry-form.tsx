import { EnquiryFields } from './enquiry-fields';
import { EnquiryFormCard } from './enquiry-form-card';
import { composeEnquiryEmail } from './enquiry-email';
import type { Enquiry } from './field-table';
import { readEnquiry } from './read-enquiry';

export interface EnquiryFormProps {
  enquiry: Enquiry;
  /** Prefix of every element id inside the form, so two forms never collide on one page. */
  idPrefix: string;
  /** The title's heading level: h2 on a form's own page, h3 inside a section of another page. */
  headingLevel?: 'h2' | 'h3';
}

/** An enquiry form drawn from its field table, which also reads what was submitted and writes the e-mail. */
export function EnquiryForm({ enquiry, idPrefix, headingLevel }: EnquiryFormProps) {
  return (
    <EnquiryFormCard
      idPrefix={idPrefix}
      headingLevel={headingLevel}
      copy={enquiry.copy}
      mailbox={enquiry.mail.to}
      compose={(form) => composeEnquiryEmail(enquiry, readEnquiry(form, enquiry))}
    >
      <EnquiryFields enquiry={enquiry} idPrefix={idPrefix} />
    </EnquiryFormCard>
  );
}
