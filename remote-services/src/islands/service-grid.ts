// Home's grid of the twelve services as an island (`services/ServiceGrid`): the browser renders it
// only where the shell's server could not include the grid's fragment.
import { asSlotIsland } from '@agency/ui/island-providers';
import { ServiceGrid } from '../components/service-grid';

export default asSlotIsland(ServiceGrid);
export * from '@agency/ui/slot-island';
