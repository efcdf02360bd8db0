import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { useLocalized } from '@agency/ui/theme';
import { LegalDocument } from '../components/legal-document';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  const { aboutEyebrow, privacyPolicy, labelSeparator } = useLocalized(companyPagesCatalog);
  return <LegalDocument content={privacyPolicy} eyebrow={aboutEyebrow} labelSeparator={labelSeparator} />;
}
