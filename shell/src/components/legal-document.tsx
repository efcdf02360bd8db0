import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalBlock, LegalDocumentContent } from '@agency/content/company-pages/legal';
import { AsideLayout } from '@agency/ui/aside-layout';
import { PageHero } from '@agency/ui/page-hero';
import { NAV_HEIGHT } from './nav-bar/nav-bar';

export interface LegalDocumentProps {
  content: LegalDocumentContent;
  eyebrow: string;
  /** Between "Last updated" and its date, as the language punctuates it. */
  labelSeparator: string;
}

/** Keeps a heading reached through its anchor clear of the fixed navigation bar. */
const ANCHOR_OFFSET = NAV_HEIGHT + 24;
const TOC_ID = 'legal-contents';

const numbered = (index: number, title: string) => `${index + 1}. ${title}`;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography sx={{ mt: 2 }}>{block}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 2, mb: 0, pl: 3, display: 'grid', gap: 1 }}>
      {block.list.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A long legal text (Privacy Policy, Terms & Conditions): hero, a table of contents linking to
 * every numbered section, and the sections at a readable measure.
 */
export function LegalDocument({ content, eyebrow, labelSeparator }: LegalDocumentProps) {
  const { intro, lastUpdated, tocTitle, preamble, sections } = content;
  return (
    <>
      <PageHero eyebrow={eyebrow} title={intro.title} lead={intro.lead} />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <AsideLayout
          asideComponent="nav"
          asideLabelledBy={TOC_ID}
          columns={{ aside: '260px', main: 'minmax(0, 1fr)' }}
          stickyTop={NAV_HEIGHT + 24}
          asideSx={{
            maxHeight: { md: `calc(100vh - ${NAV_HEIGHT + 48}px)` },
            overflowY: { md: 'auto' },
            p: { xs: 2.5, md: 0 },
            border: { xs: '1px solid', md: 0 },
            borderColor: 'divider',
            // Rounded only while it is a bordered box: on desktop it scrolls, and rounded corners would clip its text.
            borderRadius: { xs: '20px', md: 0 },
          }}
          aside={
            <>
              <Typography id={TOC_ID} component="h2" variant="overline" color="text.secondary">
                {tocTitle}
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <Link
                      href={`#${section.id}`}
                      variant="body2"
                      sx={{ fontWeight: 500, display: 'inline-block', py: 0.25 }}
                    >
                      {numbered(index, section.title)}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          }
        >
          {/* 60ch of the brand font's wide digits holds about 70 characters of running text per line. */}
          <Box component="article" sx={{ maxWidth: '60ch', minWidth: 0 }}>
            <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
              {lastUpdated.label}
              {labelSeparator}
              <time dateTime={lastUpdated.iso}>{lastUpdated.date}</time>
            </Typography>
            {preamble.map((paragraph) => (
              <Typography key={paragraph} sx={{ mt: 2 }}>
                {paragraph}
              </Typography>
            ))}
            {sections.map((section, index) => (
              <Box component="section" key={section.id} sx={{ mt: { xs: 5, md: 6 } }}>
                <Typography variant="h3" component="h2" id={section.id} sx={{ scrollMarginTop: `${ANCHOR_OFFSET}px` }}>
                  {numbered(index, section.title)}
                </Typography>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </Box>
            ))}
          </Box>
        </AsideLayout>
      </Container>
    </>
  );
}
