import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company, mailtoHref } from '@agency/shared/content/company';
import { paths } from '@agency/shared/routes';
import { PageSection } from '@agency/shared/ui/page-section';
import { RouterLink } from '@agency/shared/ui/router-link';
import type { ReactNode } from 'react';
import { NearViewport } from '../features/federation/near-viewport';
import { RemoteWidget } from '../features/federation/remote-widget';
import { SectionUnavailable } from '../features/federation/section-fallback';

function Hero() {
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
        <Typography variant="overline" component="p" color="secondary">
          Hong Kong · AI · Digital Marketing · Web
        </Typography>
        <Typography variant="h1" sx={{ mt: 1.5, maxWidth: '16ch', fontSize: 'clamp(2.4rem, 1.5rem + 4vw, 4.25rem)' }}>
          {company.tagline}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 3, maxWidth: '60ch' }}>
          We combine digital marketing experience built since {company.foundedYear} with practical AI — automating the
          work that slows your team down and turning more of your visitors into qualified leads.
        </Typography>
        <Box sx={{ mt: 5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <Button component={RouterLink} href={paths.contact.scheduleConsultation} variant="contained" size="large">
            Start Your Growth Journey
          </Button>
          <Button component={RouterLink} href={paths.services.root} variant="outlined" size="large">
            View Our Services
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <div>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography color="text.secondary" component="div">
          {children}
        </Typography>
      </div>
    </Box>
  );
}

/** Home: hero, the services grid (services remote) and the enquiry section (contact remote). */
export function HomePage() {
  return (
    <>
      <Hero />
      <PageSection
        id="services"
        title="Everything you need to grow, under one roof"
        intro="Twelve services, one team and one plan: pick a single capability or combine them into a programme measured against your revenue goals."
      >
        <NearViewport placeholderSx={{ minHeight: { xs: 3200, sm: 1900, lg: 1000 } }}>
          <RemoteWidget
            id="services/ServiceGrid"
            props={{ cardHeadingLevel: 'h3' }}
            fallback={(retry) => <SectionUnavailable variant="widget" onRetry={retry} />}
          />
        </NearViewport>
      </PageSection>
      <PageSection id="contact" title="Tell us about your project" tone="tinted" intro={company.replyPromise}>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ContactLine icon={<EmailOutlined />} label="Email">
              <Link href={mailtoHref()}>{company.email}</Link>
            </ContactLine>
            <ContactLine icon={<PhoneOutlined />} label="Phone">
              <Link href={company.phoneHref}>{company.phone}</Link>
            </ContactLine>
            <ContactLine icon={<PlaceOutlined />} label="Office">
              {company.address.lines.join(', ')}
            </ContactLine>
            <ContactLine icon={<ScheduleOutlined />} label="Hours">
              {company.hours.weekdays}
              <br />
              {company.hours.weekends}
            </ContactLine>
          </Box>
          <NearViewport placeholderSx={{ minHeight: 1100 }}>
            <RemoteWidget
              id="contact/QuoteForm"
              props={{ idPrefix: 'home-quote' }}
              fallback={(retry) => <SectionUnavailable variant="widget" onRetry={retry} />}
            />
          </NearViewport>
        </Box>
      </PageSection>
    </>
  );
}
