import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@agency/content/company-pages/faq';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of each question's heading, under the section's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** Prefix of the item ids (`faq-1`, …) and the group's name. */
  idPrefix?: string;
}

/**
 * Questions and answers as an exclusive accordion the browser runs itself: `<details>` elements
 * of one `name`, so opening one closes the other, and a click on the open one closes it, before
 * any script and without it. On the FAQ page, its island (islands/faq-questions.ts) adds the
 * keyboard moves between questions: the arrow keys, Home and End.
 */
export function FaqAccordion({ items, headingLevel = 'h3', idPrefix = 'faq' }: FaqAccordionProps) {
  return (
    <Box
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '20px',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      {items.map((item, index) => (
        <Box
          component="details"
          key={item.question}
          name={idPrefix}
          id={`${idPrefix}-${index + 1}`}
          sx={{ '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}
        >
          <Box
            component="summary"
            sx={(theme) => ({
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              px: { xs: 2.5, md: 3.5 },
              py: 2.5,
              cursor: 'pointer',
              color: 'text.primary',
              'details[open] > &': { color: 'primary.main' },
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': {
                outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
                outlineOffset: -3,
              },
              '& .faq-chevron': {
                flexShrink: 0,
                transition: 'transform 200ms ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              },
              'details[open] > & .faq-chevron': { transform: 'rotate(180deg)' },
            })}
          >
            <Typography
              component={headingLevel}
              variant="h6"
              sx={{ m: 0, fontSize: '1.05rem', lineHeight: 1.45, color: 'inherit' }}
            >
              {item.question}
            </Typography>
            <ExpandMore aria-hidden className="faq-chevron" />
          </Box>
          <Box sx={{ px: { xs: 2.5, md: 3.5 }, pb: 3, maxWidth: '75ch' }}>
            {item.answer.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ '& + &': { mt: 1.5 } }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
