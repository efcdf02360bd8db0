/** @jest-environment node */
import { connectionHints, sectionLinkHeader } from './section-hints';

const manifests = { blog: 'https://blog.example.com/releases/42/mf-manifest.json' };
const blogHints = '<https://blog.example.com>; rel=preconnect, <https://blog.example.com>; rel=preconnect; crossorigin';

describe('sectionLinkHeader', () => {
  it('opens the connections to the page’s section: one for its scripts, one (CORS) for its manifest', () => {
    expect(sectionLinkHeader('/blog/crm-evolution', manifests)).toBe(blogHints);
    expect(sectionLinkHeader('/blog', manifests)).toBe(blogHints);
  });

  it('says nothing for a shell page or a section remotes.json does not name', () => {
    expect(sectionLinkHeader('/about/story', manifests)).toBeUndefined();
    expect(sectionLinkHeader('/', manifests)).toBeUndefined();
    expect(sectionLinkHeader('/portfolio', manifests)).toBeUndefined();
  });
});

describe('connectionHints', () => {
  it('names the origin only, whatever the path and port of the manifest', () => {
    expect(connectionHints('http://localhost:3002/mf-manifest.json')).toBe(
      '<http://localhost:3002>; rel=preconnect, <http://localhost:3002>; rel=preconnect; crossorigin',
    );
  });
});
