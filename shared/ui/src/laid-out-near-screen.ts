import type { Breakpoint } from '@mui/material/styles';

/**
 * Styles for a block below the first screen, laid out only as the visitor nears it
 * (`content-visibility: auto`). Until then it holds `heldSize` (`contain-intrinsic-size`, as
 * `auto <height>`, by breakpoint if need be: a rough figure that places what follows and sizes the
 * scroll bar); once laid out, the browser keeps its real height. The page's first paint no longer
 * waits for its layout. Skipped content stays in the accessibility tree and in find-in-page. A
 * full-page screenshot shows it blank, as Chromium captures without scrolling to it, and axe is
 * given it laid out (e2e/support/axe.ts).
 */
export const laidOutNearScreen = (heldSize: string | Partial<Record<Breakpoint, string>>) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: heldSize }) as const;
