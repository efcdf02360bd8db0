import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@agency/content/company-pages/faq';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of the heading around each question's button, under the section's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** Prefix of the header and panel ids (`faq-1-header`, `faq-1-panel`, …). */
  idPrefix?: string;
}

/**
 * Questions and answers as a WAI-ARIA accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/):
 * at most one answer open, and the arrow keys, Home and End move between the question buttons.
 * Built by hand because MUI's Accordion has no single-open mode or header keyboard navigation.
 */
export function FaqAccordion({ items, headingLevel = 'h3', idPrefix = 'faq' }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const last = items.length - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
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
      {items.map((item, index) => {
        const open = openIndex === index;
        const headerId = `${idPrefix}-${index + 1}-header`;
        const panelId = `${idPrefix}-${index + 1}-panel`;
        return (
          <Box key={item.question} sx={{ '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}>
            <Typography component={headingLevel} variant="h6" sx={{ m: 0, fontSize: '1.05rem', lineHeight: 1.45 }}>
              <Box
                component="button"
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                ref={(element: HTMLButtonElement | null) => {
                  headers.current[index] = element;
                }}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index)}
                sx={(theme) => ({
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: { xs: 2.5, md: 3.5 },
                  py: 2.5,
                  cursor: 'pointer',
                  font: 'inherit',
                  color: open ? 'primary.main' : 'text.primary',
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': {
                    outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
                    outlineOffset: -3,
                  },
                })}
              >
                {item.question}
                <ExpandMore
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    transform: open ? 'rotate(180deg)' : 'none',
                    transition: 'transform 200ms ease',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                />
              </Box>
            </Typography>
            <Box
              role="region"
              id={panelId}
              aria-labelledby={headerId}
              hidden={!open}
              sx={{ px: { xs: 2.5, md: 3.5 }, pb: 3, maxWidth: '75ch' }}
            >
              {item.answer.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ '& + &': { mt: 1.5 } }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
