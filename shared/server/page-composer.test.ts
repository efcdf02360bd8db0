/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FragmentManifest } from '@agency/platform/fragments';
import type { Fetch } from './fragment-source';
import { FragmentSource } from './fragment-source';
import { acceptedEncodings, PageComposer } from './page-composer';

const include = (virtual: string, block: string) =>
  `<!--# block name="${block}" --><p>${block} placeholder</p><!--# endblock --><!--# include virtual="${virtual}" stub="${block}" -->`;

const fragment = (id: string, build: string, html: string) => `<!--fragment ${id} ${build}--><!--$-->${html}<!--/$-->`;

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
  write('404.html', '<h1>404</h1>');
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
  routes: ['/services'],
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
};

function composer(up: { blog: boolean } = { blog: true }) {
  const fetcher: Fetch = async (url) => {
    if (!up.blog && url.startsWith('http://blog.test/')) throw new TypeError('fetch failed');
    const body = files[url];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
  };
  return new PageComposer({
    root: dist,
    remotes: () => ({ blog: 'http://blog.test/mf-manifest.json', services: 'http://services.test/mf-manifest.json' }),
    source: new FragmentSource(fetcher),
    deadlineMs: 5_000,
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

  it('fills Home’s widget slots, and leaves a page without slots to the static files', async () => {
    expect((await text(composer(), '/'))?.html).toBe(
      `<main>${files['http://services.test/fragments/widget/ServiceGrid.html']}</main>`,
    );
    expect(await composer().compose('/about/story', ['identity'])).toBeUndefined();
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

  it('sends the encoding the browser prefers, with one validator for every encoding', async () => {
    const pages = composer();
    const brotli = await pages.compose('/blog/crm-evolution', acceptedEncodings('gzip, deflate, br'));
    const plain = await pages.compose('/blog/crm-evolution', acceptedEncodings(undefined));
    expect(brotli?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(brotli?.body as Buffer)).toEqual(plain?.body);
    expect(brotli?.etag).toBe(plain?.etag);
    expect(acceptedEncodings('gzip;q=1, br;q=0')).toEqual(['gzip', 'identity']);
  });
});
