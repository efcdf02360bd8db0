import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckListItem } from '@agency/content/site/check-list-item';
import { bareList } from './bare-list';

export interface CheckListProps {
  items: readonly CheckListItem[];
  /** Two columns from the md breakpoint up. */
  columns?: 1 | 2;
  /** Level of each item's title when it has text; plain bold text otherwise. */
  headingLevel?: 'h3' | 'h4';
}

/** Benefit points and reasons: a tick, a bold title and an optional sentence each. */
export function CheckList({ items, columns = 1, headingLevel = 'h3' }: CheckListProps) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.title} sx={{ display: 'flex', gap: 1.75, alignItems: 'flex-start' }}>
          <CheckCircleRounded color="primary" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
          <div>
            <Typography
              component={item.text ? headingLevel : 'p'}
              variant="h6"
              sx={{ fontSize: '1.05rem', lineHeight: 1.45 }}
            >
              {item.title}
            </Typography>
            {item.text && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.7 }}>
                {item.text}
              </Typography>
            )}
          </div>
        </Box>
      ))}
    </Box>
  );
}
