// Home's quote form as an island (`contact/QuoteForm`): the browser renders it only where the
// shell's server could not include the form's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import { QuoteForm } from '../features/quote/quote-form';

export default asSlotIsland(QuoteForm);
export { buildId as build } from '@agency/platform/build-id';
// The languages it renders: a page in another is never given it (island-runtime.ts).
export { locales } from '@agency/platform/routes';
// Its copy in the page's language, which the island runtime loads before it renders.
export { loadCopy } from '@agency/content/locale/on-demand';
