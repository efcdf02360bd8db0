import { aboutEyebrow } from '@agency/content/company-pages/about';
import { privacyPolicy } from '@agency/content/company-pages/legal';
import { LegalDocument } from '../components/legal-document';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalDocument content={privacyPolicy} eyebrow={aboutEyebrow} />;
}
