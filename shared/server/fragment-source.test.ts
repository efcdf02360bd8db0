/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { FragmentManifest } from '@agency/platform/fragments';
import type { Fetch } from './fragment-source';
import { FragmentSource } from './fragment-source';

const BASE = 'http://blog.test/';
const manifest = (build: string): FragmentManifest => ({ app: 'blog', build, routes: ['/blog'], widgets: [] });
const fragment = (build: string) => `<!--fragment blog/Section ${build}--><h1>Blog ${build}</h1>`;
const styles = (build: string) =>
  `<!--fragment-styles blog/Section ${build}--><style data-emotion="css h">.css-h{}</style>`;

/** A section on the other end: its files by path, each answered with an ETag of its content. */
function section(files: Record<string, string>) {
  const requests: { url: string; ifNoneMatch?: string }[] = [];
  let delayMs = 0;
  const fetcher: Fetch = async (url, { headers, signal }) => {
    requests.push({ url, ifNoneMatch: headers['if-none-match'] });
    if (delayMs)
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
      });
    const body = files[new URL(url).pathname.slice(1)];
    if (body === undefined) return new Response('Not found', { status: 404 });
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(body, { status: 200, headers: { etag } });
  };
  return { files, requests, fetcher, slow: (ms: number) => (delayMs = ms) };
}

const soon = () => Date.now() + 5_000;

/** The blog's section and its styles, in English: the slots most tests ask the source for. */
const blogSection = { id: 'blog/Section', file: 'fragments/route/blog.html', locale: 'en' } as const;
const blogStyles = { ...blogSection, file: 'fragments/route/blog.styles.html' } as const;

describe('FragmentSource', () => {
  it('revalidates the manifest on every request and fetches a fragment (and its styles) once per build', async () => {
    const blog = section({
      'fragments/manifest.json': JSON.stringify(manifest('b1')),
      'fragments/route/blog.html': fragment('b1'),
      'fragments/route/blog.styles.html': styles('b1'),
    });
    const source = new FragmentSource(blog.fetcher);

    for (let page = 0; page < 3; page++) {
      const current = await source.manifest(BASE, soon());
      expect(current?.build).toBe('b1');
      expect(await source.fragment(BASE, current as FragmentManifest, blogSection, soon())).toBe(fragment('b1'));
      expect(await source.fragment(BASE, current as FragmentManifest, blogStyles, soon())).toBe(styles('b1'));
    }
    expect(blog.requests.map((request) => [request.url, request.ifNoneMatch !== undefined])).toEqual([
      ['http://blog.test/fragments/manifest.json', false],
      ['http://blog.test/fragments/route/blog.html', false],
      ['http://blog.test/fragments/route/blog.styles.html', false],
      ['http://blog.test/fragments/manifest.json', true],
      ['http://blog.test/fragments/manifest.json', true],
    ]);

    // A deploy: the next request sees the new build, and its fragment.
    blog.files['fragments/manifest.json'] = JSON.stringify(manifest('b2'));
    blog.files['fragments/route/blog.html'] = fragment('b2');
    const next = await source.manifest(BASE, soon());
    expect(next?.build).toBe('b2');
    expect(await source.fragment(BASE, next as FragmentManifest, blogSection, soon())).toBe(fragment('b2'));
  });

  it('leaves out a fragment (or styles file) that is missing, not of the manifest’s build or of its kind', async () => {
    const blog = section({
      'fragments/manifest.json': JSON.stringify(manifest('b2')),
      'fragments/route/blog.html': fragment('b1'),
      // A styles file that starts with a fragment's marker, not a styles marker.
      'fragments/route/blog.styles.html': fragment('b2'),
    });
    const source = new FragmentSource(blog.fetcher);
    const current = (await source.manifest(BASE, soon())) as FragmentManifest;
    expect(await source.fragment(BASE, current, blogSection, soon())).toBeUndefined();
    expect(
      await source.fragment(BASE, current, { ...blogSection, file: 'fragments/route/blog/nope.html' }, soon()),
    ).toBeUndefined();
    expect(
      await source.fragment(BASE, current, { ...blogSection, id: 'services/ServiceGrid' }, soon()),
    ).toBeUndefined();
    expect(await source.fragment(BASE, current, blogStyles, soon())).toBeUndefined();
  });

  it('refuses a fragment whose marker names another language, and fetches each language’s files at a new build', async () => {
    const both: FragmentManifest = { ...manifest('b1'), locales: ['en', 'zh-HK'], routes: ['/blog', '/zh-hk/blog'] };
    const blog = section({
      'fragments/manifest.json': JSON.stringify(both),
      'fragments/route/blog.html': fragment('b1'),
      // Chinese's path, English's marker: an English page under a Chinese URL, refused.
      'fragments/zh-hk/route/blog.html': fragment('b1'),
    });
    const source = new FragmentSource(blog.fetcher);
    const current = (await source.manifest(BASE, soon())) as FragmentManifest;
    const chinese = { id: 'blog/Section', file: 'fragments/zh-hk/route/blog.html', locale: 'zh-HK' } as const;
    expect(await source.fragment(BASE, current, chinese, soon())).toBeUndefined();
    expect(blog.requests.map((request) => request.url).sort()).toEqual([
      'http://blog.test/fragments/manifest.json',
      'http://blog.test/fragments/route/blog.html',
      'http://blog.test/fragments/route/blog.styles.html',
      'http://blog.test/fragments/zh-hk/route/blog.html',
      'http://blog.test/fragments/zh-hk/route/blog.styles.html',
    ]);

    blog.files['fragments/zh-hk/route/blog.html'] = '<!--fragment blog/Section b1 zh-HK--><h1>網誌</h1>';
    expect(await source.fragment(BASE, current, chinese, soon())).toBe(
      '<!--fragment blog/Section b1 zh-HK--><h1>網誌</h1>',
    );
    expect(await source.fragment(BASE, current, blogSection, soon())).toBe(fragment('b1'));
  });

  it('fetches a new build’s fragments four at a time, and the one a page asks for ahead of the queue', async () => {
    const articles = Array.from({ length: 12 }, (_, index) => `/blog/article-${index}`);
    const files: Record<string, string> = {
      'fragments/manifest.json': JSON.stringify({ ...manifest('b1'), routes: ['/blog', ...articles] }),
    };
    for (const route of ['/blog', ...articles]) {
      const file = `fragments/route${route}.html`;
      files[file] = fragment('b1');
      files[file.replace(/\.html$/, '.styles.html')] = styles('b1');
    }
    const blog = section(files);
    let inFlight = 0;
    let mostInFlight = 0;
    const counting: Fetch = async (url, init) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        return await blog.fetcher(url, init);
      } finally {
        inFlight--;
      }
    };
    blog.slow(20);
    const source = new FragmentSource(counting);
    const current = (await source.manifest(BASE, soon())) as FragmentManifest;
    const last = { id: 'blog/Section', file: 'fragments/route/blog/article-11.styles.html', locale: 'en' } as const;
    expect(await source.fragment(BASE, current, last, soon())).toBe(styles('b1'));
    const fetched = blog.requests.map((request) => request.url).slice(1);
    // Four fragments were on their way when the page asked; the page's came next, not 26th.
    expect(fetched.indexOf(`http://blog.test/${last.file}`)).toBe(4);

    await new Promise((resolve) => setTimeout(resolve, 300));
    // Then the rest, each once.
    expect(new Set(blog.requests.map((request) => request.url)).size).toBe(27);
    expect(blog.requests).toHaveLength(27);
    expect(mostInFlight).toBe(5);
  });

  it('warms up with every section’s manifest and fragments, so a first page waits for nothing', async () => {
    const blog = section({
      'fragments/manifest.json': JSON.stringify(manifest('b1')),
      'fragments/route/blog.html': fragment('b1'),
      'fragments/route/blog.styles.html': styles('b1'),
    });
    blog.slow(20);
    const source = new FragmentSource(blog.fetcher);
    await source.warm([BASE]);
    expect(blog.requests).toHaveLength(3);
    // Nothing left to fetch: a deadline already past still gets the fragment.
    blog.slow(1_000);
    const current = (await source.manifest(BASE, Date.now())) as FragmentManifest;
    expect(current.build).toBe('b1');
    expect(await source.fragment(BASE, current, blogSection, Date.now())).toBe(fragment('b1'));
  });

  it('gives up at the deadline, then does not wait for that section for a moment', async () => {
    const blog = section({ 'fragments/manifest.json': JSON.stringify(manifest('b1')) });
    blog.slow(1_000);
    const source = new FragmentSource(blog.fetcher);

    const started = Date.now();
    expect(await source.manifest(BASE, Date.now() + 100)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(400);

    const again = Date.now();
    expect(await source.manifest(BASE, Date.now() + 100)).toBeUndefined();
    expect(Date.now() - again).toBeLessThan(20);
  });

  it('answers a section that is slow to revalidate from the manifest it last gave', async () => {
    const blog = section({ 'fragments/manifest.json': JSON.stringify(manifest('b1')) });
    const source = new FragmentSource(blog.fetcher);
    expect((await source.manifest(BASE, soon()))?.build).toBe('b1');
    blog.slow(1_000);
    const started = Date.now();
    expect((await source.manifest(BASE, Date.now() + 100))?.build).toBe('b1');
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('sends a fragment it holds even when revalidating the manifest took the whole deadline', async () => {
    const blog = section({
      'fragments/manifest.json': JSON.stringify(manifest('b1')),
      'fragments/route/blog.html': fragment('b1'),
    });
    const source = new FragmentSource(blog.fetcher);
    const current = (await source.manifest(BASE, soon())) as FragmentManifest;
    await source.fragment(BASE, current, blogSection, soon());
    expect(await source.fragment(BASE, current, blogSection, Date.now() - 1)).toBe(fragment('b1'));
  });

  it('says nothing for a section that is down, and recovers when it is back', async () => {
    const source = new FragmentSource(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await source.manifest(BASE, soon())).toBeUndefined();
    const blog = section({ 'fragments/manifest.json': JSON.stringify(manifest('b1')) });
    const recovered = new FragmentSource(blog.fetcher);
    expect((await recovered.manifest(BASE, soon()))?.build).toBe('b1');
  });
});
