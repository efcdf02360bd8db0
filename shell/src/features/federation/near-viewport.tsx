import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

export interface NearViewportProps {
  children: ReactNode;
  /** Space held until the content mounts, so nothing below it moves when it arrives. */
  placeholderSx?: SxProps<Theme>;
  /** How far ahead of the viewport to start, in CSS pixels. */
  marginPx?: number;
}

/**
 * Mounts its children only when they reach the viewport: below-the-fold widgets from remotes
 * stay out of the first load and never compete with the hero. Their code is prefetched when the
 * browser is idle (see preload-on-intent), so they usually render at once when scrolled to.
 */
export function NearViewport({ children, placeholderSx, marginPx = 0 }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    // Start watching only after the first paint, so a widget never delays the hero.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => observer.observe(element));
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [near, marginPx]);

  if (near) return <>{children}</>;
  return <Box ref={ref} sx={placeholderSx} aria-hidden />;
}
