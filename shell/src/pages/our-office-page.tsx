import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { aboutEyebrow, ourOffice } from '@agency/shared/content/about';
import { company, mailtoHref } from '@agency/shared/content/company';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { CheckList } from '@agency/shared/ui/check-list';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { FeatureCard } from '@agency/shared/ui/feature-card';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { ContactDetail } from '../components/contact-detail';

/** /about/office: address, office hours, contact details and how to get there. */
export default function OurOfficePage() {
  const { intro, contact, directions, visiting, cta } = ourOffice;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="contact-details" title={contact.title} intro={contact.intro}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Card
            sx={{
              p: { xs: 3, md: 4 },
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {/* The postal address alone: an address element may not hold the details' headings. */}
            <ContactDetail icon={PlaceOutlined} label={contact.labels.address}>
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                {company.address.lines.map((line) => (
                  <Box component="span" key={line} sx={{ display: 'block' }}>
                    {line}
                  </Box>
                ))}
              </Box>
            </ContactDetail>
            <ContactDetail icon={ScheduleOutlined} label={contact.labels.hours}>
              <Box component="span" sx={{ display: 'block' }}>
                {company.hours.weekdays}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {company.hours.weekends}
              </Box>
            </ContactDetail>
            <ContactDetail icon={EmailOutlined} label={contact.labels.email}>
              <Link href={mailtoHref()}>{company.email}</Link>
            </ContactDetail>
            <ContactDetail icon={PhoneOutlined} label={contact.labels.phone}>
              <Link href={company.phoneHref}>{company.phone}</Link>
            </ContactDetail>
          </Card>
          <Box component="aside" aria-labelledby="planning-a-visit-heading">
            <Typography id="planning-a-visit-heading" component="h3" variant="h4" sx={{ mb: 2.5 }}>
              {visiting.title}
            </Typography>
            <CheckList items={visiting.points} headingLevel="h4" />
          </Box>
        </Box>
      </PageSection>
      <PageSection id="directions" title={directions.title} intro={directions.intro} tone="tinted">
        <CardGrid columns={4}>
          {directions.items.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} icon={item.icon} />
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
