/**
 * What a slot's island module (a section's `Section`, a widget Home embeds) exports beside its
 * component (`asSlotIsland`): the build its code comes from, the languages it renders (a page in
 * another is never given it) and `loadCopy`, with which the island runtime loads its copy in the
 * page's language before it renders (island-runtime.ts).
 */
export { buildId as build } from '@agency/platform/build-id';
export { locales } from '@agency/platform/routes';
export { loadCopy } from '@agency/content/locale/on-demand';
