import { useEffect } from 'react';
import { useLocation } from '@agency/shared/router';

/** How long to wait for a `#hash` target that a lazily loaded section renders. */
const HASH_WAIT_MS = 3000;

/** Scrolls to the top on navigation, or to the element of the URL's `#hash` once it exists. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
