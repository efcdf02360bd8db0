import type { RefCallback } from 'react';
import { useCallback, useRef, useState } from 'react';

export interface PopoverHandle {
  /** Attach to the popover element. */
  ref: RefCallback<HTMLElement>;
  /** Whether it is open; undefined until the island has hydrated (the HTML leaves it to the browser). */
  expanded: boolean | undefined;
  /** The popover element, once attached. */
  element: () => HTMLElement | null;
}

/**
 * Follows a native popover (`popover` attribute) from React. The popover may have been opened
 * before the island hydrated, so its state is read from the element when React attaches to it,
 * then kept in step through its `toggle` events. Until then `expanded` is undefined: the server's
 * HTML carries no aria-expanded, and the browser derives it from the popover itself.
 */
export function usePopover(): PopoverHandle {
  const [expanded, setExpanded] = useState<boolean>();
  const elementRef = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    elementRef.current = element;
    if (!element) return undefined;
    const onToggle = (event: Event) => setExpanded((event as ToggleEvent).newState === 'open');
    setExpanded(element.matches(':popover-open'));
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);
  const element = useCallback(() => elementRef.current, []);
  return { ref, expanded, element };
}
