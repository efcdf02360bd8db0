/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FragmentManifest } from '@agency/platform/fragments';
import type { Fetch } from './fragment-source';
import { FragmentSource } from './fragment-source';
import type { FrameSource } from './page-composer';
import { acceptedEncodings, distFrames, PageComposer } from './page-composer';

const include = (virtual: string, block: string) =>
  `<!--# block name="${block}" --><p>${block} placeholder</p><!--# endblock --><!--# include virtual="${virtual}" stub="${block}" -->`;

const fragment = (id: string, build: string, html: string) => `<!--fragment ${id} ${build}--><!--$-->${html}<!--/$-->`;

/** 180 KB of HTML much as a built page has it: a head of generated style rules, then paragraphs of copy. */
function pageLikeHtml(): string {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const words = ['services', 'digital', 'marketing', 'Hong Kong', 'strategy', 'campaign', 'analytics', 'platform'];
  const rules = Array.from(
    { length: 1500 },
    () =>
      `.css-${(next() % 1e6).toString(36)}{padding:${next() % 40}px;margin-top:${(next() % 9) * 8}px;` +
      `color:#${(next() % 0xffffff).toString(16).padStart(6, '0')};font-weight:${[400, 500, 600, 700][next() % 4]}}`,
  );
  const copy = Array.from(
    { length: 800 },
    () =>
      `<p class="css-${(next() % 1e6).toString(36)}">${Array.from({ length: 8 }, () => words[next() % 8]).join(' ')}</p>`,
  );
  return `<style>${rules.join('')}</style><h1>Our Values</h1>${copy.join('')}`;
}

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'agency-composer-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  write(
    'index.html',
    `<main>${include('/_fragments/services/fragments/widget/ServiceGrid.html', 'slot-services-ServiceGrid')}</main>`,
  );
  write(
    'blog/index.html',
    `<main>${include('/_fragments/blog/fragments/route/blog.html', 'slot-blog-Section')}</main>`,
  );
  write(
    'blog/crm-evolution/index.html',
    `<title>CRM</title><main>${include('/_fragments/blog/fragments/route/blog/crm-evolution.html', 'slot-blog-Section')}</main>`,
  );
  write('about/story/index.html', '<h1>Our Story</h1>');
  write('about/values/index.html', pageLikeHtml());
  write('404.html', '<h1>404</h1>');
  write(
    'zh-hk/index.html',
    `<main>${include('/_fragments/services/fragments/zh-hk/widget/ServiceGrid.html', 'slot-services-ServiceGrid')}</main>`,
  );
  write(
    'zh-hk/blog/crm-evolution/index.html',
    `<title>客戶關係管理</title><main>${include('/_fragments/blog/fragments/zh-hk/route/blog/crm-evolution.html', 'slot-blog-Section')}</main>`,
  );
  write('zh-hk/404.html', '<h1>找不到此頁</h1>');
  write('400.html', '<h1>400</h1>');
  write('zh-hk/400.html', '<h1>網址無法讀取</h1>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const blogManifest: FragmentManifest = {
  app: 'blog',
  build: 'b1',
  routes: ['/blog', '/blog/crm-evolution', '/blog/new-article'],
  widgets: [],
};
const servicesManifest: FragmentManifest = {
  app: 'services',
  build: 's1',
  locales: ['en', 'zh-HK'],
  routes: ['/services', '/zh-hk/services'],
  widgets: ['services/ServiceGrid'],
};

const files: Record<string, string> = {
  'http://blog.test/fragments/manifest.json': JSON.stringify(blogManifest),
  'http://blog.test/fragments/route/blog/crm-evolution.html': fragment('blog/Section', 'b1', '<h1>CRM Evolution</h1>'),
  'http://blog.test/fragments/route/blog/new-article.html': fragment('blog/Section', 'b1', '<h1>New</h1>'),
  'http://services.test/fragments/manifest.json': JSON.stringify(servicesManifest),
  'http://services.test/fragments/widget/ServiceGrid.html': fragment(
    'services/ServiceGrid',
    's1',
    '<ul>12 services</ul>',
  ),
  'http://services.test/fragments/zh-hk/widget/ServiceGrid.html':
    '<!--fragment services/ServiceGrid s1 zh-HK--><!--$--><ul>十二項服務</ul><!--/$-->',
  // A blog built before Chinese: its manifest names no languages, and this file is not its own.
  'http://blog.test/fragments/zh-hk/route/blog/crm-evolution.html': fragment(
    'blog/Section',
    'b1',
    '<h1>CRM Evolution</h1>',
  ),
};

function composer(up: { blog: boolean } = { blog: true }, options: { frames?: FrameSource; maxPages?: number } = {}) {
  const fetcher: Fetch = async (url) => {
    if (!up.blog && url.startsWith('http://blog.test/')) throw new TypeError('fetch failed');
    const body = files[url];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
  };
  return new PageComposer({
    frames: options.frames ?? distFrames(dist),
    remotes: () => ({ blog: 'http://blog.test/mf-manifest.json', services: 'http://services.test/mf-manifest.json' }),
    source: new FragmentSource(fetcher),
    deadlineMs: 5_000,
    ...(options.maxPages ? { maxPages: options.maxPages } : {}),
  });
}

const text = async (pages: PageComposer, pathname: string) => {
  const page = await pages.compose(pathname, ['identity']);
  return page && { status: page.status, html: page.body.toString(), filled: page.filled };
};

describe('PageComposer', () => {
  it('fills a section route’s slot with the section’s fragment for that route', async () => {
    expect(await text(composer(), '/blog/crm-evolution')).toEqual({
      status: 200,
      html: `<title>CRM</title><main>${files['http://blog.test/fragments/route/blog/crm-evolution.html']}</main>`,
      filled: ['blog/Section@b1'],
    });
  });

  it('fills Home’s widget slots, and sends a page without slots as the build wrote it', async () => {
    expect((await text(composer(), '/'))?.html).toBe(
      `<main>${files['http://services.test/fragments/widget/ServiceGrid.html']}</main>`,
    );
    expect(await text(composer(), '/about/story')).toEqual({ status: 200, html: '<h1>Our Story</h1>', filled: [] });
    // A route the build wrote no page for (the FAQ here) is a page the site does not have.
    expect(await text(composer(), '/faq')).toEqual({ status: 404, html: '<h1>404</h1>', filled: [] });
  });

  it('reads its frames from the source it is given, again when a frame’s version changes', async () => {
    const versions: Record<string, { version: string; html: string }> = {
      'about/story/index.html': { version: '1', html: '<h1>Story, rendered</h1>' },
    };
    const pages = composer(undefined, { frames: { read: async (file) => versions[file] } });
    expect((await text(pages, '/about/story'))?.html).toBe('<h1>Story, rendered</h1>');
    versions['about/story/index.html'] = { version: '2', html: '<h1>Story, edited</h1>' };
    expect((await text(pages, '/about/story'))?.html).toBe('<h1>Story, edited</h1>');
    // Without a not-found page either, there is nothing to send.
    expect(await pages.compose('/nope', ['identity'])).toBeUndefined();
  });

  it('answers 404 for a path the section does not serve, from the section’s own route list', async () => {
    // /blog/asia-focus is in the shell's route table, but not in this build of the blog.
    expect(await text(composer(), '/blog/asia-focus')).toEqual({ status: 404, html: '<h1>404</h1>', filled: [] });
    // A route the shell's build does not know, which the section serves: its section's frame.
    expect(await text(composer(), '/blog/new-article')).toEqual({
      status: 200,
      html: `<main>${files['http://blog.test/fragments/route/blog/new-article.html']}</main>`,
      filled: ['blog/Section@b1'],
    });
  });

  it('serves the slot’s own content when the section is down, with the status from the shell’s route table', async () => {
    const pages = composer({ blog: false });
    expect(await text(pages, '/blog/crm-evolution')).toEqual({
      status: 200,
      html: '<title>CRM</title><main><p>slot-blog-Section placeholder</p></main>',
      filled: [],
    });
    expect((await text(pages, '/blog/no-such-article'))?.status).toBe(404);
  });

  it('sends the encoding the browser prefers, the same page in each', async () => {
    const pages = composer();
    const brotli = await pages.compose('/blog/crm-evolution', acceptedEncodings('gzip, deflate, br'));
    const plain = await pages.compose('/blog/crm-evolution', acceptedEncodings(undefined));
    expect(brotli?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(brotli?.body as Buffer)).toEqual(plain?.body);
    expect(acceptedEncodings('gzip;q=1, br;q=0')).toEqual(['gzip', 'identity']);
  });
});

describe('PageComposer compressing a page', () => {
  it('sends the first request brotli at once, and every one after it denser, made in the background', async () => {
    const pages = composer();
    const br = acceptedEncodings('br');
    const first = await pages.compose('/about/values', br);
    let later = await pages.compose('/about/values', br);
    for (let wait = 0; wait < 100 && later?.body.length === first?.body.length; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      later = await pages.compose('/about/values', br);
    }
    const plain = (await pages.compose('/about/values', acceptedEncodings(undefined)))?.body as Buffer;
    expect(plain.length).toBeGreaterThan(150_000);
    expect(zlib.brotliDecompressSync(first?.body as Buffer)).toEqual(plain);
    expect(zlib.brotliDecompressSync(later?.body as Buffer)).toEqual(plain);
    // Quality 11 against 6: this page is 13 % smaller (18.4 → 16.1 KB).
    expect(later?.body.length).toBeLessThan(0.9 * (first?.body.length ?? 0));
  });
});

describe('PageComposer in each language', () => {
  it('fills a Chinese page with the section’s Chinese fragment, and the English page with its English one, from one cache', async () => {
    const pages = composer();
    for (const round of [1, 2]) {
      const english = await pages.compose('/', ['identity']);
      const chinese = await pages.compose('/zh-hk/', ['identity']);
      expect([english?.locale, english?.body.toString(), round]).toEqual([
        'en',
        `<main>${files['http://services.test/fragments/widget/ServiceGrid.html']}</main>`,
        round,
      ]);
      expect([chinese?.locale, chinese?.body.toString(), chinese?.filled]).toEqual([
        'zh-HK',
        `<main>${files['http://services.test/fragments/zh-hk/widget/ServiceGrid.html']}</main>`,
        ['services/ServiceGrid@s1'],
      ]);
    }
  });

  it('never shows a section built before Chinese under a Chinese URL: the slot keeps its own content', async () => {
    const misses: string[] = [];
    const pages = new PageComposer({
      frames: distFrames(dist),
      remotes: () => ({ blog: 'http://blog.test/mf-manifest.json' }),
      source: new FragmentSource(
        async (url) => new Response(files[url] ?? 'Not found', { status: url in files ? 200 : 404 }),
      ),
      deadlineMs: 5_000,
      onMiss: (slot, route, reason) => misses.push(`${slot} ${route}: ${reason}`),
    });
    expect(await text(pages, '/zh-hk/blog/crm-evolution')).toEqual({
      status: 200,
      html: '<title>客戶關係管理</title><main><p>slot-blog-Section placeholder</p></main>',
      filled: [],
    });
    expect(misses).toEqual(['blog/Section /zh-hk/blog/crm-evolution: not in the section’s languages']);
    // The route table still decides which Chinese addresses are pages.
    expect(await text(pages, '/zh-hk/blog/no-such-article')).toEqual({
      status: 404,
      html: '<h1>找不到此頁</h1>',
      filled: [],
    });
  });

  it('refuses a fragment whose marker names another language', async () => {
    const englishUnderChinese = { ...files };
    englishUnderChinese['http://services.test/fragments/zh-hk/widget/ServiceGrid.html'] =
      files['http://services.test/fragments/widget/ServiceGrid.html'] ?? '';
    const pages = new PageComposer({
      frames: distFrames(dist),
      remotes: () => ({ services: 'http://services.test/mf-manifest.json' }),
      source: new FragmentSource(async (url) => new Response(englishUnderChinese[url] ?? '', { status: 200 })),
      deadlineMs: 5_000,
    });
    expect(await text(pages, '/zh-hk/')).toEqual({
      status: 200,
      html: '<main><p>slot-services-ServiceGrid placeholder</p></main>',
      filled: [],
    });
  });

  it('answers a made-up Chinese address with the Chinese not-found page, and each language’s bad-request page', async () => {
    expect(await text(composer(), '/zh-hk/nowhere')).toEqual({ status: 404, html: '<h1>找不到此頁</h1>', filled: [] });
    const chinese = await composer().plainPage('zh-hk/400.html', 400, ['identity'], 'zh-HK');
    expect([chinese?.status, chinese?.locale, chinese?.body.toString()]).toEqual([
      400,
      'zh-HK',
      '<h1>網址無法讀取</h1>',
    ]);
  });
});

describe('PageComposer’s cache', () => {
  const cached = async (pages: PageComposer, pathname: string) => (await pages.compose(pathname, ['identity']))?.cached;

  it('lets the least recently used page go first', async () => {
    const pages = composer(undefined, { maxPages: 3 });
    for (const pathname of ['/', '/blog/crm-evolution', '/about/story'])
      expect(await cached(pages, pathname)).toBe(false);
    // Home is used again: the blog's page is now the least recent, and makes way for the listing.
    expect(await cached(pages, '/')).toBe(true);
    expect(await cached(pages, '/blog')).toBe(false);
    expect(await cached(pages, '/')).toBe(true);
    expect(await cached(pages, '/about/story')).toBe(true);
    expect(await cached(pages, '/blog/crm-evolution')).toBe(false);
  });

  it('keeps the not-found page once, whatever paths ask for it: made-up paths cannot push pages out', async () => {
    const pages = composer();
    expect(await cached(pages, '/')).toBe(false);
    for (let index = 0; index < 1_000; index++) {
      const made = `/${Math.random().toString(36).slice(2)}/${index}`;
      const page = await pages.compose(index % 2 ? made : `/blog${made}`, ['identity']);
      expect(page?.status).toBe(404);
    }
    expect(await cached(pages, '/')).toBe(true);
    expect(await cached(pages, '/nowhere')).toBe(true);
  });
});
