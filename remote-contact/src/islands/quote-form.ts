// Home's quote form as an island (`contact/QuoteForm`): the browser renders it only where the
// shell's server could not include the form's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import { QuoteForm } from '../features/quote/quote-form';

export default asSlotIsland(QuoteForm);
export * from '@agency/ui/slot-island';
