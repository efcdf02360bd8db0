/** What the page the server sent says about itself, read without React. */
import { parseFragmentMarker } from '@agency/platform/fragments';
import { SLOT_ATTRIBUTE } from '../features/federation/slot-attribute';
import { NOT_FOUND_ATTRIBUTE } from '../pages/not-found-attribute';

/** Whether a slot holds a section's fragment: its first node that is not white space is the fragment's marker. */
function isFilled(slot: Element): boolean {
  for (let node = slot.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      if (parseFragmentMarker(node.nodeValue ?? '')) return true;
      continue; // an include the server did not process: the slot shows its own content
    }
    if (node.nodeType === Node.TEXT_NODE && !node.nodeValue?.trim()) continue;
    return false;
  }
  return false;
}

/** The page's slots that the server could not fill (the section was down or late). */
export function emptySlots(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)].filter((slot) => !isFilled(slot));
}

/** The not-found page writes the path asked for to the console, for whoever is debugging a link. */
export function reportNotFound(root: ParentNode): void {
  if (root.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`))
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
}
