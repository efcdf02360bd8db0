import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { mailtoHref } from '@agency/content/site/company-facts';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { AsideLayout } from '@agency/ui/aside-layout';
import { CardGrid } from '@agency/ui/card-grid';
import { CheckList } from '@agency/ui/check-list';
import { CtaBand } from '@agency/ui/cta-band';
import { FeatureCard } from '@agency/ui/feature-card';
import { ourOfficeIcons } from '@agency/ui/icons/our-office-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { ContactDetail } from '../components/contact-detail';

/** /about/office: address, office hours, contact details and how to get there. */
export function OurOfficePage() {
  const { aboutEyebrow, ourOffice } = useLocalized(companyPagesCatalog);
  const { company, addressBlock } = useLocalized(siteCatalog);
  const { intro, contact, directions, visiting, cta } = ourOffice;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="contact-details" title={contact.title} intro={contact.intro}>
        <AsideLayout
          asideComponent="aside"
          asideLabelledBy="planning-a-visit-heading"
          asidePlacement="end"
          columns={{ aside: 'minmax(0, 2fr)', main: 'minmax(0, 3fr)' }}
          gap={6}
          aside={
            <>
              <Typography id="planning-a-visit-heading" component="h3" variant="h4" sx={{ mb: 2.5 }}>
                {visiting.title}
              </Typography>
              <CheckList items={visiting.points} headingLevel="h4" />
            </>
          }
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
                {addressBlock.map((line) => (
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
        </AsideLayout>
      </PageSection>
      <PageSection id="directions" title={directions.title} intro={directions.intro} tone="tinted">
        <CardGrid columns={4}>
          {directions.items.map((item) => (
            <FeatureCard
              key={item.title}
              title={item.title}
              description={item.description}
              icon={ourOfficeIcons[item.icon]}
            />
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
