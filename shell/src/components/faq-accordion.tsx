import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@agency/content/company-pages/faq';
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';

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
 * any script and without it. As an island it adds the keyboard moves between questions: the arrow
 * keys, Home and End (pressed before the island is ready, they are held and replayed).
 */
export function FaqAccordion({ items, headingLevel = 'h3', idPrefix = 'faq' }: FaqAccordionProps) {
  const questions = useRef<(HTMLElement | null)[]>([]);
  const last = items.length - 1;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    questions.current[target]?.focus();
  };
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
            ref={(element: HTMLElement | null) => {
              questions.current[index] = element;
            }}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
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
