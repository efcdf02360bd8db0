/** @jest-environment node */
import { SectionHints } from './section-hints';

const manifests = { blog: 'http://localhost:3002/mf-manifest.json' };
const manifest = {
  exposes: [
    {
      path: './Section',
      assets: { js: { sync: ['949.aaaaaaaaaaaa.js', '__federation_expose_Section.bbbbbbbbbbbb.js'] } },
    },
    { path: './Other', assets: { js: { sync: ['1.cccccccccccc.js'] } } },
  ],
};
const base =
  '<http://localhost:3002/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
  '<http://localhost:3002/remoteEntry.js>; rel=preload; as=script';
const full =
  base +
  ', <http://localhost:3002/949.aaaaaaaaaaaa.js>; rel=preload; as=script' +
  ', <http://localhost:3002/__federation_expose_Section.bbbbbbbbbbbb.js>; rel=preload; as=script';

describe('SectionHints', () => {
  it('after warming, names the manifest, the remote entry and the Section chunks of the page’s section', async () => {
    const hints = new SectionHints(async () => manifest);
    await hints.warm(manifests);
    expect(hints.linkHeader('/blog/crm-evolution', manifests)).toBe(full);
  });

  it('adds the chunks of a lazy page (an article’s body) to that page’s header only', async () => {
    const withPages = {
      ...manifest,
      metaData: {
        // The body's own chunk, and a split chunk it shares with the Section (named once).
        pageChunks: { 'page-blog-crm-evolution': ['949.aaaaaaaaaaaa.js', 'page-blog-crm-evolution.dddddddddddd.js'] },
      },
    };
    const hints = new SectionHints(async () => withPages);
    await hints.warm(manifests);
    expect(hints.linkHeader('/blog/crm-evolution/', manifests)).toBe(
      `${full}, <http://localhost:3002/page-blog-crm-evolution.dddddddddddd.js>; rel=preload; as=script`,
    );
    expect(hints.linkHeader('/blog/ai-transformation', manifests)).toBe(full);
    expect(hints.linkHeader('/blog', manifests)).toBe(full);
  });

  it('never waits for a manifest: before it has been read, only the manifest and the entry', async () => {
    let release: (value: typeof manifest) => void = () => undefined;
    const fetcher = jest.fn(() => new Promise<typeof manifest>((resolve) => (release = resolve)));
    const hints = new SectionHints(fetcher);
    expect(hints.linkHeader('/blog', manifests)).toBe(base);
    release(manifest);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints.linkHeader('/blog', manifests)).toBe(full);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('gives no header for a shell page or a section without a configured location', () => {
    const hints = new SectionHints(async () => manifest);
    expect(hints.linkHeader('/about/story', manifests)).toBeUndefined();
    expect(hints.linkHeader('/portfolio', manifests)).toBeUndefined();
  });

  it('reads a manifest again in the background once it is 30 seconds old', async () => {
    let now = 0;
    const fetcher = jest.fn(async () => manifest);
    const hints = new SectionHints(fetcher, () => now);
    await hints.warm(manifests);
    now = 30_000;
    hints.linkHeader('/blog', manifests);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 30_001;
    expect(hints.linkHeader('/blog', manifests)).toBe(full); // the stale hints are still served
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps only the manifest and the entry while the manifest cannot be read', async () => {
    const fetcher = jest.fn(async () => {
      throw new Error('connection refused');
    });
    const hints = new SectionHints(fetcher);
    await hints.warm(manifests, 3, 1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(hints.linkHeader('/blog', manifests)).toBe(base);
  });

  it('warming waits for a remote that starts after the shell', async () => {
    let up = false;
    const fetcher = jest.fn(async () => {
      if (!up) {
        up = true;
        throw new Error('connection refused');
      }
      return manifest;
    });
    const hints = new SectionHints(fetcher);
    await hints.warm(manifests, 6, 1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(hints.linkHeader('/blog', manifests)).toBe(full);
  });
});
