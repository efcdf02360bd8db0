// Asia Focus's Subscribe button as an island (`blog/SubscribeButton`), with the build it comes from.
import { asIsland } from '@agency/ui/island-providers';
import { SubscribeButton } from '../features/regional-updates/subscribe-button';

export default asIsland(SubscribeButton);
export { buildId as build } from '@agency/platform/build-id';
