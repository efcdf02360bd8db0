import type { ProjectSlug } from '@agency/content/portfolio/portfolio-facts';
import aiRecruitmentPlatform from './projects/ai-recruitment-platform.svg';
import businessConferencePortal from './projects/business-conference-portal.svg';
import clinicPatientManagement from './projects/clinic-patient-management.svg';
import elderlyCareFamilyPortal from './projects/elderly-care-family-portal.svg';
import foodDistributorOrdering from './projects/food-distributor-ordering.svg';
import freightTrackingDashboard from './projects/freight-tracking-dashboard.svg';
import healthProductsStore from './projects/health-products-store.svg';
import insuranceAgentPortal from './projects/insurance-agent-portal.svg';
import logisticsGroupWebsite from './projects/logistics-group-website.svg';
import medicalClaimsSelfService from './projects/medical-claims-self-service.svg';
import physiotherapyBookingApp from './projects/physiotherapy-booking-app.svg';
import propertyInvestorRelations from './projects/property-investor-relations.svg';
import smeInsuranceQuotation from './projects/sme-insurance-quotation.svg';
import trainingProviderPlatform from './projects/training-provider-platform.svg';
import wineImporterStore from './projects/wine-importer-store.svg';

/** Intrinsic size of every project visual (16:10), so the page reserves its space before it loads. */
export const projectImageSize = { width: 640, height: 400 } as const;

/** URL of each project's visual; the Record type makes a missing visual a compile error. */
export const projectImages: Record<ProjectSlug, string> = {
  'wine-importer-store': wineImporterStore,
  'clinic-patient-management': clinicPatientManagement,
  'insurance-agent-portal': insuranceAgentPortal,
  'health-products-store': healthProductsStore,
  'business-conference-portal': businessConferencePortal,
  'ai-recruitment-platform': aiRecruitmentPlatform,
  'food-distributor-ordering': foodDistributorOrdering,
  'physiotherapy-booking-app': physiotherapyBookingApp,
  'elderly-care-family-portal': elderlyCareFamilyPortal,
  'logistics-group-website': logisticsGroupWebsite,
  'property-investor-relations': propertyInvestorRelations,
  'sme-insurance-quotation': smeInsuranceQuotation,
  'medical-claims-self-service': medicalClaimsSelfService,
  'freight-tracking-dashboard': freightTrackingDashboard,
  'training-provider-platform': trainingProviderPlatform,
};
