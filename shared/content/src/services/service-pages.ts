import type { ServiceSlug } from '@agency/platform/routes';
import { aiSolutionsPage } from './service-pages/ai-solutions';
import { aiWorkflowAutomationPage } from './service-pages/ai-workflow-automation';
import { b2bMarketingPage } from './service-pages/b2b-marketing';
import { contentMarketingPage } from './service-pages/content-marketing';
import { crmSolutionsPage } from './service-pages/crm-solutions';
import { digitalMarketingPage } from './service-pages/digital-marketing';
import { emailMarketingPage } from './service-pages/email-marketing';
import { linkedinMarketingPage } from './service-pages/linkedin-marketing';
import { paidMarketingPage } from './service-pages/paid-marketing';
import type { ServicePageContent } from './service-pages/service-page';
import { socialMediaManagementPage } from './service-pages/social-media-management';
import { trainingPage } from './service-pages/training';
import { websiteDevelopmentPage } from './service-pages/website-development';

/** Labels every service page shares. */
export const servicePageLabels = {
  eyebrow: 'Services',
  atAGlance: 'At a glance',
} as const;

/** Each service page's content, one module per service in ./service-pages. */
export const servicePages: { readonly [Slug in ServiceSlug]: ServicePageContent } = {
  'content-marketing': contentMarketingPage,
  'digital-marketing': digitalMarketingPage,
  'social-media-management': socialMediaManagementPage,
  'linkedin-marketing': linkedinMarketingPage,
  'b2b-marketing': b2bMarketingPage,
  'email-marketing': emailMarketingPage,
  'paid-marketing': paidMarketingPage,
  'crm-solutions': crmSolutionsPage,
  'ai-solutions': aiSolutionsPage,
  'ai-workflow-automation': aiWorkflowAutomationPage,
  'website-development': websiteDevelopmentPage,
  training: trainingPage,
};
