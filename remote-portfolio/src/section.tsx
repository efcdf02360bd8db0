import type { SectionProps } from '@agency/shared/contracts';
import { RouteSummarySection } from '@agency/shared/ui/route-summary-section';
import type { ComponentType } from 'react';

/** The portfolio section: every route of the table, each with its heading and summary, until its pages are built. */
function PortfolioSection({ notFound }: SectionProps) {
  return <RouteSummarySection name="portfolio" eyebrow="Portfolio" notFound={notFound} />;
}

const Section: ComponentType<SectionProps> = PortfolioSection;
export default Section;
