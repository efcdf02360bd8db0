import { aboutEyebrow } from '@agency/shared/content/about';
import { privacyPolicy } from '@agency/shared/content/legal';
import { LegalDocument } from '../components/legal-document';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <LegalDocument content={privacyPolicy} eyebrow={aboutEyebrow} />;
}
