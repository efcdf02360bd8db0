/** Traditional Chinese (Hong Kong) of ./service-pages.ts. */
import type { ServiceSlug } from '@agency/platform/routes';
import type { Translation } from '../locale/translation';
import type { servicePageLabels as englishServicePageLabels } from './service-pages';
import { aiSolutionsPage } from './service-pages/ai-solutions.zh-hk';
import { aiWorkflowAutomationPage } from './service-pages/ai-workflow-automation.zh-hk';
import { b2bMarketingPage } from './service-pages/b2b-marketing.zh-hk';
import { contentMarketingPage } from './service-pages/content-marketing.zh-hk';
import { crmSolutionsPage } from './service-pages/crm-solutions.zh-hk';
import { digitalMarketingPage } from './service-pages/digital-marketing.zh-hk';
import { emailMarketingPage } from './service-pages/email-marketing.zh-hk';
import { linkedinMarketingPage } from './service-pages/linkedin-marketing.zh-hk';
import { paidMarketingPage } from './service-pages/paid-marketing.zh-hk';
import type { ServicePageContent } from './service-pages/service-page';
import { socialMediaManagementPage } from './service-pages/social-media-management.zh-hk';
import { trainingPage } from './service-pages/training.zh-hk';
import { websiteDevelopmentPage } from './service-pages/website-development.zh-hk';

/** Labels every service page shares. */
export const servicePageLabels = {
  eyebrow: '服務',
  atAGlance: '重點一覽',
} satisfies Translation<typeof englishServicePageLabels>;

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
