import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, island, islandReady, islandsMarked, pageHeading, test } from '../support/fixtures';
import { chooseFromMenu } from '../support/nav-bar';
import { originOf, ports, redeployPorts } from '../support/ports';
import {
  isRunning,
  listenerPid,
  rootDir,
  startServer,
  stopAllServers,
  stopServer,
  waitForUrl,
} from '../support/processes';
import type { Server } from '../support/processes';
import {
  buildContactCopy,
  copyDist,
  deployedDist,
  prepareContactCopy,
  REDEPLOYED_MARK,
  removeContactCopy,
} from '../support/redeployed-contact';
import { fragmentBuilds } from '../support/fragments';

/*
 * A section redeployed while the shell keeps running. A private shell (base + 50) loads the
 * contact section from a private contact server (base + 54, as the suite's contact server is at
 * base + 4), and the other sections from the suite's servers. The section is rebuilt from a
 * changed copy of its source (its forms' titles, drawn by its island, carry a mark) and only its
 * server is restarted on the new build:
 * 1. the very next request composes the new fragment, while the shell's files and process stay
 *    exactly as they were;
 * 2. island skew: a page whose island HTML came from the previous build, woken after the deploy
 *    landed, runs the new build's code: the island renders afresh, without a mismatch or an error.
 */

const shellDist = path.join(rootDir, 'shell/dist');
const shellUrl = `http://localhost:${redeployPorts.shell}`;
const contactPort = ports.contact + (redeployPorts.shell - ports.shell);
const contactUrl = `http://localhost:${contactPort}`;
const contactEnv = { CONTACT_PORT: String(contactPort), SHELL_PORT: String(redeployPorts.shell) };

/** sha256 of every file under a folder, by relative path. */
async function hashTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** The build a section's dist is of (its fragments' manifest names it). */
const buildOf = async (dist: string) =>
  (JSON.parse(await readFile(path.join(dist, 'fragments/manifest.json'), 'utf8')) as { build: string }).build;

/** A page of the private shell as served: composed from the shell's frame and the section's fragment. */
const pageHtml = async (pathname: string) => (await fetch(`${shellUrl}${pathname}`)).text();

/** The form card's title, as the island shows it. */
const formTitle = (page: Page) => island(page, 'contact-EnquiryForm').getByRole('heading', { level: 2 });

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let shell: Server | undefined;
let contact: Server | undefined;
let built = false;
let failed = false;

/** (Re)starts the private contact server on a dist: the deployed build, or the copy's. */
async function serveContact(dist: string, name: string): Promise<void> {
  if (contact) await stopServer(contact);
  contact = startServer(name, ['--only', 'remote-contact', '--dist', dist], contactEnv);
  await waitForUrl(contact, `${contactUrl}/mf-manifest.json`);
}

/** Builds the changed copy once, into its own dist. */
async function buildOnce(): Promise<void> {
  if (built) return;
  await test.step('build the changed section into its own dist', buildContactCopy);
  built = true;
}

test.beforeAll(async () => {
  await prepareContactCopy();
  shell = startServer('private shell', ['--only', 'shell'], {
    SHELL_PORT: String(redeployPorts.shell),
    CONTACT_URL: contactUrl,
    SERVICES_URL: originOf('services'),
    BLOG_URL: originOf('blog'),
    PORTFOLIO_URL: originOf('portfolio'),
  });
  await Promise.all([waitForUrl(shell, `${shellUrl}/remotes.json`), serveContact(deployedDist, 'private contact')]);
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) failed = true;
});

test.afterAll(async () => {
  await stopAllServers();
  // A failed run leaves the copy and its build behind to look at.
  if (!failed) await removeContactCopy();
});

test('a section redeploys on its own: the next request composes its new fragment; the shell is untouched', async ({
  page,
  consoleErrors,
}) => {
  if (!shell || !contact) throw new Error('servers did not start');
  const shellPid = shell.child.pid;
  expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);

  const remotes = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes).toEqual({
    services: `${originOf('services')}/mf-manifest.json`,
    blog: `${originOf('blog')}/mf-manifest.json`,
    portfolio: `${originOf('portfolio')}/mf-manifest.json`,
    contact: `${contactUrl}/mf-manifest.json`,
  });

  const deployed = await buildOf(deployedDist);
  await test.step('the deployed section', async () => {
    const html = await pageHtml('/contact/quote');
    expect(fragmentBuilds(html)).toEqual({ 'contact/Section': deployed });
    expect(html).toContain('>Request a Quote</h2>');
    await page.goto(`${shellUrl}/contact/quote`);
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
    await expect(formTitle(page)).toHaveText('Request a Quote');
    // Another section, from the suite's servers, works beside the private one.
    await chooseFromMenu(page, 'Blog', 'All Articles');
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  });

  const shellFilesBefore = await hashTree(shellDist);
  expect(Object.keys(shellFilesBefore)).toContain('index.html');

  await buildOnce();
  const redeployed = await buildOf(copyDist);
  expect(redeployed).not.toBe(deployed);
  await test.step('redeploy: restart only the contact server, on the new build', () =>
    serveContact(copyDist, 'redeployed contact'));

  await test.step('the very next request composes the new fragment, with its styles', async () => {
    const html = await pageHtml('/contact/quote');
    expect(fragmentBuilds(html)).toEqual({ 'contact/Section': redeployed });
    expect(fragmentBuilds(html, 'fragment-styles')).toEqual({ 'contact/Section': redeployed });
    expect(html).toContain(`>Request a Quote${REDEPLOYED_MARK}</h2>`);
    expect(html).not.toContain('>Request a Quote</h2>');
    // Home's quote form is the contact section's widget: its new build too.
    const home = await pageHtml('/');
    expect(fragmentBuilds(home)).toEqual({
      'services/ServiceGrid': expect.stringMatching(/^[0-9a-f]{12}$/),
      'contact/QuoteForm': redeployed,
    });
    expect(home).toContain(`>Request a Quote${REDEPLOYED_MARK}</h3>`);
  });

  await test.step('the page shows it, and its island wakes on the new build’s code', async () => {
    await page.goto(`${shellUrl}/contact/quote`);
    await expect(formTitle(page)).toHaveText(`Request a Quote${REDEPLOYED_MARK}`);
    await page.getByRole('form', { name: `Request a Quote${REDEPLOYED_MARK}` }).hover();
    await islandReady(page, 'contact-EnquiryForm');
    // HTML and code of one build: hydrated, not rendered afresh.
    expect(await islandsMarked(page, 'agency:island-afresh')).toEqual([]);
    expect(await islandsMarked(page, 'agency:island-mismatch')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  await test.step('the shell was not touched', async () => {
    expect(await hashTree(shellDist)).toEqual(shellFilesBefore);
    expect(shell?.child.pid).toBe(shellPid);
    expect(shell?.child.exitCode).toBeNull();
    expect(shell?.child.signalCode).toBeNull();
    expect(shell && isRunning(shell)).toBe(true);
    expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);
    expect(await listenerPid(contactPort)).toBe(contact?.child.pid);
  });
});

test('island skew: HTML of the previous build, code of the new one: the island renders afresh, without an error, keeping what was typed', async ({
  page,
  consoleErrors,
}) => {
  await buildOnce();
  const [previous, next] = [await buildOf(deployedDist), await buildOf(copyDist)];
  await test.step('the page, as the previous deploy composed it', async () => {
    await serveContact(deployedDist, 'private contact, previous deploy');
    await page.goto(`${shellUrl}/contact/partnership`);
    await expect(island(page, 'contact-EnquiryForm')).toHaveAttribute('data-build', previous);
    await expect(formTitle(page)).toHaveText('Start a partnership conversation');
  });

  // The deploy lands while the page is open; the island's code is fetched after it.
  await test.step('redeploy', () => serveContact(copyDist, 'redeployed contact'));
  const notes: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[islands]')) notes.push(message.text());
  });
  await page.locator('main [name="firstName"]').fill('Priya');
  await islandReady(page, 'contact-EnquiryForm');

  expect(await islandsMarked(page, 'agency:island-afresh')).toEqual(['contact-EnquiryForm']);
  expect(await islandsMarked(page, 'agency:island-mismatch')).toEqual([]);
  expect(await islandsMarked(page, 'agency:island-error')).toEqual([]);
  expect(notes).toEqual([
    `[islands] contact-EnquiryForm: the page is of build ${previous}, the code of build ${next}; rendering afresh`,
  ]);
  // The visitor sees the island as the new build draws it, and it works.
  await expect(formTitle(page)).toHaveText(`Start a partnership conversation${REDEPLOYED_MARK}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Start a partnership conversation', exact: true }),
  ).toHaveCount(0);
  await expect(island(page, 'contact-EnquiryForm').getByRole('status')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  // What the visitor typed before the code arrived (the typing is what woke the island) is kept,
  // as on a page whose HTML and code are of one build.
  await expect(page.locator('main [name="firstName"]')).toHaveValue('Priya');
});
