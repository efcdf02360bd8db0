import type HtmlWebpackPlugin from 'html-webpack-plugin';
import { startAfterPaintTags } from './start-after-paint-tags';

const tag = (tagName: string, attributes: HtmlWebpackPlugin.HtmlTagObject['attributes']) => ({
  tagName,
  attributes,
  voidTag: tagName === 'link',
  meta: {},
});

describe('startAfterPaintTags', () => {
  it('takes the deferred scripts out and lists them, in order, on one deferred starter script at the end', () => {
    const font = tag('link', { rel: 'preload', href: '/font.woff2', as: 'font' });
    const inline = tag('script', { type: 'application/ld+json' });
    const tags = [
      font,
      tag('script', { defer: true, src: '/react.js' }),
      tag('script', { defer: true, src: '/vendor.js' }),
      inline,
      tag('script', { defer: true, src: '/main.js' }),
      tag('link', { href: '/main.css', rel: 'stylesheet' }),
    ];
    expect(
      startAfterPaintTags(tags, { src: '/start-after-paint.0123456789ab.js', fetches: ['/remotes.json'] }),
    ).toEqual([
      font,
      inline,
      tag('link', { href: '/main.css', rel: 'stylesheet' }),
      tag('script', {
        defer: true,
        src: '/start-after-paint.0123456789ab.js',
        'data-scripts': '/react.js /vendor.js /main.js',
        'data-fetches': '/remotes.json',
      }),
    ]);
  });

  it('keeps a script that is not deferred, or has no src, where it is', () => {
    const blocking = tag('script', { src: '/blocking.js' });
    const result = startAfterPaintTags([blocking, tag('script', { defer: true, src: '/main.js' })], {
      src: '/s.js',
      fetches: [],
    });
    expect(result[0]).toBe(blocking);
    expect(result[1]?.attributes).toEqual({
      defer: true,
      src: '/s.js',
      'data-scripts': '/main.js',
      'data-fetches': '',
    });
  });

  it('fails the build when the page has no deferred script to start', () => {
    expect(() => startAfterPaintTags([tag('script', { src: '/blocking.js' })], { src: '/s.js', fetches: [] })).toThrow(
      'StartAfterPaint: index.html has no deferred script to start',
    );
  });
});
