import type { SectionProps } from '@agency/shared/contracts';
import { RouteSummarySection } from '@agency/shared/ui/route-summary-section';
import type { ComponentType } from 'react';

/** The blog section: every route of the table, each with its heading and summary, until its pages are built. */
function BlogSection({ notFound }: SectionProps) {
  return <RouteSummarySection name="blog" eyebrow="Blog" notFound={notFound} />;
}

const Section: ComponentType<SectionProps> = BlogSection;
export default Section;
