import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { aboutEyebrow } from '@agency/shared/content/about';
import { company, mailtoHref } from '@agency/shared/content/company';
import { faqItems, faqPage } from '@agency/shared/content/faq';
import { faqPageData } from '@agency/shared/content/structured-data';
import { JsonLd } from '@agency/shared/ui/json-ld';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { FaqAccordion } from '../components/faq-accordion';
import { NAV_HEIGHT } from '../components/nav-bar/nav-bar';

const ASK_HEADING_ID = 'ask-heading';

/** /faq: an invitation to e-mail us beside (on phones: above) the eight questions as an accordion. */
export default function FaqPage() {
  const { intro, ask } = faqPage;
  return (
    <>
      <JsonLd data={faqPageData(faqItems)} />
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="questions">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="section"
            aria-labelledby={ASK_HEADING_ID}
            sx={{ position: { md: 'sticky' }, top: { md: NAV_HEIGHT + 32 } }}
          >
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
          </Box>
          <FaqAccordion items={faqItems} headingLevel="h3" />
        </Box>
      </PageSection>
    </>
  );
}
