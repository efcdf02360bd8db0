/**
 * `npm run bench:dev`: the development server's figures, on a copy of the tree (support/dev-copy.ts),
 * from cold (no webpack output, no renderer):
 *
 *   first page   from `npm run dev` to the first page answered (the blog's: an article, composed
 *                with its fragment for the whole site)
 *   edit         from saving a change to an article's text to the page showing it on reload
 *                (median of --edits edits, each waited for by reloading every 50 ms)
 *   rebuild      the whole site only: from a change in shared/content (the company's facts, which
 *                the apps' page heads and contact details import) to the last webpack rebuild it causes
 *
 * for the blog alone (`npm run dev -w remote-blog`; budgets: first page ≤ 15 s, edit ≤ 2 s) and
 * for the whole site (reported). Prints a table; exit 1 when a measurement breaks.
 *
 *   npm run bench:dev -- [--edits 5]
 */
import { parseArgs } from 'node:util';
import { paths } from '@agency/platform/routes';
import { table } from '@agency/server/text-table';
import type { DevServer } from '../support/dev-copy';
import { copyTree, editFile, removeCopy, startDev, waitForPage } from '../support/dev-copy';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup';
import { medianOf } from './lighthouse-runs';

const { values } = parseArgs({ options: { edits: { type: 'string', default: '5' } }, strict: true });
const edits = Number(values.edits);
const BASE = 5200;
const article = paths.blog.article('crm-evolution');
const body = 'shared/content/src/blog/article-bodies/crm-evolution.ts';
const sentence = 'Ask a Hong Kong sales director';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Figures {
  firstPage: number;
  edits: number[];
  rebuild?: { ms: number; apps: string[] };
}

/** Saves `count` edits to the article, one after another, and times each until the page shows it. */
async function timeEdits(copy: string, url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  let current = sentence;
  for (let index = 1; index <= count; index++) {
    const next = `${sentence} (${index})`;
    editFile(copy, body, current, next);
    const saved = performance.now();
    for (;;) {
      const html = await (await fetch(url)).text();
      if (html.includes(next)) break;
      if (performance.now() - saved > 60_000) throw new Error(`edit ${index} did not show within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.push(performance.now() - saved);
    current = next;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return times;
}

/**
 * From a change in shared/content to the last webpack rebuild it causes (the apps whose code
 * imports it), as the dev server reports them: the rebuilds seen until none comes for 3 s.
 */
async function timeRebuild(copy: string, server: DevServer): Promise<{ ms: number; apps: string[] }> {
  const before = server.output.join('').length;
  editFile(copy, 'shared/content/src/site/company-facts.ts', "phone: '+852 3001 2468'", "phone: '+852 3001 2469'");
  const saved = performance.now();
  const seen = new Map<string, number>();
  let last = saved;
  while (performance.now() - last < 3_000 || seen.size === 0) {
    if (performance.now() - saved > 120_000) throw new Error('no app rebuilt within 120 s');
    for (const [, app] of server.output
      .join('')
      .slice(before)
      .matchAll(/\[dev\] (\S+) rebuilt in/g))
      if (app && !seen.has(app)) {
        seen.set(app, performance.now());
        last = performance.now();
      }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ms: Math.max(...seen.values()) - saved, apps: [...seen.keys()] };
}

async function measure(app: string | undefined, base: number, url: string, accept: (html: string) => boolean) {
  const copy = copyTree();
  const dev = startDev(copy, base, app);
  const stop = onCleanup(`npm run dev ${app ?? ''}`, async () => {
    await dev.stop();
    removeCopy(copy);
  });
  try {
    const started = performance.now();
    await waitForPage(dev, url, accept);
    const figures: Figures = { firstPage: performance.now() - started, edits: [] };
    figures.edits = await timeEdits(copy, url, edits);
    if (!app) figures.rebuild = await timeRebuild(copy, dev);
    return figures;
  } finally {
    await stop();
  }
}

installSignalHandlers();
try {
  const blog = await measure('remote-blog', BASE, `http://localhost:${BASE + 2}${article}`, () => true);
  const site = await measure(undefined, BASE + 10, `http://localhost:${BASE + 10}${article}`, (html) =>
    html.includes('<!--fragment blog/Section development.'),
  );
  const rows = [
    ['blog alone', seconds(blog.firstPage), seconds(medianOf(blog.edits)), blog.edits.map(seconds).join(' '), '—'],
    [
      'whole site',
      seconds(site.firstPage),
      seconds(medianOf(site.edits)),
      site.edits.map(seconds).join(' '),
      site.rebuild ? `${seconds(site.rebuild.ms)} (${site.rebuild.apps.join(', ')})` : '—',
    ],
  ];
  console.log(
    table(['', 'first page', `edit (median of ${edits})`, 'edits', 'shared/content rebuild'], rows, [
      'left',
      'right',
      'right',
      'left',
      'left',
    ]),
  );
  const budgets = [
    ['blog alone: first page ≤ 15 s', blog.firstPage <= 15_000],
    ['blog alone: edit ≤ 2 s', medianOf(blog.edits) <= 2_000],
  ] as const;
  for (const [budget, met] of budgets) console.log(`${met ? 'met   ' : 'MISSED'} ${budget}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
