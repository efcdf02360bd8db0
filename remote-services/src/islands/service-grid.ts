// Home's grid of the twelve services as an island (`services/ServiceGrid`): the browser renders it
// only where the shell's server could not include the grid's fragment.
import { asIsland } from '@agency/ui/island-providers';
import { ServiceGrid } from '../components/service-grid';

export default asIsland(ServiceGrid);
export { buildId as build } from '@agency/platform/build-id';
