import type { RuleSetRule } from 'webpack';
import { rootDir } from './workspace-paths';

/**
 * Our TypeScript, transpiled only (`npm run typecheck` checks it) with the given tsconfig. The
 * overrides undo what the tsconfigs set for `tsc -b` (declarations only, composite projects, .ts
 * extensions in imports, which only declarations-only output allows) and let a file of another
 * workspace package (shared/*) sit outside the app's rootDir.
 */
export function typeScriptRule(configFile: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile,
      compilerOptions: {
        rootDir,
        module: 'esnext',
        composite: false,
        declaration: false,
        emitDeclarationOnly: false,
        noEmit: false,
        // Only the Node-side files of shared/build import with a .ts extension; nothing bundled does.
        allowImportingTsExtensions: false,
      },
    },
  };
}
