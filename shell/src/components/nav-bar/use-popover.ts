import type { RefCallback } from 'react';
import { useCallback, useRef } from 'react';

export interface PopoverHandle {
  /** Attach to the popover element. */
  ref: RefCallback<HTMLElement>;
  /** The popover element, once attached. */
  element: () => HTMLElement | null;
}

/**
 * A native popover (`popover` attribute) as React sees it: its element, to open and close it. Its
 * state is the browser's own (it may have been opened before the island hydrated), and so is what
 * assistive technology is told: the button that opens it is expanded while it is open, without an
 * aria-expanded of ours (which a popover's button may not carry).
 */
export function usePopover(): PopoverHandle {
  const elementRef = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    elementRef.current = element;
  }, []);
  const element = useCallback(() => elementRef.current, []);
  return { ref, element };
}
