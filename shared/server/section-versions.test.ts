/** @jest-environment node */
import type { ReleasePointer } from '@agency/platform/releases';
import type { Fetch } from './fragment-source';
import { grantedFolder, pointerToken } from './preview-links';
import type { PointerRead } from './section-versions';
import { bucketOf, inCanary, locateSection, newBucket, ReleasePointers } from './section-versions';

const base = 'http://localhost:3002/';
const pointer = (changes: Partial<ReleasePointer> = {}): ReleasePointer => ({
  section: 'blog',
  live: 'a',
  canary: null,
  published: ['a', 'b'],
  visible: ['a'],
  ...changes,
});
const released = (changes: Partial<ReleasePointer> = {}): PointerRead => ({
  state: 'released',
  pointer: pointer(changes),
});
const liveOf = (read: PointerRead) => (read.state === 'released' ? read.pointer.live : read.state);

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

  it('serves a section without releases from its location root, and leaves out one that cannot say', () => {
    expect(locateSection(base, { state: 'root' }, { bucket: bucketIn })).toEqual({
      manifest: `${base}mf-manifest.json`,
    });
    expect(locateSection(base, released({ live: null, visible: [] }), { bucket: bucketIn })).toEqual({
      manifest: `${base}mf-manifest.json`,
    });
    expect(locateSection(base, { state: 'unavailable' }, { bucket: bucketIn })).toBeUndefined();
  });

  it('gives the live version, or the canary to the browsers whose bucket falls in it', () => {
    expect(locateSection(base, released(), { bucket: bucketIn })).toEqual({
      manifest: `${base}v/a/mf-manifest.json`,
      version: 'a',
    });
    const canary = released({ canary: { version: 'b', percent: 10 }, visible: ['a', 'b'] });
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

  it('gives a preview its version of its section only, at its grant, and only while it is published', () => {
    const preview = { section: 'blog' as const, version: 'b', expires: 1_900_000_000 };
    const visitor = { bucket: bucketOut, preview };
    const secret = 'x'.repeat(32);
    expect(locateSection(base, released(), visitor, secret)).toEqual({
      manifest: `${grantedFolder(base, secret, preview)}mf-manifest.json`,
      version: 'b',
      preview: true,
    });
    expect(grantedFolder(base, secret, preview)).toMatch(/^http:\/\/localhost:3002\/g\/1900000000\.[\w-]{43}\/v\/b\/$/);
    expect(locateSection(base, released({ published: ['a'] }), visitor, secret)?.version).toBe('a');
    expect(locateSection(base, released({ section: 'services' }), visitor, secret)?.version).toBe('a');
    // Without the secret there are no previews.
    expect(locateSection(base, released(), visitor)?.version).toBe('a');
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
    expect(liveOf(await pointers.read('blog', base, deadline))).toBe('a');
    expect(liveOf(await pointers.read('blog', base, deadline))).toBe('a');
    expect(liveOf(await pointers.read('blog', base, deadline))).toBe('b');
    expect(requests).toEqual([{}, { 'if-none-match': '"1"' }, { 'if-none-match': '"1"' }]);
    // A section that stops answering keeps its last pointer; one without a pointer is at its root.
    expect(liveOf(await pointers.read('blog', base, deadline))).toBe('b');
    const none = new ReleasePointers(async () => answer(404));
    expect(await none.read('blog', base, deadline)).toEqual({ state: 'root' });
  });

  it('asks for the whole pointer with the shell’s token when it has the secret', async () => {
    const secret = 'y'.repeat(32);
    const seen: Record<string, string>[] = [];
    const pointers = new ReleasePointers(async (_url, init) => {
      seen.push(init.headers);
      return answer(200, pointer());
    }, secret);
    await pointers.read('blog', base, Date.now() + 1_000);
    expect(seen).toEqual([{ authorization: `Bearer ${pointerToken(secret, 'blog')}` }]);
  });

  it('keeps the last good pointer when the section answers an error or a pointer cut short; never the root', async () => {
    const replies = [
      answer(200, pointer({ live: 'b', visible: ['a', 'b'] }), '"1"'),
      answer(503, 'The release pointer cannot be read just now.'),
      new Response('{"section":"blog","live":"a","canary":nu', { status: 200 }),
      answer(200, { ...pointer(), live: 'c' }),
    ];
    const pointers = new ReleasePointers(async () => replies.shift() ?? answer(500));
    const deadline = Date.now() + 1_000;
    for (let read = 0; read < 4; read++) expect(liveOf(await pointers.read('blog', base, deadline))).toBe('b');
    // On a cold start, the same answers leave the section out: it is not guessed to be at its root.
    for (const reply of [answer(503), new Response('{"live":', { status: 200 }), answer(200, { live: 'c' })]) {
      const cold = new ReleasePointers(async () => reply);
      expect(await cold.read('blog', base, deadline)).toEqual({ state: 'unavailable' });
    }
    // Never reached at all: its own origin decides what its root serves.
    const unreachable = new ReleasePointers(() => Promise.reject(new TypeError('fetch failed')));
    expect(await unreachable.read('blog', base, deadline)).toEqual({ state: 'root' });
  });

  it('answers from the last pointer when the section is slower than the deadline', async () => {
    let release: (response: Response) => void = () => undefined;
    const replies = [
      Promise.resolve(answer(200, pointer(), '"1"')),
      new Promise<Response>((resolve) => (release = resolve)),
    ];
    const pointers = new ReleasePointers(() => replies.shift() ?? Promise.reject(new Error('no more')));
    expect(liveOf(await pointers.read('blog', base, Date.now() + 1_000))).toBe('a');
    expect(liveOf(await pointers.read('blog', base, Date.now() + 20))).toBe('a');
    release(answer(200, pointer({ live: 'b', visible: ['a', 'b'] }), '"2"'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(liveOf(await pointers.read('blog', base, Date.now() + 1_000))).toBe('b');
  });

  it('ignores a pointer of the wrong shape, or one that does not hold together', async () => {
    for (const body of [
      { live: '../../etc', published: [] },
      { live: 'c', canary: null, published: ['a'] },
      { live: 'a', canary: { version: 'z', percent: 10 }, published: ['a'] },
      { live: 'a', canary: null, published: ['a'], visible: ['a', 'b'] },
    ]) {
      const pointers = new ReleasePointers(async () => answer(200, body, '"x"'));
      expect(await pointers.read('blog', base, Date.now() + 1_000)).toEqual({ state: 'unavailable' });
    }
  });
});
