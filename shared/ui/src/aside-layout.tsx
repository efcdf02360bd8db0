import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A plain style object, no array or theme callback: it merges with the sticky position into the aside's one `sx`. */
export type AsideStyle = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

export interface AsideLayoutProps {
  /** The aside's content; its heading's id is `asideLabelledBy`. */
  aside: ReactNode;
  /** The aside's element: `nav` for a table of contents, `section` for a call to action, `aside` for side notes. */
  asideComponent: 'aside' | 'nav' | 'section';
  /** The id of the heading that names the aside for screen readers. */
  asideLabelledBy: string;
  /** The side the aside stands on from md up; on phones it stands above (start) or below (end) the main column. */
  asidePlacement?: 'start' | 'end';
  /** The two columns' widths from md up, as grid track sizes. */
  columns: { aside: string; main: string };
  /** The gap between the columns from md up, in theme spacing. */
  gap?: 6 | 8;
  /** From md up the aside stays in view this many pixels below the top of the window; without it, it scrolls away. */
  stickyTop?: number;
  /** Further styles of the aside element, e.g. a scrolling table of contents. */
  asideSx?: AsideStyle;
  /** The main column, a grid item itself. */
  children: ReactNode;
}

/**
 * Two columns from md up: the main column and an aside beside it that can stay in view while the
 * main column scrolls. One column on phones, in source order.
 */
export function AsideLayout({
  aside,
  asideComponent,
  asideLabelledBy,
  asidePlacement = 'start',
  columns,
  gap = 8,
  stickyTop,
  asideSx,
  children,
}: AsideLayoutProps) {
  const asideElement = (
    <Box
      component={asideComponent}
      aria-labelledby={asideLabelledBy}
      sx={{ ...(stickyTop !== undefined && { position: { md: 'sticky' }, top: { md: stickyTop } }), ...asideSx }}
    >
      {aside}
    </Box>
  );
  const start = asidePlacement === 'start';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 5, md: gap },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: start ? `${columns.aside} ${columns.main}` : `${columns.main} ${columns.aside}`,
        },
        alignItems: 'start',
      }}
    >
      {start && asideElement}
      {children}
      {!start && asideElement}
    </Box>
  );
}
