/**
 * A section team's release commands, run from the section's folder (npm sets it with `-w`):
 *
 *   npm run release -w remote-blog [-- --version <v>] [--from <dist>] [--keep <n>]
 *   npm run promote -w remote-blog -- <version>
 *   npm run rollback -w remote-blog
 *   npm run canary -w remote-blog -- <version> --percent <1-99>
 *   npm run abort -w remote-blog
 *   npm run retire -w remote-blog -- <version>
 *   npm run releases -w remote-blog
 *   npm run preview-link -w remote-blog -- <version> [--minutes <n>]
 *
 * The store is RELEASE_STORE (default: releases/ in the repository), as the Node production
 * server serves it; a promote, rollback, canary or abort shows on the shell's next page request.
 * With RELEASE_NGINX_MAP set, each of them also rewrites that nginx map of every section's
 * versions, checks the configuration (RELEASE_NGINX_CHECK, `nginx -t`) and runs
 * RELEASE_NGINX_RELOAD (e.g. `nginx -s reload`), inside the store's lock (release-nginx.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, originOf } from '@agency/platform/deployment';
import { MAX_PREVIEW_SECONDS } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';
import { previewLink, previewSecretFrom } from '../preview-links';
import { keepNginxMap } from '../release-nginx';
import { DEFAULT_KEEP, releaseStoreRoot, ReleaseError, ReleaseStore } from '../release-store';

const USAGE = `usage (from a section's folder, through npm run -w remote-<name>):
  release [--version <v>] [--from <dist folder>] [--keep <n>]
  promote <version> | rollback | canary <version> --percent <1-99> | abort | retire <version>
  releases | preview-link <version> [--minutes <n>]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { name?: string; version?: string };

/** The section whose folder this runs in (npm's `-w remote-<name>` sets it). */
function sectionHere(): RemoteName {
  const name = packageJson.name?.replace(/^remote-/, '');
  const section = remoteNames.find((candidate) => candidate === name);
  return (
    section ??
    fail(`Run this from a section's folder (npm run <command> -w remote-<name>), not from ${process.cwd()}.`, 2)
  );
}
const section = sectionHere();

const [command, ...rest] = process.argv.slice(2);
let parsed: ReturnType<typeof parseOptions>;
function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      version: { type: 'string' },
      from: { type: 'string' },
      keep: { type: 'string' },
      percent: { type: 'string' },
      minutes: { type: 'string' },
    },
  });
}
try {
  parsed = parseOptions(rest);
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
const mapFile = process.env.RELEASE_NGINX_MAP;
const store = new ReleaseStore(releaseStoreRoot(), section, {
  ...(mapFile
    ? {
        afterChange: keepNginxMap({
          mapFile,
          reload: process.env.RELEASE_NGINX_RELOAD || undefined,
          check: process.env.RELEASE_NGINX_CHECK || undefined,
        }),
      }
    : {}),
});

const wholeNumber = (value: string | undefined, flag: string, fallback?: number): number => {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < 1)
    fail(`${flag} takes a whole number ≥ 1.\n${USAGE}`, 2);
  return number;
};
const versionArgument = (): string => positionals[0] ?? fail(`${command} needs a version.\n${USAGE}`, 2);
const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/** The version a release gets by default: the package's version and the build's id, unique per build. */
function defaultVersion(from: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(from, 'fragments', 'manifest.json'), 'utf8')) as {
      build?: string;
    };
    if (manifest.build) return `${packageJson.version ?? '0.0.0'}-${manifest.build}`;
  } catch {
    // no fragment manifest: not a complete build, which publish refuses with its own message
  }
  return fail(`${from} has no fragments/manifest.json: build the section first (npm run build -w remote-${section}).`);
}

async function run(): Promise<void> {
  switch (command) {
    case 'release': {
      const from = path.resolve(values.from ?? 'dist');
      const version = values.version ?? defaultVersion(from);
      const { files, retired } = await store.publish(from, version, wholeNumber(values.keep, '--keep', DEFAULT_KEEP));
      const { live } = await store.pointer();
      const folder = store.versionFolder(version);
      const shown = path.relative(process.cwd(), folder).startsWith('..')
        ? folder
        : path.relative(process.cwd(), folder);
      console.log(`${section} ${version} published: ${files} files in ${shown}.`);
      if (retired.length > 0)
        console.log(`Retired (beyond the last ${values.keep ?? DEFAULT_KEEP}): ${retired.join(', ')}.`);
      console.log(
        `Live: ${live ?? 'none (its unversioned build is served)'}. Nobody sees ${version}: its files answer 404 ` +
          'until one of these makes it visible:',
      );
      const command = (name: string, rest = '') => `npm run ${name} -w remote-${section} -- ${version}${rest}`;
      console.log(
        `  only you      ${command('preview-link')}   (the shell and ${section}'s origin need PREVIEW_SECRET)`,
      );
      console.log(`  a share       ${command('canary', ' --percent 10')}`);
      console.log(`  everyone      ${command('promote')}`);
      return;
    }
    case 'promote': {
      const { from, to } = await store.promote(versionArgument());
      console.log(`${section}: ${to} is live (was ${from ?? 'its unversioned build'}), from the next request.`);
      if (!from) console.log(`Its unversioned build (dist/) is no longer served: only released versions are.`);
      return;
    }
    case 'rollback': {
      const { from, to } = await store.rollback();
      console.log(`${section}: rolled back to ${to} (was ${from ?? 'none'}), from the next request.`);
      return;
    }
    case 'canary': {
      const version = versionArgument();
      const percent = wholeNumber(values.percent, '--percent');
      await store.canary(version, percent);
      const { live } = await store.pointer();
      console.log(`${section}: ${percent} % of browsers get ${version}, the rest ${live}, from the next request.`);
      console.log(
        `End it with npm run promote -w remote-${section} -- ${version}, or npm run abort -w remote-${section}.`,
      );
      return;
    }
    case 'abort': {
      const version = await store.abort();
      console.log(`${section}: canary of ${version} ended; every browser gets ${(await store.pointer()).live}.`);
      return;
    }
    case 'retire': {
      const version = versionArgument();
      await store.retire(version);
      console.log(`${section} ${version} retired: its files are gone from the store.`);
      return;
    }
    case 'releases': {
      const [list, history] = await Promise.all([store.list(), store.history()]);
      console.log(`${section} releases in ${store.folder}`);
      if (list.length === 0) console.log('  none yet: npm run release -w remote-' + section);
      const width = Math.max(7, ...list.map((entry) => entry.version.length));
      for (const entry of list) {
        const state =
          entry.state === 'canary'
            ? `canary ${entry.percent} %`
            : entry.state === 'published'
              ? entry.visible
                ? ''
                : 'unreleased (previews only)'
              : entry.state;
        console.log(`  ${entry.version.padEnd(width)}  ${when(entry.releasedAt).padEnd(20)}  ${state}`.trimEnd());
      }
      if (history.length > 0) {
        console.log('history (latest last):');
        for (const entry of history.slice(-10)) {
          const change =
            entry.action === 'release'
              ? entry.to
              : entry.action === 'retire'
                ? entry.from
                : `${entry.from ?? '—'} → ${entry.to ?? '—'}${entry.percent ? ` (${entry.percent} %)` : ''}`;
          console.log(`  ${when(entry.at).padEnd(20)}  ${entry.action.padEnd(8)}  ${change}`);
        }
      }
      return;
    }
    case 'preview-link': {
      const version = versionArgument();
      const checked = previewSecretFrom(process.env.PREVIEW_SECRET);
      if (checked.problem) fail(checked.problem, 2);
      const secret =
        checked.secret ?? fail('Set PREVIEW_SECRET to the secret the shell’s server has: it signs the link.', 2);
      const { published } = await store.pointer();
      if (!published.includes(version))
        throw new ReleaseError(
          `${section} has no published version ${version} (published: ${published.join(', ') || 'none yet'}).`,
        );
      const minutes = wholeNumber(values.minutes, '--minutes', 60);
      if (minutes * 60 > MAX_PREVIEW_SECONDS)
        fail(`A preview link lasts ${MAX_PREVIEW_SECONDS / 60} minutes (seven days) at most.`, 2);
      const expires = Math.floor(Date.now() / 1000) + minutes * 60;
      const shell = apps.find((entry) => entry.app === 'shell');
      const origin = shell ? originOf(shell) : 'http://localhost:3000';
      console.log(`${origin}${previewLink(secret, { section, version, expires })}`);
      console.error(`Valid for ${minutes} minutes; whoever opens it sees ${section} ${version} until then.`);
      return;
    }
    default:
      fail(USAGE, 2);
  }
}

try {
  await run();
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message);
  throw error;
}
