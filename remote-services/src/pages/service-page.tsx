import type { ServiceSummary } from '@agency/shared/content/services';
import { paths } from '@agency/shared/routes';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { PageHero } from '@agency/shared/ui/page-hero';

/** One service's page: hero and call to action. */
export function ServicePage({ service }: { service: ServiceSummary }) {
  const cta = service.slug === 'b2b-marketing' ? paths.contact.scheduleConsultation : paths.contact.consultation;
  return (
    <>
      <PageHero eyebrow="Services" title={service.title} lead={service.description} />
      <CtaBand
        title={`Let’s talk about ${service.title.toLowerCase()}`}
        text="A free consultation with a specialist: we review where you are today and outline a plan, timeline and budget."
        action={{ label: 'Book a Free Consultation', href: cta }}
      />
    </>
  );
}
