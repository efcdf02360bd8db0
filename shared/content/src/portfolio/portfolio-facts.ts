/**
 * What the portfolio is in every language: its projects (by slug), the ones the overview
 * features, and where its pages' calls to action lead. No words of any language here.
 */
import { paths } from '@agency/platform/routes';

export const projectSlugs = [
  'wine-importer-store',
  'clinic-patient-management',
  'insurance-agent-portal',
  'health-products-store',
  'business-conference-portal',
  'ai-recruitment-platform',
  'food-distributor-ordering',
  'physiotherapy-booking-app',
  'elderly-care-family-portal',
  'logistics-group-website',
  'property-investor-relations',
  'sme-insurance-quotation',
  'medical-claims-self-service',
  'freight-tracking-dashboard',
  'training-provider-platform',
] as const;
export type ProjectSlug = (typeof projectSlugs)[number];

/** The overview's featured projects, in either language: the first six of the list. */
export const featuredProjects: readonly ProjectSlug[] = projectSlugs.slice(0, 6);

/** Every portfolio page closes with a route to a free consultation. */
export const portfolioCtaHref = paths.contact.scheduleConsultation;
