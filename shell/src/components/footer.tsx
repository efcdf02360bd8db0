import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { mailtoHref } from '@agency/content/site/company-facts';
import type { MenuItem } from '@agency/content/site/navigation';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { laidOutNearScreen } from '@agency/ui/laid-out-near-screen';
import { useLocalized } from '@agency/ui/theme';
import type { LanguageLinkProps } from './language-link';
import { languageLinkAttributes } from './language-link';

/** The footer's list of the site's main pages: where the small-screen menu button leads without scripts. */
export const SITE_LINKS_ID = 'site-links';

function LinkColumn({ id, title, items }: { id?: string; title: string; items: readonly MenuItem[] }) {
  return (
    <Box component="nav" id={id} aria-label={title} sx={{ scrollMarginTop: 88 }}>
      <Typography component="h2" variant="overline" sx={{ color: '#A9B4C8' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} sx={{ color: '#E6EBF5', fontWeight: 500 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export interface FooterProps {
  /** The link to the page in the other language. */
  language: LanguageLinkProps;
}

/**
 * The footer is laid out only as it nears the screen (laidOutNearScreen, at the height it usually
 * has until then). On a page in English, its link to the Chinese page is the one Chinese text a
 * phone lays out, and in a browser that has not drawn Chinese since it started, its first glyph
 * opens the system's CJK font: Home at 412 px took 36 ms of layout with it, 13 ms without
 * (Chromium, unthrottled), before the first paint. A page short enough that its footer is near the
 * screen still lays it out at once.
 */
const footerLook = {
  bgcolor: '#0B1220',
  color: '#E6EBF5',
  pt: { xs: 6, md: 8 },
  pb: 4,
  mt: 'auto',
  ...laidOutNearScreen({ xs: 'auto 1170px', md: 'auto 600px' }),
} as const;

/** Company contact details, the site's links, the legal links and the page in the other language, on every page. */
export function Footer({ language }: FooterProps) {
  const { company, address, navigation, frame } = useLocalized(siteCatalog);
  const { footerLinks } = navigation;
  const { columns } = frame.footer;
  return (
    <Box component="footer" sx={footerLook}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr repeat(4, 1fr)' },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <Box>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {company.name}
            </Typography>
            <Typography sx={{ mt: 1, color: '#A9B4C8', maxWidth: '36ch' }}>{frame.footer.blurb}</Typography>
            <Box component="address" sx={{ fontStyle: 'normal', mt: 3, display: 'grid', gap: 0.75, color: '#E6EBF5' }}>
              <Link href={mailtoHref()} sx={{ color: '#E6EBF5' }}>
                {company.email}
              </Link>
              <Link href={company.phoneHref} sx={{ color: '#E6EBF5' }}>
                {company.phone}
              </Link>
              <span>{address}</span>
              <span>{company.hours.weekdays}</span>
              <span>{company.hours.weekends}</span>
            </Box>
          </Box>
          <LinkColumn id={SITE_LINKS_ID} title={columns.explore} items={footerLinks.explore} />
          <LinkColumn title={columns.company} items={footerLinks.company} />
          <LinkColumn title={columns.contact} items={footerLinks.contact} />
          <LinkColumn title={columns.legal} items={footerLinks.legal} />
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(230, 235, 245, 0.14)',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          <Typography variant="body2" sx={{ color: '#A9B4C8' }}>
            {/* The build wrote the year into the HTML; the visitor's clock may be a new year by now. */}©{' '}
            <span suppressHydrationWarning>{new Date().getFullYear()}</span> {frame.footer.copyright}
          </Typography>
          {/* A plain anchor: the theme's links would take the address back into this page's language. */}
          <Link
            component="a"
            {...languageLinkAttributes(language)}
            variant="body2"
            sx={{ color: '#E6EBF5', display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
          >
            <TranslateRounded aria-hidden sx={{ fontSize: 18 }} />
            {language.label}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
