import CheckRounded from '@mui/icons-material/CheckRounded';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { mailtoHref } from '@agency/content/site/company-facts';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { CheckList } from '@agency/ui/check-list';
import { HeroActions } from '@agency/ui/hero-actions';
import { JsonLd } from '@agency/ui/json-ld';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { ContactDetail } from '../components/contact-detail';
import { TestimonialCard } from '../components/testimonial-card';
import { WidgetSlot } from '../features/federation/slots';

/** The largest element of the first view: plain text from the shell, never waiting for a remote. */
function Hero() {
  const { hero } = useLocalized(companyPagesCatalog).home;
  const { company } = useLocalized(siteCatalog);
  return (
    <Box
      component="header"
      sx={{
        pt: { xs: 7, md: 12 },
        pb: { xs: 8, md: 12 },
        background:
          'radial-gradient(900px 420px at 0% 0%, rgba(23, 70, 162, 0.16), transparent 70%), radial-gradient(700px 360px at 100% 10%, rgba(242, 107, 58, 0.14), transparent 70%)',
      }}
    >
      <Container>
        <Typography
          variant="overline"
          component="p"
          // The darker orange: on the gradient's blue tint the brand orange falls below 4.5:1.
          sx={(theme) => ({ color: 'secondary.dark', ...theme.applyStyles('dark', { color: 'secondary.main' }) })}
        >
          {hero.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mt: 1.5, maxWidth: '16ch', fontSize: 'clamp(2.4rem, 1.5rem + 4vw, 4.25rem)' }}>
          {company.tagline}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 3, maxWidth: '60ch' }}>
          {hero.lead}
        </Typography>
        <Box sx={{ mt: 5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <HeroActions primary={hero.primary} secondary={hero.secondary} />
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {hero.highlights.map((highlight) => (
            <Box
              component="li"
              key={highlight}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontWeight: 600 }}
            >
              <CheckRounded aria-hidden fontSize="small" color="primary" />
              {highlight}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function WhyChooseUs() {
  const { whyUs } = useLocalized(companyPagesCatalog).home;
  return (
    <PageSection id="why-us" title={whyUs.title} intro={whyUs.intro}>
      <CheckList items={whyUs.benefits} columns={2} />
      <Typography variant="h3" component="h3" sx={{ mt: { xs: 7, md: 9 }, mb: 3 }}>
        {whyUs.testimonialsTitle}
      </Typography>
      <CardGrid columns={3}>
        {whyUs.testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.organisation} testimonial={testimonial} />
        ))}
      </CardGrid>
      <Button href={whyUs.action.href} variant="contained" size="large" sx={{ mt: { xs: 5, md: 6 } }}>
        {whyUs.action.label}
      </Button>
    </PageSection>
  );
}

/** Always rendered by the shell: visitors can reach us even when the form's remote is down. */
function ContactDetails() {
  const { labels } = useLocalized(companyPagesCatalog).home.contact;
  const { company, address } = useLocalized(siteCatalog);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ContactDetail icon={EmailOutlined} label={labels.email}>
        <Link href={mailtoHref()}>{company.email}</Link>
      </ContactDetail>
      <ContactDetail icon={PhoneOutlined} label={labels.phone}>
        <Link href={company.phoneHref}>{company.phone}</Link>
      </ContactDetail>
      <ContactDetail icon={PlaceOutlined} label={labels.office}>
        {address}
      </ContactDetail>
      <ContactDetail icon={ScheduleOutlined} label={labels.hours}>
        {company.hours.weekdays}
        <br />
        {company.hours.weekends}
      </ContactDetail>
    </Box>
  );
}

/** Home: hero, the services grid (services remote), why choose us, and the enquiry section (contact remote). */
export function HomePage() {
  const { home } = useLocalized(companyPagesCatalog);
  return (
    <>
      <JsonLd data={useLocalized(siteCatalog).organization} />
      <Hero />
      <PageSection id="services" title={home.services.title} intro={home.services.intro} tone="tinted">
        <WidgetSlot id="services/ServiceGrid" />
      </PageSection>
      <WhyChooseUs />
      <PageSection id="contact" title={home.contact.title} tone="tinted" intro={home.contact.intro}>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
          <ContactDetails />
          <WidgetSlot id="contact/QuoteForm" />
        </Box>
      </PageSection>
    </>
  );
}
