import { servicesCatalog } from '@agency/content/services/services-catalog';
import { CtaBand } from '@agency/ui/cta-band';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { ServiceGrid } from '../components/service-grid';

/** /services and /services/all-services, in the page's language: the twelve services and a call to action. */
export function ServicesOverviewPage() {
  const { eyebrow, title, lead, cta } = useLocalized(servicesCatalog).servicesOverview;
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <PageSection>
        {/* No section h2 here, so the cards sit directly under the page's h1. */}
        <ServiceGrid cardHeadingLevel="h2" />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
