import { aboutEyebrow } from '@agency/shared/content/about';
import { termsConditions } from '@agency/shared/content/legal';
import { LegalDocument } from '../components/legal-document';

/** /terms-conditions */
export default function TermsConditionsPage() {
  return <LegalDocument content={termsConditions} eyebrow={aboutEyebrow} />;
}
