/**
 * Node module hooks for the prerender step: imports the browser bundle gets from webpack's asset
 * rules. An SVG becomes the same data URL webpack inlines; a stylesheet is nothing (the page's
 * stylesheet is inlined into its HTML by the build). Any other asset is an error: its URL would
 * carry a content hash only webpack knows.
 */
import { readFile } from 'node:fs/promises';
import type { LoadHook } from 'node:module';
import { fileURLToPath } from 'node:url';
// With its extension: on Node 24 the hooks thread loads this file by Node's own type stripping,
// which resolves no extension-less specifier.
import { svgDataUrl } from './svg-data-url.ts';

export const load: LoadHook = async (url, context, nextLoad) => {
  const pathname = url.split('?')[0] ?? url;
  if (pathname.endsWith('.svg')) {
    const source = await readFile(fileURLToPath(pathname));
    return { format: 'module', source: `export default ${JSON.stringify(svgDataUrl(source))};`, shortCircuit: true };
  }
  if (pathname.endsWith('.css')) return { format: 'module', source: 'export {};', shortCircuit: true };
  if (/\.(woff2?|png|jpe?g|webp|avif)$/.test(pathname)) {
    throw new Error(`The prerender step cannot import ${pathname}: only webpack knows its hashed URL`);
  }
  return nextLoad(url, context);
};
