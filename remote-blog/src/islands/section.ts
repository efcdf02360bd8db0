// The blog section's pages as an island (`blog/Section`): the browser renders a route's page
// with it only where the shell's server could not include the page's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import Section from '../section';

export default asSlotIsland(Section);
export { buildId as build } from '@agency/platform/build-id';
// The languages it renders: a page in another is never given it (island-runtime.ts).
export { locales } from '@agency/platform/routes';
// Its copy in the page's language, which the island runtime loads before it renders.
export { loadCopy } from '@agency/content/locale/on-demand';
