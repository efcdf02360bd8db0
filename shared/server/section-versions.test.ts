/** @jest-environment node */
import type { ReleasePointer } from '@agency/platform/releases';
import type { Fetch } from './fragment-source';
import { bucketOf, inCanary, locateSection, newBucket, ReleasePointers } from './section-versions';

const base = 'http://localhost:3002/';
const pointer = (changes: Partial<ReleasePointer> = {}): ReleasePointer => ({
  section: 'blog',
  live: 'a',
  canary: null,
  published: ['a', 'b'],
  visible: ['a', 'b'],
  ...changes,
});

describe('inCanary', () => {
  // Where nginx 1.22's split_clients "$v" { 10% 1; * 0; } and { 37% 1; * 0; } placed these values.
  const placedByNginx: [string, 0 | 1, 0 | 1][] = [
    ['', 1, 1],
    ['a', 0, 0],
    ['ab', 0, 1],
    ['abc', 1, 1],
    ['abcd', 0, 1],
    ['c9f0f895fb98ab9159f51fd0297e236d', 1, 1],
    ['45c48cce2e2d7fbdea1afc51c7c6ad26', 1, 1],
    ['6f4922f45568161a8cdf4ad2299f6d23', 1, 1],
    ['d3d9446802a44259755d38e6d163e820', 0, 1],
    ['9bf31c7ff062936a96d3c8bd1f8f2ff3', 0, 1],
    ['e4da3b7fbbce2345d7772b0674a318d5', 0, 0],
    ['1679091c5a880faf6fb5e6087eb1b2dc', 0, 0],
  ];

  it.each(placedByNginx)('places %j as nginx split_clients does', (value, at10, at37) => {
    expect(Number(inCanary(value, 10))).toBe(at10);
    expect(Number(inCanary(value, 37))).toBe(at37);
  });

  it('sends about the share it is given of random buckets', () => {
    const buckets = Array.from({ length: 20_000 }, newBucket);
    const share = buckets.filter((bucket) => inCanary(bucket, 10)).length / buckets.length;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
  });
});

describe('bucketOf', () => {
  it('takes only a bucket this site could have set', () => {
    const bucket = newBucket();
    expect(bucket).toMatch(/^[0-9a-f]{32}$/);
    expect(bucketOf(bucket)).toBe(bucket);
    for (const cookie of [undefined, '', 'abc', `${bucket}0`, bucket.toUpperCase()])
      expect(bucketOf(cookie)).toBeUndefined();
  });
});

describe('locateSection', () => {
  const bucketIn = '45c48cce2e2d7fbdea1afc51c7c6ad26'; // in a 10 % canary (above)
  const bucketOut = 'e4da3b7fbbce2345d7772b0674a318d5';

  it('serves a section without releases from its location root', () => {
    expect(locateSection(base, undefined, { bucket: bucketIn })).toEqual({ manifest: `${base}mf-manifest.json` });
    expect(locateSection(base, pointer({ live: null }), { bucket: bucketIn })).toEqual({
      manifest: `${base}mf-manifest.json`,
    });
  });

  it('gives the live version, or the canary to the browsers whose bucket falls in it', () => {
    expect(locateSection(base, pointer(), { bucket: bucketIn })).toEqual({
      manifest: `${base}v/a/mf-manifest.json`,
      version: 'a',
    });
    const canary = pointer({ canary: { version: 'b', percent: 10 } });
    expect(locateSection(base, canary, { bucket: bucketIn })).toEqual({
      manifest: `${base}v/b/mf-manifest.json`,
      version: 'b',
      byBucket: true,
    });
    expect(locateSection(base, canary, { bucket: bucketOut })).toEqual({
      manifest: `${base}v/a/mf-manifest.json`,
      version: 'a',
      byBucket: true,
    });
  });

  it('gives a preview its version of its section only, and only while it is published', () => {
    const visitor = { bucket: bucketOut, preview: { section: 'blog' as const, version: 'b' } };
    expect(locateSection(base, pointer(), visitor)).toEqual({
      manifest: `${base}v/b/mf-manifest.json`,
      version: 'b',
      preview: true,
    });
    expect(locateSection(base, pointer({ published: ['a'] }), visitor).version).toBe('a');
    expect(locateSection(base, pointer({ section: 'services' }), visitor).version).toBe('a');
  });
});

describe('ReleasePointers', () => {
  const answer = (status: number, body?: unknown, etag?: string) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: etag ? { etag } : {},
    });

  it('revalidates the pointer on every read, and keeps what a 304 confirms', async () => {
    const requests: Record<string, string>[] = [];
    const replies = [answer(200, pointer(), '"1"'), answer(304), answer(200, pointer({ live: 'b' }), '"2"')];
    const fetcher: Fetch = async (url, init) => {
      expect(url).toBe(`${base}live.json`);
      requests.push(init.headers);
      return replies.shift() ?? answer(500);
    };
    const pointers = new ReleasePointers(fetcher);
    const deadline = Date.now() + 1_000;
    expect((await pointers.read('blog', base, deadline))?.live).toBe('a');
    expect((await pointers.read('blog', base, deadline))?.live).toBe('a');
    expect((await pointers.read('blog', base, deadline))?.live).toBe('b');
    expect(requests).toEqual([{}, { 'if-none-match': '"1"' }, { 'if-none-match': '"1"' }]);
    // A section that stops answering keeps its last pointer; one without a pointer has none.
    expect((await pointers.read('blog', base, deadline))?.live).toBe('b');
    const none = new ReleasePointers(async () => answer(404));
    expect(await none.read('blog', base, deadline)).toBeUndefined();
  });

  it('answers from the last pointer when the section is slower than the deadline', async () => {
    let release: (response: Response) => void = () => undefined;
    const replies = [
      Promise.resolve(answer(200, pointer(), '"1"')),
      new Promise<Response>((resolve) => (release = resolve)),
    ];
    const pointers = new ReleasePointers(() => replies.shift() ?? Promise.reject(new Error('no more')));
    expect((await pointers.read('blog', base, Date.now() + 1_000))?.live).toBe('a');
    expect((await pointers.read('blog', base, Date.now() + 20))?.live).toBe('a');
    release(answer(200, pointer({ live: 'b' }), '"2"'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await pointers.read('blog', base, Date.now() + 1_000))?.live).toBe('b');
  });

  it('ignores a pointer of the wrong shape', async () => {
    const pointers = new ReleasePointers(async () => answer(200, { live: '../../etc', published: [] }, '"x"'));
    expect(await pointers.read('blog', base, Date.now() + 1_000)).toBeUndefined();
  });
});
