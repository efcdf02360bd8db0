import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { useLocalized } from '@agency/ui/theme';
import { LegalDocument } from '../components/legal-document';

/** /terms-conditions */
export function TermsConditionsPage() {
  const { aboutEyebrow, termsConditions, labelSeparator } = useLocalized(companyPagesCatalog);
  return <LegalDocument content={termsConditions} eyebrow={aboutEyebrow} labelSeparator={labelSeparator} />;
}
