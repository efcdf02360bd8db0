/**
 * What chinese-pages.spec.ts needs to check the site's two languages: their addresses, the English
 * interface strings (taken from the English content) that no Chinese page may show, in its HTML or
 * in its scripts, pages read over HTTP and parsed by the browser (readPages), and an nginx site of
 * its own.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import * as englishBlog from '@agency/content/blog/blog';
import * as chineseBlog from '@agency/content/blog/blog.zh-hk';
import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { keptNames } from '@agency/content/locale/glossary';
import { routeHeads as englishRouteHeads } from '@agency/content/site/route-heads';
import { routeHeads as chineseRouteHeads } from '@agency/content/site/route-heads.zh-hk';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { startNginx, stopNginx } from './nginx';
import { originOf, ports, remoteKeys } from './ports';
import type { RemoteKey } from './ports';
import { rootDir } from './processes';

/** The public origin: canonical and alternate URLs are absolute, on it. */
export const SITE = 'https://www.harbourline.example';

/**
 * The Chinese pages spec's nginx site, and + 1 where nothing listens (nginx.spec.ts has base + 57
 * and its dead portfolio + 66).
 */
export const chineseNginxPort = ports.shell + 40;

export const CHINESE_PREFIX = '/zh-hk';

export const isChinesePath = (path: string): boolean => path.startsWith(`${CHINESE_PREFIX}/`);

/** The same page in the other language: `/blog` ↔ `/zh-hk/blog`, `/` ↔ `/zh-hk/`. */
export function counterpartOf(path: string): string {
  if (!isChinesePath(path)) return path === '/' ? `${CHINESE_PREFIX}/` : `${CHINESE_PREFIX}${path}`;
  return path === `${CHINESE_PREFIX}/` ? '/' : path.slice(CHINESE_PREFIX.length);
}

/** Han characters (CJK ideographs of every block), the measure of "written in Chinese". */
export const HAN = /\p{Script=Han}/u;

/** The fields that hold no words: addresses, values a form submits, identifiers, Intl settings. */
const NOT_WORDS = new Set(['href', 'value', 'to', 'intlLocale', 'dateStyle', 'lang', 'id', 'icon', 'siteUrl', 'days']);

/** Every string of a piece of copy, its non-word fields left out. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => (NOT_WORDS.has(key) ? [] : wordsOf(child)));
}

/** Text for a regular expression that matches it exactly. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What stays the same in every language: the brand and the names the glossary keeps, e-mail and web addresses. */
const KEPT = new RegExp(
  [...[...keptNames].sort((a, b) => b.length - a.length).map(escaped), '\\S+@\\S+', '(?:https?|data):\\S+'].join('|'),
  'g',
);

/**
 * The English interface strings: the frame's words (skip link, navigation bar, footer, error
 * pages, notices), the menus, the company's facts as the footer and Home write them, every
 * page's title and description, the blog's categories and bylines, and every word of the enquiry forms (labels, placeholders,
 * options, help, buttons, calendar, hand-off dialog, the e-mail's words), each from the English
 * content (as `englishPhrases` takes them).
 */
export function englishInterfaceStrings(): string[] {
  const { organization: _englishData, ...englishSite } = siteCatalog.en;
  const { organization: _chineseData, ...chineseSite } = siteCatalog['zh-HK'];
  // The language link to the English page reads "English" on every Chinese page, on purpose.
  const { languageName: _english, ...englishFrame } = englishSite.frame;
  const { forms, formCommon } = contactCatalog.en;
  const { forms: chineseForms, formCommon: chineseFormCommon } = contactCatalog['zh-HK'];
  return englishPhrases(
    [{ ...englishSite, frame: englishFrame }, forms, formCommon, englishRouteHeads, bylines(englishBlog)],
    [chineseSite, chineseForms, chineseFormCommon, chineseRouteHeads, bylines(chineseBlog)],
  );
}

/** The blog's labels of its categories and authors, which cards and articles show. */
const bylines = (blog: Pick<typeof englishBlog, 'articleCategoryLabels' | 'articleAuthorLabels'>) => [
  blog.articleCategoryLabels,
  blog.articleAuthorLabels,
];

/**
 * The English phrases of some English copy: a template's words are taken around its placeholders;
 * the brand, kept names and addresses are cut out; what is left must hold an English word (two
 * lower-case letters or more), so a figure, an acronym or a name that both languages write alike
 * (CRM, 24/7, FAQ) is not one. Strings its Chinese counterpart writes the same are left out too
 * (it may: the content's own test decides that). Longest first.
 */
export function englishPhrases(english: unknown, chinese: unknown): string[] {
  const same = new Set(wordsOf(chinese));
  const found = new Set<string>();
  for (const text of wordsOf(english)) {
    if (same.has(text)) continue;
    const parts = text.replace(KEPT, '\uE000').split(/\{[a-zA-Z]+\}|\uE000/);
    for (const part of parts) {
      // Trimmed of the spaces and punctuation left where a placeholder or a name was cut out.
      const phrase = part.replace(/^[\s—–\-.,:;()]+|[\s—–\-,:;(]+$/gu, '');
      // A single word is a label only when it is the whole string and written as one (Home, Close);
      // cut out of a sentence or a name (and, or, Marketing of LinkedIn Marketing), it is not.
      const label = parts.length === 1 || /\s/.test(phrase);
      if (/[a-z]{2,}/.test(phrase) && label && (/\s/.test(phrase) || /^[A-Z]/.test(phrase))) found.add(phrase);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** A phrase as words of its own: not inside a longer word. */
const asWords = (phrase: string) => new RegExp(`(?<![A-Za-z])${escaped(phrase)}(?![A-Za-z])`);

/** The names of keys (KeyboardEvent.key) that are English interface strings too: scripts compare keys with them. */
const KEY_NAMES = new Set(['Home', 'End', 'Enter', 'Escape', 'Tab', 'Delete']);

/**
 * English interface strings that the calendar's library (MUI X's date pickers) holds as defaults in
 * its own code: the calendar gives it the page's words instead (localeText), and a Chinese page
 * shows 上個月 and 下個月 (chinese-forms.spec.ts).
 */
const LIBRARY_DEFAULTS = new Set(['Previous month', 'Next month']);

/**
 * The English interface strings a script holds: a phrase of several words anywhere in it, a single
 * word as a whole string literal (`"Close"`; a word inside an identifier, a key map or an error
 * message of a library is not one), key names and the date pickers' defaults aside. Each with some
 * context.
 */
export function englishInScript(script: string, phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) => {
    if (KEY_NAMES.has(phrase) || LIBRARY_DEFAULTS.has(phrase)) return [];
    const pattern = /\s/.test(phrase) ? asWords(phrase) : new RegExp(`(["'\`])${escaped(phrase)}\\1`);
    const match = pattern.exec(script);
    if (!match) return [];
    const around = script.slice(Math.max(0, match.index - 40), match.index + phrase.length + 40);
    return [`"${phrase}" in …${around.replace(/\s+/g, ' ')}…`];
  });
}

/**
 * Records the scripts the page receives from now on (its own and its sections'): call the
 * returned function to get each one's address and text.
 */
export function recordScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const received: Promise<{ url: string; text: string }>[] = [];
  const take = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      received.push(response.text().then((text) => ({ url: response.url(), text })));
  };
  page.on('response', take);
  return async () => {
    page.off('response', take);
    return Promise.all(received);
  };
}

/** What a page's answer and HTML say about it and show, as a browser parses it (no script run). */
export interface PageSummary {
  path: string;
  status: number;
  /** The answer's Content-Language and Vary headers ('' when absent). */
  contentLanguage: string;
  vary: string;
  /** `<html lang>`. */
  lang: string | null;
  canonicals: string[];
  /** `hreflang href` of each `<link rel="alternate" hreflang>`. */
  alternates: string[];
  /** The links to the page in another language (plain links with `hreflang` and `lang`): `href hreflang lang text`. */
  languageLinks: string[];
  h1: string[];
  /** The share of Han characters among the letters of the main area's text (its scripts and styles aside). */
  mainHanShare: number;
  /**
   * The English interface strings given that the page shows: in its text, in the attributes that
   * carry words (title, alt, aria-label, placeholder, meta content …; not `value`, which a form
   * submits, nor addresses), in its templates, and in the strings of its JSON (the islands' props,
   * which become their text, and its structured data). The brand and kept names are cut out first,
   * and text marked `lang="en"` inside the page (the language link to the English page) is left out.
   */
  englishShown: string[];
  /** The scripts the HTML starts: `<script src>`, the start script's `data-scripts`, modulepreloads. */
  scripts: string[];
  /** The page's structured data (JSON-LD), parsed. */
  structuredData: unknown[];
}

/**
 * Fetches the paths from the browser page (which must be on the site's origin: the answers'
 * headers are then all readable), four at a time, and parses each answer's HTML there: only the
 * summaries cross back, not the pages. A page that came without a section's fragment (left to
 * the browser) is fetched once more.
 */
export const readPages = (page: Page, paths: readonly string[], english: readonly string[]): Promise<PageSummary[]> =>
  page.evaluate(
    async ({ paths, english, kept }) => {
      const keptNames = new RegExp(kept, 'g');
      const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const machineAttributes = new Set([
        'class',
        'style',
        'id',
        'href',
        'src',
        'srcset',
        'action',
        'value',
        'name',
        'for',
        'type',
        'role',
        'd',
        'viewbox',
        'xmlns',
        'lang',
        'hreflang',
        'rel',
        'charset',
        'tabindex',
        'popovertarget',
        'popover',
        'autocomplete',
        'inputmode',
        'enterkeyhint',
        'aria-controls',
        'aria-labelledby',
        'aria-describedby',
        'aria-owns',
      ]);
      // A JSON string, but for the values a form submits and addresses (as for attributes).
      const jsonStrings = (value: unknown): string[] =>
        typeof value === 'string'
          ? [value]
          : typeof value === 'object' && value !== null
            ? Object.entries(value).flatMap(([key, child]) =>
                ['value', 'href', 'src'].includes(key) ? [] : jsonStrings(child),
              )
            : [];
      // Marked English inside the page: an element's own lang (the page's, on <html>, does not count).
      const markedEnglish = (element: Element | null) => {
        const marked = element?.closest('[lang]');
        return !!marked && marked.tagName !== 'HTML' && /^en\b/i.test(marked.getAttribute('lang') ?? '');
      };
      const patterns = english.map(({ phrase, source }) => ({ phrase, pattern: new RegExp(source) }));

      const summarize = async (path: string) => {
        let response = await fetch(path, { redirect: 'manual' });
        let html = await response.text();
        // A slot the server left to the browser: its section did not answer within the composer's
        // time (a busy machine). The fragment is in the composer's cache by now: once more.
        if (html.includes('data-render="client"')) {
          response = await fetch(path, { redirect: 'manual' });
          html = await response.text();
        }
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const all = (selector: string) => [...doc.querySelectorAll(selector)];
        const structuredData = all('script[type="application/ld+json"]').map((script) =>
          JSON.parse(script.textContent ?? 'null'),
        );
        // A template's content is shown when the page needs it (an island's unavailable notice).
        for (const template of all('template')) template.replaceWith((template as HTMLTemplateElement).content);
        const pieces: string[] = [];
        for (const element of all('*')) {
          if (markedEnglish(element)) continue;
          for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            if (!machineAttributes.has(name) && !name.startsWith('data-')) pieces.push(attribute.value);
          }
          if (element instanceof HTMLScriptElement && /json/.test(element.type))
            pieces.push(...jsonStrings(JSON.parse(element.textContent ?? 'null')));
        }
        const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && !parent.closest('style, script') && !markedEnglish(parent)) pieces.push(node.textContent ?? '');
        }
        const readable = pieces.map(squash).filter(Boolean).join('\n').replace(keptNames, ' ');
        const englishShown = patterns.flatMap(({ phrase, pattern }) => {
          const match = pattern.exec(readable);
          if (!match) return [];
          const around = readable.slice(Math.max(0, match.index - 30), match.index + phrase.length + 30);
          return [`"${phrase}" in …${around.replace(/\s+/g, ' ')}…`];
        });
        const main = doc.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
        main?.querySelectorAll('style, script').forEach((element) => element.remove());
        const mainText = main?.textContent ?? '';
        const han = mainText.match(/\p{Script=Han}/gu)?.length ?? 0;
        const latin = mainText.match(/[A-Za-z]/g)?.length ?? 0;
        const start = doc.querySelector('script[data-scripts]');
        return {
          path,
          status: response.status,
          contentLanguage: response.headers.get('content-language') ?? '',
          vary: response.headers.get('vary') ?? '',
          lang: doc.documentElement.getAttribute('lang'),
          canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
          alternates: all('link[rel="alternate"][hreflang]').map(
            (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
          ),
          languageLinks: all('a[hreflang][lang]').map(
            (link) =>
              `${link.getAttribute('href')} ${link.getAttribute('hreflang')} ${link.getAttribute('lang')} ${squash(link.textContent)}`,
          ),
          h1: all('h1').map((heading) => squash(heading.textContent)),
          mainHanShare: han + latin === 0 ? 0 : han / (han + latin),
          englishShown,
          scripts: [
            ...all('script[src]').map((script) => script.getAttribute('src') ?? ''),
            ...(start?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean),
            ...all('link[rel="modulepreload"]').map((link) => link.getAttribute('href') ?? ''),
          ],
          structuredData,
        };
      };

      const queue = [...paths];
      const summaries: Awaited<ReturnType<typeof summarize>>[] = [];
      await Promise.all(
        [0, 1, 2, 3].map(async () => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift())
            summaries.push(await summarize(path));
        }),
      );
      return paths.map((path) => summaries.find((summary) => summary.path === path) as (typeof summaries)[number]);
    },
    { paths, english: english.map((phrase) => ({ phrase, source: asWords(phrase).source })), kept: KEPT.source },
  );

export interface ChineseNginxSite {
  /** Its origin: `http://localhost:<chineseNginxPort>`. */
  site: string;
  stop: () => Promise<void>;
}

/**
 * The deploy guide's nginx site for the shell (generated by shared/server/scripts/nginx-config.ts,
 * as nginx.spec.ts does), its sections the suite's own servers, served by Debian's nginx on
 * chineseNginxPort from a folder of its own. `downSection` is placed where nothing listens
 * (chineseNginxPort + 1): its pages go out without its fragment.
 */
export async function startChineseNginx({ downSection }: { downSection?: RemoteKey } = {}): Promise<ChineseNginxSite> {
  const site = `http://localhost:${chineseNginxPort}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-nginx-zh-'));
  const sectionUrl = (remote: RemoteKey) =>
    remote === downSection ? `http://localhost:${chineseNginxPort + 1}` : originOf(remote);
  const env = {
    ...process.env,
    SHELL_URL: site,
    ...Object.fromEntries(remoteKeys.map((remote) => [`${remote.toUpperCase()}_URL`, sectionUrl(remote)])),
  };
  const generate = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(rootDir, 'shared/server/scripts/nginx-config.ts'), ...args],
        { cwd: rootDir, env },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
    });
  const remotesJson = path.join(dir, 'remotes.json');
  const [siteConfig, remotes] = await Promise.all([
    generate([
      '--listen',
      `127.0.0.1:${chineseNginxPort}`,
      '--root',
      path.join(rootDir, 'shell/dist'),
      '--remotes-json',
      remotesJson,
    ]),
    generate(['--emit', 'remotes.json']),
  ]);
  await writeFile(remotesJson, remotes);
  await writeFile(path.join(dir, 'site.conf'), siteConfig);
  const nginx = await startNginx(dir, path.join(dir, 'site.conf'));
  const stop = async () => {
    await stopNginx(nginx);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited:\n${nginx.output.join('')}`);
    }
    try {
      await fetch(`${site}/robots.txt`);
      return { site, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${site}:\n${nginx.output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
