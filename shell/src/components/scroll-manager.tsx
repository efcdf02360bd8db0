import { useEffect, useRef } from 'react';
import { useLocation } from '@agency/platform/router';
import { usePageOrigin } from '../features/composition/page-origin';

/** How long to wait for a `#hash` target that a lazily loaded section renders. */
const HASH_WAIT_MS = 3000;

/**
 * Scrolls to the top on navigation, or to the element of the URL's `#hash` once it exists. The
 * page the visitor arrived on is left alone: its content came with the HTML, so the browser has
 * already scrolled it (to the hash, or where the visitor went before the scripts ran).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const fromServer = usePageOrigin().kind === 'hydrate';
  const arrived = useRef(true);

  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      if (fromServer) return;
    }
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
  }, [pathname, hash, fromServer]);

  return null;
}
