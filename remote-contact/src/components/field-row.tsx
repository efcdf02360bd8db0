import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two fields side by side from the sm breakpoint up, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
