import type { ServiceSummary } from '@agency/content/services/services';
import type { ServicePageContent } from '@agency/content/services/service-pages/service-page';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import { CtaBand } from '@agency/ui/cta-band';
import { HeroActions } from '@agency/ui/hero-actions';
import { PageHero } from '@agency/ui/page-hero';
import { useLocalized } from '@agency/ui/theme';
import { ServiceBlock } from '../components/service-block';
import { ServiceIntro } from '../components/service-intro';

export interface ServicePageProps {
  service: ServiceSummary;
  content: ServicePageContent;
}

/** One service's page (its summary and content in one language): hero, introduction, its content blocks and the closing call to action. */
export function ServicePage({ service, content }: ServicePageProps) {
  const { servicePageLabels } = useLocalized(servicesCatalog);
  const { hero, intro, blocks, cta } = content;
  return (
    <>
      <PageHero
        eyebrow={servicePageLabels.eyebrow}
        title={service.title}
        lead={hero.lead}
        actions={<HeroActions primary={hero.action} />}
      />
      <ServiceIntro
        title={intro.title}
        paragraphs={intro.paragraphs}
        glanceTitle={servicePageLabels.atAGlance}
        atAGlance={intro.atAGlance}
      />
      {blocks.map((block, index) => (
        <ServiceBlock key={block.id} block={block} tone={index % 2 === 0 ? 'tinted' : 'plain'} />
      ))}
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
