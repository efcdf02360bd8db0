import { paths } from '@agency/shared/routes';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import ServiceGrid from '../components/service-grid';

/** /services and /services/all-services: the twelve services and a call to action. */
export function ServicesOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Our Services"
        lead="Marketing, AI and engineering expertise in one Hong Kong team. Start with the capability you need today and add the rest as you grow — every engagement begins with a free consultation and a transparent plan."
      />
      <PageSection>
        <ServiceGrid cardHeadingLevel="h2" />
      </PageSection>
      <CtaBand
        title="Not sure where to start?"
        text="Book a free consultation. We will review your goals, audit what you have and recommend the two or three services that will move the needle first."
        action={{ label: 'Get Started Today', href: paths.contact.scheduleConsultation }}
      />
    </>
  );
}
