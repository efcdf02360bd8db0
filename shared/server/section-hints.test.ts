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

describe('SectionHints', () => {
  it('names the manifest, the remote entry and the Section chunks of the page’s section', async () => {
    const hints = new SectionHints(async () => manifest);
    await expect(hints.linkHeader('/blog/crm-evolution', manifests)).resolves.toBe(
      '<http://localhost:3002/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '<http://localhost:3002/remoteEntry.js>; rel=preload; as=script, ' +
        '<http://localhost:3002/949.aaaaaaaaaaaa.js>; rel=preload; as=script, ' +
        '<http://localhost:3002/__federation_expose_Section.bbbbbbbbbbbb.js>; rel=preload; as=script',
    );
  });

  it('gives no header for a shell page or a section without a configured location', async () => {
    const hints = new SectionHints(async () => manifest);
    await expect(hints.linkHeader('/about/story', manifests)).resolves.toBeUndefined();
    await expect(hints.linkHeader('/portfolio', manifests)).resolves.toBeUndefined();
  });

  it('reads a manifest once per 30 seconds', async () => {
    let now = 0;
    const fetcher = jest.fn(async () => manifest);
    const hints = new SectionHints(fetcher, () => now);
    await hints.linkHeader('/blog', manifests);
    now = 29_999;
    await hints.linkHeader('/blog/ai-transformation', manifests);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 30_001;
    await hints.linkHeader('/blog', manifests);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('still names the manifest and the entry when the manifest cannot be read', async () => {
    const hints = new SectionHints(async () => {
      throw new Error('connection refused');
    });
    await expect(hints.linkHeader('/blog', manifests)).resolves.toBe(
      '<http://localhost:3002/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '<http://localhost:3002/remoteEntry.js>; rel=preload; as=script',
    );
  });
});
