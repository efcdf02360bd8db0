// Home's grid of the twelve services as an island (`services/ServiceGrid`): the browser renders it
// only where the shell's server could not include the grid's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import { ServiceGrid } from '../components/service-grid';

export default asSlotIsland(ServiceGrid);
export { buildId as build } from '@agency/platform/build-id';
// The languages it renders: a page in another is never given it (island-runtime.ts).
export { locales } from '@agency/platform/routes';
// Its copy in the page's language, which the island runtime loads before it renders.
export { loadCopy } from '@agency/content/locale/on-demand';
