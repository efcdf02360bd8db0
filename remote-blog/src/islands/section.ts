// The blog section's pages as an island (`blog/Section`): the browser renders a route's page
// with it only where the shell's server could not include the page's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import Section from '../section';

export default asSlotIsland(Section);
export * from '@agency/ui/slot-island';
