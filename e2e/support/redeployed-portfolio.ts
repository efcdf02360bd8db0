/**
 * A changed copy of the portfolio section (e2e/test-results/redeploy/remote-portfolio: ignored by
 * git, lint and format, and left there after a failed run to look at), built with the
 * project's webpack config and served in place of the deployed portfolio. One build serves both
 * tests of redeploy.spec.ts:
 * - redeploy: the overview's eyebrow is a literal, so the new build is visible on the page;
 * - version skew: its federation share declarations are one patch apart from the shell's
 *   (the router one patch newer, React one patch older) and it exposes one module more.
 * The copy's webpack.config.mjs wraps the portfolio's own config (copied beside it); shared/build
 * is not changed.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { installedVersion } from '@agency/build/workspace';
import { rootDir, run } from './processes';

const originalApp = path.join(rootDir, 'remote-portfolio');
export const workDir = path.join(rootDir, 'e2e/test-results/redeploy');
export const copyDir = path.join(workDir, 'remote-portfolio');
export const copyDist = path.join(copyDir, 'dist');

/** The overview hero's eyebrow comes from content; the copy's page gets a literal instead. */
const OVERVIEW_PAGE = 'src/pages/portfolio-overview-page.tsx';
const EYEBROW_PROP = 'eyebrow={hero.eyebrow}';
export const OLD_EYEBROW = 'Our Work';
export const NEW_EYEBROW = 'Our Work · Redeployed';

/** `7.18.5` → `7.18.6` (step 1) or `7.18.4` (step -1). */
export function patchApart(version: string, step: 1 | -1): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not a plain x.y.z version: ${version}`);
  const [, major, minor, patch] = match;
  const next = Number(patch) + step;
  if (next < 0) throw new Error(`${version} has no older patch: skew another shared package in skews()`);
  return `${major}.${minor}.${next}`;
}

export interface Skew {
  /** The share key in sharedSingletons (shared/build/webpack/shared-singletons.ts). */
  key: string;
  /** The names the key appears under in mf-manifest.json (a `react/` key: react/jsx-runtime, …). */
  manifestNames: (name: string) => boolean;
  /** What the shell and every deployed remote declare. */
  deployed: string;
  /** What the copy declares (version, and requiredVersion `^version`). */
  skewed: string;
}

/** The copy's share declarations that differ from the shell's. */
export function skews(): Skew[] {
  // The installed versions, which the build's shared singletons declare for every app; the router
  // module is shared under react-router-dom's.
  const router = installedVersion('react-router-dom');
  const react = installedVersion('react');
  return [
    {
      key: '@agency/platform/router',
      manifestNames: (name) => name === '@agency/platform/router',
      deployed: router,
      skewed: patchApart(router, 1),
    },
    { key: 'react', manifestNames: (name) => name === 'react', deployed: react, skewed: patchApart(react, -1) },
    {
      key: 'react/',
      manifestNames: (name) => name.startsWith('react/'),
      deployed: react,
      skewed: patchApart(react, -1),
    },
  ];
}

/** The module the copy exposes beyond the deployed portfolio's `./Section`. */
export const EXTRA_EXPOSE = { name: './BuildInfo', file: './src/build-info.ts' } as const;
const EXTRA_EXPOSE_SOURCE = `/** Exposed by the e2e version-skew build only: a shell that does not know it must ignore it. */
export const buildInfo = { build: 'e2e version skew' } as const;
`;

function skewedWebpackConfig(): string {
  const declarations = Object.fromEntries(skews().map(({ key, skewed }) => [key, skewed]));
  return `// Written by e2e/support/redeployed-portfolio.ts: the portfolio's own config (webpack.portfolio.mjs),
// with share declarations one patch apart from the shell's and one more expose.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import portfolioConfig from './webpack.portfolio.mjs';

const skewed = ${JSON.stringify(declarations, null, 2)};
const extraExposes = ${JSON.stringify({ [EXTRA_EXPOSE.name]: EXTRA_EXPOSE.file })};

export default async (env, argv) => {
  const config = await portfolioConfig(env, argv);
  const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
  if (!federation) throw new Error('the portfolio config has no ModuleFederationPlugin');
  // The plugin keeps its options here until webpack applies it.
  const options = federation._options;
  for (const [key, version] of Object.entries(skewed)) {
    if (!options.shared?.[key]) throw new Error('the portfolio does not share ' + key);
    options.shared[key] = { ...options.shared[key], version, requiredVersion: '^' + version };
  }
  options.exposes = { ...options.exposes, ...extraExposes };
  return config;
};
`;
}

/** Copies the section's sources (with their assets), then applies the changes above. */
export async function preparePortfolioCopy(): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(copyDir, { recursive: true });
  await cp(path.join(originalApp, 'package.json'), path.join(copyDir, 'package.json'));
  await cp(path.join(originalApp, 'webpack.config.mjs'), path.join(copyDir, 'webpack.portfolio.mjs'));
  await writeFile(path.join(copyDir, 'webpack.config.mjs'), skewedWebpackConfig());
  await cp(path.join(originalApp, 'src'), path.join(copyDir, 'src'), { recursive: true });
  await writeFile(path.join(copyDir, EXTRA_EXPOSE.file), EXTRA_EXPOSE_SOURCE);

  // The copy sits deeper in the tree: point its tsconfig at the workspace's base config again.
  const tsconfig = JSON.parse(await readFile(path.join(originalApp, 'tsconfig.json'), 'utf8')) as {
    extends: string;
    references?: { path: string }[];
  };
  const fromCopy = (relative: string) => path.relative(copyDir, path.resolve(originalApp, relative));
  tsconfig.extends = fromCopy(tsconfig.extends);
  tsconfig.references = tsconfig.references?.map((reference) => ({ path: fromCopy(reference.path) }));
  await writeFile(path.join(copyDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);

  const pageFile = path.join(copyDir, OVERVIEW_PAGE);
  const source = await readFile(pageFile, 'utf8');
  if (!source.includes(EYEBROW_PROP)) throw new Error(`${pageFile} no longer contains ${EYEBROW_PROP}`);
  await writeFile(pageFile, source.replace(EYEBROW_PROP, `eyebrow="${NEW_EYEBROW}"`));
}

/** The production build of the copy, into its own dist. */
export const buildPortfolioCopy = (): Promise<void> => run('npx', ['webpack', '--mode', 'production'], copyDir);

export const removePortfolioCopy = (): Promise<void> => rm(workDir, { recursive: true, force: true });
