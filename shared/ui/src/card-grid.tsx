import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { bareList } from './bare-list';

export interface CardGridProps {
  children: ReactNode;
  /** Columns at the widest breakpoint. */
  columns?: 2 | 3 | 4;
  component?: 'div' | 'ul';
}

/** Responsive card grid: one column on phones, two on tablets, 3–4 on desktops. */
export function CardGrid({ children, columns = 3, component = 'div' }: CardGridProps) {
  return (
    <Box
      component={component}
      sx={{
        ...bareList,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
