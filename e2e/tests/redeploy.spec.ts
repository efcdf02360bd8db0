import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { chooseFromMenu, expect, mainArea, mainNav, pageHeading, test, UNAVAILABLE } from '../support/fixtures';
import {
  buildPortfolioCopy,
  copyDist,
  EXTRA_EXPOSE,
  NEW_EYEBROW,
  OLD_EYEBROW,
  preparePortfolioCopy,
  removePortfolioCopy,
  skews,
  workDir,
} from '../support/redeployed-portfolio';
import { originOf, redeployPorts } from '../support/ports';
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

/*
 * A private shell (base + 50) loads the portfolio section from a private portfolio server
 * (base + 53), and the other sections from the suite's servers.
 * 1. Independent redeploy: the section is rebuilt from a changed copy of its source and its
 *    server restarted on the new build; the page shows the change on reload while the shell's
 *    files and process stay exactly as they were.
 * 2. Version skew: that same build declares its shared router one patch newer and React one
 *    patch older than the shell, and exposes one module more; the site still works on it.
 */

const shellDist = path.join(rootDir, 'shell/dist');
/** The redeployed build with the fragments of the build before it. */
const skewedDist = path.join(workDir, 'skewed-dist');
const shellUrl = `http://localhost:${redeployPorts.shell}`;
const portfolioUrl = `http://localhost:${redeployPorts.portfolio}`;
const portfolioEnv = { PORTFOLIO_PORT: String(redeployPorts.portfolio), SHELL_PORT: String(redeployPorts.shell) };

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

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string }[];
  exposes: { path: string }[];
}

const manifestOf = async (origin: string) => (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;

/** A page of the private shell as served: composed from the shell's frame and the section's fragment. */
const pageHtml = async (path: string) => (await fetch(`${shellUrl}${path}`)).text();

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let shell: Server | undefined;
let portfolio: Server | undefined;
let redeployed = false;
let failed = false;

test.beforeAll(async () => {
  await preparePortfolioCopy();
  shell = startServer('private shell', ['--only', 'shell'], {
    SHELL_PORT: String(redeployPorts.shell),
    PORTFOLIO_URL: portfolioUrl,
    SERVICES_URL: originOf('services'),
    BLOG_URL: originOf('blog'),
    CONTACT_URL: originOf('contact'),
  });
  portfolio = startServer('private portfolio', ['--only', 'remote-portfolio'], portfolioEnv);
  await Promise.all([
    waitForUrl(shell, `${shellUrl}/remotes.json`),
    waitForUrl(portfolio, `${portfolioUrl}/mf-manifest.json`),
  ]);
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) failed = true;
});

test.afterAll(async () => {
  await stopAllServers();
  // A failed run leaves the copy and its build behind to look at.
  if (!failed) await removePortfolioCopy();
});

/** Builds the changed copy and restarts only the portfolio server, on the new build. */
async function redeployPortfolio(): Promise<void> {
  await test.step('build the changed section into its own dist', buildPortfolioCopy);
  await test.step('redeploy: restart only the portfolio server, on the new build', async () => {
    if (portfolio) await stopServer(portfolio);
    portfolio = startServer('redeployed portfolio', ['--only', 'remote-portfolio', '--dist', copyDist], portfolioEnv);
    await waitForUrl(portfolio, `${portfolioUrl}/mf-manifest.json`);
  });
  redeployed = true;
}

const overviewEyebrow = (page: Page) => mainArea(page).locator('header p').first();

test('a section redeploys on its own: new content, same shell files and process', async ({ page }) => {
  if (!shell || !portfolio) throw new Error('servers did not start');
  const shellPid = shell.child.pid;
  expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);

  const remotes = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes).toEqual({
    services: `${originOf('services')}/mf-manifest.json`,
    blog: `${originOf('blog')}/mf-manifest.json`,
    portfolio: `${portfolioUrl}/mf-manifest.json`,
    contact: `${originOf('contact')}/mf-manifest.json`,
  });

  await test.step('the deployed section', async () => {
    expect(await pageHtml('/portfolio')).toContain(`>${OLD_EYEBROW}</p>`);
    await page.goto(`${shellUrl}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(overviewEyebrow(page)).toHaveText(OLD_EYEBROW);
    // Another section, from the suite's servers, works beside the private one.
    await chooseFromMenu(page, 'Blog', 'All Articles');
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  });

  const shellFilesBefore = await hashTree(shellDist);
  expect(Object.keys(shellFilesBefore)).toContain('index.html');

  await redeployPortfolio();

  await test.step('the very next request composes the new fragment, and the page shows it', async () => {
    const html = await pageHtml('/portfolio');
    expect(html).toContain(`>${NEW_EYEBROW}</p>`);
    expect(html).not.toContain(`>${OLD_EYEBROW}</p>`);
    await page.goto(`${shellUrl}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(overviewEyebrow(page)).toHaveText(NEW_EYEBROW);
  });

  await test.step('the shell was not touched', async () => {
    expect(await hashTree(shellDist)).toEqual(shellFilesBefore);
    expect(shell?.child.pid).toBe(shellPid);
    expect(shell?.child.exitCode).toBeNull();
    expect(shell?.child.signalCode).toBeNull();
    expect(shell && isRunning(shell)).toBe(true);
    expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);
    expect(await listenerPid(redeployPorts.portfolio)).toBe(portfolio?.child.pid);
  });
});

test('a section built one patch apart on shared packages, with an extra expose, runs in the shell', async ({
  page,
  consoleErrors,
}) => {
  if (!redeployed) await redeployPortfolio();

  await test.step('the served build really is skewed', async () => {
    const deployed = await manifestOf(originOf('portfolio'));
    const served = await manifestOf(portfolioUrl);
    for (const { key, manifestNames, deployed: version, skewed } of skews()) {
      const declared = (manifest: Manifest) =>
        manifest.shared
          .filter((entry) => manifestNames(entry.name))
          .map((entry) => [entry.name, entry.version, entry.requiredVersion]);
      const names = declared(deployed).map(([name]) => name);
      expect(names.length, `${key} in the deployed manifest`).toBeGreaterThan(0);
      expect(declared(deployed)).toEqual(names.map((name) => [name, version, `^${version}`]));
      expect(declared(served)).toEqual(names.map((name) => [name, skewed, `^${skewed}`]));
    }
    expect(deployed.exposes.map((expose) => expose.path)).toEqual(['./Section']);
    expect(served.exposes.map((expose) => expose.path)).toEqual(['./Section', EXTRA_EXPOSE.name]);
    const remoteEntry = await (await fetch(`${portfolioUrl}/remoteEntry.js`)).text();
    expect(remoteEntry).toContain(`"${EXTRA_EXPOSE.name}"`);
  });

  const federationWarnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().includes('Federation')) federationWarnings.push(message.text());
  });

  await test.step('the skewed section renders and routes inside the shell', async () => {
    await page.goto(`${shellUrl}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(overviewEyebrow(page)).toHaveText(NEW_EYEBROW);
    // Client-side navigation from here on: a full load would drop this marker.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const industries = mainArea(page).getByRole('region', { name: 'Browse by industry' });
    await industries.getByRole('link', { name: 'View projects about Insurance' }).click();
    await expect(page).toHaveURL(`${shellUrl}/portfolio/insurance`);
    await expect(pageHeading(page)).toHaveText('Insurance Projects');
    await chooseFromMenu(page, 'Portfolio', 'Case Studies');
    await expect(pageHeading(page)).toHaveText('Case Studies');
    await expect(mainArea(page).getByRole('article')).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(`${shellUrl}/portfolio/insurance`);
    await expect(pageHeading(page)).toHaveText('Insurance Projects');
  });

  await test.step('navigation to other sections and back works', async () => {
    await chooseFromMenu(page, 'Blog', 'All Articles');
    await expect(page).toHaveURL(`${shellUrl}/blog`);
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
    await chooseFromMenu(page, 'Services', 'CRM Solutions');
    await expect(page).toHaveURL(`${shellUrl}/services/crm-solutions`);
    await expect(pageHeading(page)).toHaveText('CRM Solutions');
    await chooseFromMenu(page, 'Contact', 'Get a Quote');
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
    await chooseFromMenu(page, 'Portfolio', 'Healthcare');
    await expect(page).toHaveURL(`${shellUrl}/portfolio/healthcare`);
    await expect(pageHeading(page)).toHaveText('Healthcare Projects');
  });

  await test.step('Home’s widgets from the other remotes work', async () => {
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
    const servicesRegion = page.getByRole('region', { name: 'Everything you need to grow, under one roof' });
    await servicesRegion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(servicesRegion.getByRole('link', { name: /^Learn More about / })).toHaveCount(12);

    const contactRegion = page.getByRole('region', { name: 'Tell us about your project' });
    await contactRegion.getByRole('heading', { name: 'Tell us about your project' }).scrollIntoViewIfNeeded();
    const form = contactRegion.getByRole('form', { name: 'Request a Quote' });
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    await form.getByRole('button', { name: 'Send Quote Request' }).click();
    await expect(firstName).toBeFocused();
    const label = form.locator(`label[for="${await firstName.getAttribute('id')}"]`);
    await expect(label).toHaveAttribute('data-shrink', 'true');
    await firstName.fill('Mei Ling');
    await expect(firstName).toHaveValue('Mei Ling');

    await servicesRegion.getByRole('link', { name: 'Learn More about AI Solutions' }).click();
    await expect(pageHeading(page)).toHaveText('AI Solutions');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  });

  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect.soft(consoleErrors, 'console errors on the skewed build').toEqual([]);
  // The runtime keeps the shell's router (loaded first: one instance for every section) and says
  // so once, since the section asked for a newer patch; React one patch older satisfies silently.
  const router = skews().find((skew) => skew.key === '@agency/platform/router');
  if (!router) throw new Error('no router skew');
  const warning =
    `[ Federation Runtime ] Version ${router.deployed} from shell of shared singleton module ${router.key} ` +
    `does not satisfy the requirement of portfolio which needs ^${router.skewed})`;
  expect(federationWarnings).toEqual([warning]);

  await test.step('the section renders the shell’s 404 for a path it does not know', async () => {
    const errorsBefore = consoleErrors.length;
    await page.goto(`${shellUrl}/portfolio/no-such-page`);
    await expect(pageHeading(page)).toHaveText('404');
    await expect
      .poll(() => consoleErrors.slice(errorsBefore))
      .toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
        '404 Error: User attempted to access non-existent route: /portfolio/no-such-page',
      ]);
    // The 404 page is the shell's own (hydrated from the server's 404 HTML); the section's code
    // still loads beside it, and its warning can come after the page's own logs.
    await expect.poll(() => federationWarnings).toEqual([warning, warning]);
  });
});

test('a fragment from the previous deploy, with code from the new one, ends in the new page without an error', async ({
  page,
  consoleErrors,
}) => {
  if (!redeployed) await redeployPortfolio();
  // The moment a deploy lands: the page's fragment is the old build's, the code the browser loads
  // the new one's. The portfolio server serves the new build with the old build's fragments.
  await test.step('serve the new build with the previous deploy’s fragments', async () => {
    await rm(skewedDist, { recursive: true, force: true });
    await cp(copyDist, skewedDist, { recursive: true });
    await rm(path.join(skewedDist, 'fragments'), { recursive: true, force: true });
    await cp(path.join(rootDir, 'remote-portfolio/dist/fragments'), path.join(skewedDist, 'fragments'), {
      recursive: true,
    });
    if (portfolio) await stopServer(portfolio);
    portfolio = startServer(
      'portfolio with stale fragments',
      ['--only', 'remote-portfolio', '--dist', skewedDist],
      portfolioEnv,
    );
    await waitForUrl(portfolio, `${portfolioUrl}/mf-manifest.json`);
  });
  expect(await pageHtml('/portfolio')).toContain(`>${OLD_EYEBROW}</p>`);

  const composition: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[composition]')) composition.push(message.text());
  });
  await page.goto(`${shellUrl}/portfolio`);
  await expect(pageHeading(page)).toHaveText('Portfolio');
  await expect(overviewEyebrow(page)).toHaveText(NEW_EYEBROW);
  await expect(pageHeading(page)).toHaveCount(1);
  expect(composition).toEqual([
    expect.stringMatching(
      /^\[composition\] portfolio\/Section: the page's fragment is of build [0-9a-f]{12}, the code of build [0-9a-f]{12}; rendering afresh$/,
    ),
  ]);
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));
  expect(marks).not.toContain('agency:recoverable-error');
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  // The page goes on as usual: client-side navigation within the section.
  await mainArea(page)
    .getByRole('region', { name: 'Browse by industry' })
    .getByRole('link', { name: 'View projects about Insurance' })
    .click();
  await expect(pageHeading(page)).toHaveText('Insurance Projects');
});
