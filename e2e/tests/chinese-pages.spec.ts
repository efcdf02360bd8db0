import { existsSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { BRAND_FONT_CLASS, BRAND_FONT_FLAG } from '@agency/platform/page-start';
import type { Locale } from '@agency/platform/routes';
import {
  counterpartOf,
  englishInScript,
  englishInterfaceStrings,
  HAN,
  isChinesePath,
  readPages,
  recordScripts,
  SITE,
  startChineseNginx,
} from '../support/chinese';
import type { PageSummary } from '../support/chinese';
import { expect, islandReady, pageHeading, test } from '../support/fixtures';
import { topBar } from '../support/nav-bar';
import { readPage, openScriptless } from '../support/islands';
import { NGINX } from '../support/nginx';
import { originOf } from '../support/ports';
import { CHINESE_SAMPLES, routesFromSitemap } from '../support/site-routes';
import type { ALIAS_ROUTES } from '../support/site-routes';
import { axeViolations } from '../support/axe';
import { expectBackAndForwardRestored, openWithBackForwardCache } from '../support/back-forward-cache';
import { fragmentMarkers } from '../support/fragments';

/**
 * The site in Traditional Chinese (Hong Kong) beside English (issue 30). Every page of both
 * languages over plain HTTP (its language, its alternates and canonical, its language link), every
 * Chinese page in Chinese (its h1 and main text, and no English interface string in its HTML or in
 * the scripts it starts), no negotiation on the browser's language, no mixing of the two languages
 * by the Node server or by nginx, the back/forward cache across the language link, the fonts and
 * the typography of Chinese text, the Chinese pages without JavaScript, and an English page's
 * footer, whose language link is its one Chinese text, laid out only as a phone's visitor nears it.
 * Pages are read over HTTP and parsed by the browser's HTML parser; the browser renders only where
 * it must. The forms' Chinese e-mails and the calendar are chinese-forms.spec.ts's.
 */

const sitemap = await routesFromSitemap();

/** The English interface strings (support/chinese.ts): none may show on a Chinese page. */
const ENGLISH = englishInterfaceStrings();

/** The primary path each English alias shows: its canonical and alternates are the primary's, in each language. */
const primaryOf: Record<(typeof ALIAS_ROUTES)[number], string> = {
  '/services/all-services': '/services',
  '/contact/consultation': '/contact/schedule-consultation',
};

const englishPrimary = (english: string) => primaryOf[english as keyof typeof primaryOf] ?? english;

/** What a page of either language must say about itself: its language, canonical, alternates and language links. */
function expectedOf(path: string) {
  const chinese = isChinesePath(path);
  const english = englishPrimary(chinese ? counterpartOf(path) : path);
  const other: Locale = chinese ? 'en' : 'zh-HK';
  const link = `${counterpartOf(path)} ${other} ${other} ${siteCatalog[other].frame.languageName}`;
  return {
    lang: chinese ? 'zh-HK' : 'en',
    canonicals: [`${SITE}${chinese ? counterpartOf(english) : english}`],
    // The same three on both pages of a pair: each names itself and the other, which is reciprocity.
    alternates: [`en ${SITE}${english}`, `x-default ${SITE}${english}`, `zh-HK ${SITE}${counterpartOf(english)}`],
    // The navigation bar's, the small-screen menu's and the footer's.
    languageLinks: [link, link, link],
  };
}

/** What every page, of either language, is checked for over HTTP (expect.soft: one message per page and check). */
function expectPageOfItsLanguage(summary: PageSummary): void {
  const { path } = summary;
  const expected = expectedOf(path);
  expect.soft(summary.status, `${path}: status`).toBe(200);
  expect.soft(summary.lang, `${path}: <html lang>`).toBe(expected.lang);
  expect.soft(summary.contentLanguage, `${path}: Content-Language`).toBe(expected.lang);
  expect.soft(summary.vary, `${path}: Vary`).not.toMatch(/accept-language/i);
  expect.soft(summary.canonicals, `${path}: canonical`).toEqual(expected.canonicals);
  expect.soft([...summary.alternates].sort(), `${path}: alternates`).toEqual(expected.alternates);
  expect
    .soft(summary.languageLinks, `${path}: language links (href hreflang lang text)`)
    .toEqual(expected.languageLinks);
}

/** Puts the page on the shell's origin, whose pages readPages fetches from there. */
const onShell = (page: Page) => page.goto(`${originOf('shell')}/robots.txt`);

test('every English page: lang en, Content-Language en, no Vary on the language, its canonical, reciprocal alternates and the language link to its Chinese page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect(sitemap.error).toBeUndefined();
  expect(sitemap.routes).toHaveLength(47);
  await onShell(page);
  for (const summary of await readPages(page, sitemap.routes, [])) expectPageOfItsLanguage(summary);
});

test('every Chinese page: the same in Chinese, with its h1 and main text in Chinese and no English interface string in its HTML or its scripts', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  expect(sitemap.error).toBeUndefined();
  // Every English page has its Chinese counterpart, and no Chinese page is without an English one.
  expect([...sitemap.chineseRoutes].sort()).toEqual(sitemap.routes.map(counterpartOf).sort());
  expect(ENGLISH.length).toBeGreaterThan(150);
  await onShell(page);
  // The check finds them where they are: on the English quote page, its frame's and form's words.
  const [control] = await readPages(page, ['/contact/quote'], ENGLISH);
  expect(control?.englishShown.length).toBeGreaterThan(40);
  const summaries = await readPages(page, sitemap.chineseRoutes, ENGLISH);
  const scripts = new Set<string>();
  for (const summary of summaries) {
    const { path } = summary;
    expectPageOfItsLanguage(summary);
    expect.soft(summary.h1, `${path}: one h1, in Chinese`).toEqual([expect.stringMatching(HAN)]);
    // Mostly Chinese: Han characters outnumber Latin letters three to one or more (names, CRM, AI …).
    expect.soft(summary.mainHanShare, `${path}: share of Han characters in the main text`).toBeGreaterThan(0.75);
    expect.soft(summary.englishShown, `${path}: English interface strings in the HTML`).toEqual([]);
    // Its structured data names the Chinese page (the organisation's own address aside), in Chinese.
    const named = JSON.stringify(summary.structuredData).match(/"(?:url|@id)":"[^"]*"/g) ?? [];
    expect
      .soft(
        named.filter(
          (entry) => entry.includes(SITE) && !entry.endsWith(`${SITE}/"`) && !entry.includes(`${SITE}/zh-hk/`),
        ),
        `${path}: English pages named in the structured data`,
      )
      .toEqual([]);
    const languages = JSON.stringify(summary.structuredData).match(/"inLanguage":"[^"]*"/g) ?? [];
    expect
      .soft(
        languages.filter((entry) => entry !== '"inLanguage":"zh-HK"'),
        `${path}: inLanguage`,
      )
      .toEqual([]);
    for (const script of summary.scripts) scripts.add(script);
  }
  // The scripts a Chinese page starts itself (the one main.js, whatever the page): no English interface string.
  expect(scripts.size).toBeGreaterThan(0);
  for (const script of scripts) {
    const response = await request.get(script);
    expect(response.status(), script).toBe(200);
    expect.soft(englishInScript(await response.text(), ENGLISH), `${script}: English interface strings`).toEqual([]);
  }
});

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];

test('no negotiation: the browser’s language changes nothing, /zh-hk is sent to /zh-hk/, and the Chinese 404 and 400 pages', async ({
  request,
}) => {
  // A Chinese-speaking browser asking for an English page gets it, as it is: no redirect, no Vary.
  for (const path of ['/', '/services']) {
    const response = await request.get(path, {
      headers: { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.5', cookie: 'lang=zh-HK; locale=zh-HK' },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-language'], path).toBe('en');
    expect(response.headers()['vary'] ?? '', path).not.toMatch(/accept-language/i);
    expect(htmlLang(await response.text()), path).toBe('en');
  }
  const chineseHome = await request.get('/zh-hk/', { headers: { 'accept-language': 'en-GB,en' }, maxRedirects: 0 });
  expect(chineseHome.status()).toBe(200);
  expect(htmlLang(await chineseHome.text())).toBe('zh-HK');

  // The Chinese Home's address without its slash: a slash redirect, not a negotiation.
  const bare = await request.get('/zh-hk', { headers: { 'accept-language': 'en' }, maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(new URL(bare.headers()['location'] ?? '', originOf('shell')).pathname).toBe('/zh-hk/');
  expect(bare.headers()['vary'] ?? '').not.toMatch(/accept-language/i);

  await expectChineseErrorPage(await request.get('/zh-hk/nope'), 404);
  await expectChineseErrorPage(await request.get('/zh-hk/%FF'), 400);
});

/** A Chinese error page: its status, its language, and the frame's Chinese words for it, not the English ones (soft). */
async function expectChineseErrorPage(response: APIResponse, status: 404 | 400): Promise<void> {
  const where = response.url();
  const copy = (locale: 'en' | 'zh-HK') => siteCatalog[locale].frame[status === 404 ? 'notFound' : 'badRequest'];
  expect.soft(response.status(), where).toBe(status);
  expect.soft(response.headers()['content-language'], where).toBe('zh-HK');
  const html = await response.text();
  expect.soft(htmlLang(html), where).toBe('zh-HK');
  const shows = (text: string) => html.includes(`>${text}<`);
  expect
    .soft(
      {
        chineseTitle: shows(copy('zh-HK').title),
        linkToChineseHome: html.includes(`href="/zh-hk/">${copy('zh-HK').action}<`),
        englishTitle: shows(copy('en').title),
      },
      `${where}: what the page says`,
    )
    .toEqual({ chineseTitle: true, linkToChineseHome: true, englishTitle: false });
}

/** The fragments a page of `path` must carry, each with its styles: the section's, or Home's two widgets. */
const slotsOf = (path: string) =>
  path === '/' || path === '/zh-hk/' ? ['contact/QuoteForm', 'services/ServiceGrid'] : ['services/Section'];

/** An answer for `path`: its page's language everywhere, every fragment in it of that language. */
async function expectOneLanguage(response: APIResponse, path: string): Promise<void> {
  const lang = isChinesePath(path) ? 'zh-HK' : 'en';
  const html = await response.text();
  const markers = fragmentMarkers(html);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-language'], path).toBe(lang);
  expect(htmlLang(html), path).toBe(lang);
  for (const kind of ['fragment', 'fragment-styles'] as const)
    expect(
      markers
        .filter((marker) => marker.kind === kind)
        .map((marker) => marker.slot)
        .sort(),
      `${path}: ${kind} markers`,
    ).toEqual(slotsOf(path));
  expect(
    markers
      .filter((marker) => marker.locale !== lang)
      .map((marker) => `${marker.kind} ${marker.slot} ${marker.locale}`),
    `${path}: fragments of another language`,
  ).toEqual([]);
}

/**
 * Asks for a composed page. A page whose slot was left to the browser (its section slower than the
 * composer's 300 ms, on a busy machine) mixes nothing, but has no fragment to check: it is asked
 * for again, twice at most.
 */
const composed = (getOnce: (path: string) => Promise<APIResponse>) => async (path: string) => {
  let response = await getOnce(path);
  for (let attempt = 1; attempt < 3 && (await response.text()).includes('data-render="client"'); attempt += 1)
    response = await getOnce(path);
  return response;
};

/** Each page after its counterpart, both orders, the caches warm; then both at once, over and over. */
async function expectNoMixing(getOnce: (path: string) => Promise<APIResponse>): Promise<void> {
  const get = composed(getOnce);
  const pairs = [
    ['/services', '/zh-hk/services'],
    ['/', '/zh-hk/'],
  ] as const;
  for (const [english, chinese] of pairs) {
    // Warm: both pages once, so every cache on the way holds a fragment of each language.
    for (const path of [english, chinese]) await get(path);
    for (const order of [
      [english, chinese],
      [chinese, english],
    ])
      for (const path of order) await expectOneLanguage(await get(path), path);
    const racing = [english, chinese, english, chinese, chinese, english];
    const answers = await Promise.all(racing.map(get));
    for (const [index, path] of racing.entries()) {
      const answer = answers[index];
      if (answer) await expectOneLanguage(answer, path);
    }
  }
}

test('no mixing on the Node server: with warm caches, /services and /zh-hk/services (and Home) in either order, every fragment in the page’s language', async ({
  request,
}) => {
  await expectNoMixing((path) => request.get(path));
});

test('no mixing in nginx: the same through the nginx site, its /zh-hk redirect, its Chinese 404 and 400 pages, and a Chinese page whose section is down in Chinese', async ({
  request,
  page,
}) => {
  test.skip(!existsSync(NGINX), `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx)`);
  test.setTimeout(60_000);
  const nginx = await startChineseNginx({ downSection: 'portfolio' });
  try {
    const { site } = nginx;
    await expectNoMixing((path) => request.get(`${site}${path}`));
    // nginx composes what the Node server does: the same fragments, of the same builds and language.
    for (const path of ['/zh-hk/services', '/zh-hk/']) {
      const [fromNginx, fromNode] = await Promise.all([
        composed((at) => request.get(`${site}${at}`))(path),
        composed((at) => request.get(at))(path),
      ]);
      expect(fragmentMarkers(await fromNginx.text()), path).toEqual(fragmentMarkers(await fromNode.text()));
    }
    const bare = await request.get(`${site}/zh-hk`, { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(new URL(bare.headers()['location'] ?? '', site).pathname).toBe('/zh-hk/');
    const english = await request.get(`${site}/about/story`, { headers: { 'accept-language': 'zh-HK' } });
    expect(english.headers()['content-language']).toBe('en');
    expect(english.headers()['vary'] ?? '').not.toMatch(/accept-language/i);
    await expectChineseErrorPage(await request.get(`${site}/zh-hk/nope`), 404);
    // nginx reads a percent-encoded byte that is no UTF-8 as a path it does not have (nginx.spec.ts):
    // an address it cannot read at all gets the 400 page.
    await expectChineseErrorPage(await request.get(`${site}/zh-hk/a%2`), 400);

    // The portfolio is down: its Chinese page comes with the slot's own content, for the browser to
    // render the section or say it cannot, and all of it in Chinese.
    await page.goto(`${site}/robots.txt`);
    const [portfolio] = await readPages(page, ['/zh-hk/portfolio'], ENGLISH);
    expect(portfolio?.status).toBe(200);
    expect(portfolio?.lang).toBe('zh-HK');
    expect(fragmentMarkers(await (await request.get(`${site}/zh-hk/portfolio`)).text())).toEqual([]);
    expect(portfolio?.englishShown, '/zh-hk/portfolio, its section down: English interface strings').toEqual([]);
  } finally {
    await nginx.stop();
  }
});

test('back/forward cache: going back across the language link restores the English page, and forward the Chinese one', async ({
  launchOptions,
}) => {
  test.setTimeout(60_000);
  const { page, close } = await openWithBackForwardCache(launchOptions);
  try {
    await page.goto('/about/story');
    await expect(pageHeading(page)).toHaveText('Our Story');
    await topBar(page).getByRole('link', { name: '中文', exact: true }).click();
    await expect(page).toHaveURL('/zh-hk/about/story');
    await expect(pageHeading(page)).toHaveText('我們的故事');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    // Read, as a visitor would, before going back: the page has loaded.
    await page.waitForLoadState('load');
    await expectBackAndForwardRestored(
      page,
      { path: '/about/story', heading: 'Our Story' },
      { path: '/zh-hk/about/story', heading: '我們的故事' },
    );
  } finally {
    await close();
  }
});

/**
 * The typography of the page's Chinese text, as rendered: every element showing Han characters of
 * its own has no tracking (letter-spacing normal or 0) and no italics; its paragraphs and list
 * items (but those styled as headings or as the eyebrow, which keep the design's) have a line
 * height of at least 1.7 times their size. Also how many elements and body-text elements it checked.
 */
const typographyOf = (page: Page) =>
  page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const problems: string[] = [];
    let checked = 0;
    let bodyText = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!han.test(own) || element.getClientRects().length === 0) continue;
      checked += 1;
      const style = getComputedStyle(element);
      const name = `<${element.tagName.toLowerCase()}> "${own.trim().slice(0, 24)}"`;
      if (!['normal', '0px'].includes(style.letterSpacing))
        problems.push(`${name}: letter-spacing ${style.letterSpacing}`);
      if (style.fontStyle !== 'normal') problems.push(`${name}: font-style ${style.fontStyle}`);
      if (element.matches('p, li') && !/MuiTypography-(h\d|overline)/.test(element.className)) {
        bodyText += 1;
        const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
        if (!(ratio >= 1.7 - 0.005)) problems.push(`${name}: line-height ${style.lineHeight} at ${style.fontSize}`);
      }
    }
    return { checked, bodyText, problems };
  });

/** The computed `font-family` of the page's body text. */
const bodyFont = (page: Page) =>
  page
    .locator('main p')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

/** The system stack for Chinese text, after the brand font when the browser has it. */
const CHINESE_STACK = '"PingFang HK", "Noto Sans CJK HK", "Noto Sans CJK TC", "Microsoft JhengHei", sans-serif';

test('fonts and typography on Chinese pages: no font but the Latin brand font, the Chinese system stack, no tracking, tall lines, no italics; no English in the scripts they load, their islands’ code included', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const scripts = recordScripts(page);

  // A first visit paints in the system's faces; the page loads the brand font once it is idle.
  await page.goto('/zh-hk/blog/crm-evolution');
  await expect(page.locator('html')).not.toHaveClass(new RegExp(BRAND_FONT_CLASS));
  expect(await bodyFont(page)).toBe(CHINESE_STACK);
  const article = await typographyOf(page);
  await expect
    .poll(() => page.evaluate((flag) => localStorage.getItem(flag), BRAND_FONT_FLAG), { timeout: 15_000 })
    .toBe('1');

  // The next page paints with the brand font for Latin letters and digits, before the same stack.
  await page.goto('/zh-hk/contact/schedule-consultation');
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^| )${BRAND_FONT_CLASS}( |$)`));
  expect(await bodyFont(page)).toBe(`"Plus Jakarta Sans Latin", ${CHINESE_STACK}`);
  await page.waitForLoadState('networkidle');
  // Its form wakes as it comes into view (no interaction): its code and its calendar load.
  await page.getByRole('form', { name: '預約您的諮詢' }).scrollIntoViewIfNeeded();
  await islandReady(page, 'contact-EnquiryForm');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every script the two pages loaded, the form's code and its calendar's among them.
  const loaded = await scripts();
  const consultation = await typographyOf(page);
  // Emphasis in Chinese text (none in today's copy) is not slanted either.
  const emphasis = await page
    .locator('main p')
    .first()
    .evaluate((paragraph) => {
      const added = paragraph.appendChild(document.createElement('span'));
      added.innerHTML = '<em>重要</em><i>注意</i>';
      const styles = [...added.children].map((element) => getComputedStyle(element).fontStyle);
      added.remove();
      return styles;
    });

  for (const [name, found] of Object.entries({ article, consultation })) {
    expect.soft(found.problems, `${name}: Chinese text`).toEqual([]);
    expect.soft(found.checked, `${name}: elements with Chinese text`).toBeGreaterThan(20);
    expect.soft(found.bodyText, `${name}: paragraphs and list items`).toBeGreaterThan(3);
  }
  expect.soft(emphasis, 'em and i in Chinese text').toEqual(['normal', 'normal']);
  // No Chinese web font: the one font file requested is the brand font's Latin subset.
  expect(fonts.length).toBeGreaterThan(0);
  expect(
    fonts.filter((font) => !/^\/assets\/plus-jakarta-sans-latin-wght-normal\.[0-9a-f]{12}\.woff2$/.test(font)),
  ).toEqual([]);
  expect(loaded.length).toBeGreaterThan(1);
  for (const { url, text } of loaded)
    expect.soft(englishInScript(text, ENGLISH), `${url}: English interface strings`).toEqual([]);
});

test('an English page on a phone lays out its footer, with the Chinese of its language link, only as the visitor nears it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/blog/crm-evolution');
  const link = page.locator('footer').getByRole('link', { name: '中文' });
  // Skipped while far below the screen (content-visibility: auto): no CJK font is loaded for it.
  const laidOut = () => link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  // Its top on the screen: the whole footer is laid out, the link at its foot with it.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(laidOut).toBe(true);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await expect(link).toHaveAttribute('href', '/zh-hk/blog/crm-evolution');
});

/**
 * Without JavaScript, one Chinese page of each template (CHINESE_SAMPLES; every Chinese page's HTML
 * is checked above): its h1 and its main content in Chinese, and no axe violation. A test per page,
 * in the worker's one context without JavaScript.
 */
for (const path of CHINESE_SAMPLES) {
  test(`${path} without JavaScript: its h1 and main content in Chinese, and axe finds no violations`, async ({
    scriptless,
  }) => {
    // axe takes seconds on a busy machine.
    test.setTimeout(60_000);
    const { page, status, close } = await openScriptless(scriptless, path);
    try {
      expect(status).toBe(200);
      await expect(pageHeading(page)).toBeVisible();
      const { h1, main } = await readPage(page);
      expect(h1).toEqual([expect.stringMatching(HAN)]);
      expect(main.match(/\p{Script=Han}/gu)?.length ?? 0, 'Han characters in the main area').toBeGreaterThan(200);
      expect(await axeViolations(page, { scriptless: true })).toEqual([]);
    } finally {
      await close();
    }
  });
}
