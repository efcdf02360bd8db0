// The package's `./webpack` entry for Node. webpack-cli imports an app's webpack.config.mjs with
// Node's own import, which cannot load TypeScript on Node 20 (and webpack-cli's own TypeScript
// support knows ts-node, sucrase, babel, esbuild-register and @swc/register, not tsx). So this
// file loads the factory through tsx's scoped loader: the apps run plain `webpack` (no
// NODE_OPTIONS, which would also reach every child process; a plain `npx webpack` works too), and
// only the factory's own imports go through tsx. Editors and tsc take the types from
// create-webpack-config.ts, the `types` condition of the export.
import { tsImport } from 'tsx/esm/api';

const factory = await tsImport('./create-webpack-config.ts', import.meta.url);

export const { createWebpackConfig } = factory;
