import { aboutEyebrow } from '@agency/content/company-pages/about';
import { termsConditions } from '@agency/content/company-pages/legal';
import { LegalDocument } from '../components/legal-document';

/** /terms-conditions */
export function TermsConditionsPage() {
  return <LegalDocument content={termsConditions} eyebrow={aboutEyebrow} />;
}
