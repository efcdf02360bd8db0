import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleBlock } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { laidOutNearScreen } from '@agency/ui/laid-out-near-screen';
import { useLocalized } from '@agency/ui/theme';
import { heldHeight, MEASURE_EMS } from './held-height';
import { RichText } from './rich-text';

const bodyText = { fontSize: { xs: '1rem', md: '1.0625rem' }, lineHeight: 1.8 } as const;

/**
 * Each block is laid out only as the reader nears it (laidOutNearScreen), held until then at a
 * rough height (heldHeight). On a phone the body starts below the first screen, and its whole text
 * was laid out before the first paint, a Chinese article's most (every character a break
 * opportunity): crm-evolution at 412 px took 21 ms of layout in Chinese and 13 ms in English, 13 and
 * 8 ms with this (Chromium, unthrottled, medians of 7 loads).
 */
const heldBlock = (block: ArticleBlock) =>
  laidOutNearScreen({ xs: heldHeight(block, MEASURE_EMS.phone), md: heldHeight(block, MEASURE_EMS.desktop) });

function Block({ block }: { block: ArticleBlock }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  const held = heldBlock(block);
  switch (block.type) {
    case 'heading':
      return (
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mt: 6, mb: 2, ...held }}>
          {block.text}
        </Typography>
      );
    case 'subheading':
      return (
        <Typography variant="h3" sx={{ fontSize: { xs: '1.2rem', md: '1.3rem' }, mt: 4, mb: 1.5, ...held }}>
          {block.text}
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography sx={{ ...bodyText, mb: 2.5, ...held }}>
          <RichText text={block.text} />
        </Typography>
      );
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3.5, mt: 0, mb: 3, ...held }}>
          {block.items.map((item) => (
            <Typography component="li" key={item} sx={{ ...bodyText, mb: 1.25, pl: 0.5 }}>
              <RichText text={item} />
            </Typography>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box
          component="figure"
          sx={{ mx: 0, my: 5, pl: { xs: 2.5, md: 4 }, borderLeft: '4px solid', borderColor: 'secondary.main', ...held }}
        >
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' }, fontWeight: 600, lineHeight: 1.55 }}>
              {block.text}
            </Typography>
          </Box>
          {block.attribution && (
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              — {block.attribution}
            </Typography>
          )}
        </Box>
      );
    case 'figures':
      return (
        <Box
          component="ul"
          aria-label={blogCopy.article.keyFiguresLabel}
          sx={{
            listStyle: 'none',
            p: 0,
            my: 5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
            ...held,
          }}
        >
          {block.items.map((item) => (
            <Box
              component="li"
              key={item.label}
              sx={{ p: 2.5, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Typography
                component="strong"
                sx={{ display: 'block', fontSize: '2rem', fontWeight: 800, lineHeight: 1.15, color: 'primary.main' }}
              >
                {item.value}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {item.label}
              </Typography>
            </Box>
          ))}
        </Box>
      );
    case 'callout':
      return (
        <Box
          role="note"
          sx={{
            my: 5,
            p: { xs: 2.5, md: 3.5 },
            borderRadius: 4,
            bgcolor: 'action.hover',
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            ...held,
          }}
        >
          <Typography sx={{ fontWeight: 750, fontSize: '1.1rem', mb: 1 }}>{block.title}</Typography>
          <Typography sx={{ ...bodyText, m: 0 }}>
            <RichText text={block.text} />
          </Typography>
        </Box>
      );
  }
}

/**
 * An article's body, block by block: headings are h2 (subheadings h3) under the page's h1,
 * and the text keeps a readable measure.
 */
export function ArticleBody({ body }: { body: readonly ArticleBlock[] }) {
  return (
    // `:not(* + *)` is the first child, written so emotion does not warn about :first-child.
    <Box sx={{ maxWidth: '68ch', '& > :not(* + *)': { mt: 0 } }}>
      {body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
