import { NOT_FOUND_ATTRIBUTE } from '../pages/not-found-attribute';

/** The not-found page writes the path asked for to the console, for whoever is debugging a link. */
export function reportNotFound(root: ParentNode): void {
  if (root.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`))
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
}
