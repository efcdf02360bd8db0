// The blog's Share button as an island : what the shell's
// island runtime, and the blog's own pages, load by name, with the build it comes from.
import { asIsland } from '@agency/ui/island-providers';
import { ShareButton } from '../features/articles/share-button';

export default asIsland(ShareButton);
export { buildId as build } from '@agency/platform/build-id';
