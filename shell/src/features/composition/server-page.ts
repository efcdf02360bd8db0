/**
 * What the HTML the browser received holds, read before React starts. No React here: main.tsx
 * reads the page in its first task, before any of the app's modules have run.
 */
import type { RemoteModuleId } from '@agency/platform/contracts';
import { parseFragmentMarker } from '@agency/platform/fragments';

/** What the HTML the browser received holds: the shell's frame, and which slots were filled. */
export interface ServerPage {
  /** The path the HTML was served for; its slots describe this path only. */
  pathname: string;
  /** The HTML is the not-found page (served with status 404). */
  notFound: boolean;
  /** Slots that hold a section's server HTML, with the build that rendered it. */
  fragments: ReadonlyMap<RemoteModuleId, string>;
}

/** Marks the not-found page's content, so the browser knows a 404 page from its HTML. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** The attribute of a slot's element, whose value is the remote module it shows. */
export const SLOT_ATTRIBUTE = 'data-slot';

/** The first comment of a slot that is not white space: a fragment's marker, if the server filled it. */
function fragmentOf(slot: Element): { id: RemoteModuleId; build: string } | undefined {
  for (let node = slot.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const marker = parseFragmentMarker(node.nodeValue ?? '');
      if (marker) return marker;
      continue; // an unprocessed include directive: the slot shows its own content
    }
    if (node.nodeType === Node.TEXT_NODE && !node.nodeValue?.trim()) continue;
    return undefined;
  }
  return undefined;
}

/**
 * Reads the HTML the server sent, before React starts. Undefined when the root is empty: the
 * page was not prerendered and renders on the client.
 */
export function readServerPage(root: Element, pathname: string): ServerPage | undefined {
  if (!root.firstElementChild) return undefined;
  const fragments = new Map<RemoteModuleId, string>();
  for (const slot of root.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)) {
    const fragment = fragmentOf(slot);
    if (fragment && fragment.id === slot.getAttribute(SLOT_ATTRIBUTE)) fragments.set(fragment.id, fragment.build);
  }
  return { pathname, notFound: root.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`) !== null, fragments };
}

/**
 * Fragments' styles arrive inside their slots (an include is one piece of HTML). They must be out
 * of the way before React hydrates the slot: moved to the head, where emotion finds its styles.
 * (Emotion does the same when its cache is created; doing it here does not depend on that order.)
 */
export function hoistFragmentStyles(root: Element): void {
  for (const style of root.querySelectorAll('style[data-emotion]')) document.head.append(style);
}
