import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { mailtoHref } from '@agency/content/site/company-facts';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { AsideLayout } from '@agency/ui/aside-layout';
import { EnhancedIsland } from '@agency/ui/island';
import { JsonLd } from '@agency/ui/json-ld';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { FaqAccordion } from '../components/faq-accordion';
import { NAV_HEIGHT } from '../components/nav-bar/nav-dimensions';

const ASK_HEADING_ID = 'ask-heading';

/** /faq: an invitation to e-mail us beside (on phones: above) the eight questions as an accordion. */
export function FaqPage() {
  const { aboutEyebrow, faq } = useLocalized(companyPagesCatalog);
  const { company } = useLocalized(siteCatalog);
  const { intro, ask } = faq.page;
  return (
    <>
      <JsonLd data={faq.structuredData} />
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="questions">
        <AsideLayout
          asideComponent="section"
          asideLabelledBy={ASK_HEADING_ID}
          columns={{ aside: 'minmax(0, 1fr)', main: 'minmax(0, 2fr)' }}
          stickyTop={NAV_HEIGHT + 32}
          aside={
            <>
              <Typography variant="h2" id={ASK_HEADING_ID} sx={{ fontSize: { md: '2rem' } }}>
                {ask.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {ask.text}
              </Typography>
              <Button
                href={mailtoHref()}
                variant="outlined"
                size="large"
                startIcon={<EmailOutlined aria-hidden />}
                sx={{ mt: 3, maxWidth: '100%', overflowWrap: 'anywhere' }}
              >
                {company.email}
              </Button>
            </>
          }
        >
          {/* The accordion runs natively; its island adds the keyboard moves once focus enters it. */}
          <EnhancedIsland name="shell/FaqQuestions" when="focus" hold={['keys']}>
            <FaqAccordion items={faq.items} headingLevel="h3" />
          </EnhancedIsland>
        </AsideLayout>
      </PageSection>
    </>
  );
}
