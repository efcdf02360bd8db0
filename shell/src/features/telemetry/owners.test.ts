import { ownerOfSection, readPageSections, sectionOfNode, sectionOfPath, sectionOfScript } from './owners';

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="agency-remotes">${JSON.stringify({
    blog: 'https://cdn.example/blog/v/1.4.0/mf-manifest.json',
    contact: 'https://cdn.example/contact/mf-manifest.json',
    versions: { blog: '1.4.0' },
  })}</script>`;
  document.body.innerHTML = `
    <header><nav><button id="menu">Services</button></nav></header>
    <main>
      <div data-slot="blog/Section"><h1 id="title">Article</h1>
        <agency-island data-island-id="blog-ShareButton"><button id="share">Share</button></agency-island>
      </div>
      <div data-slot="services/ServiceGrid"><p id="grid">Grid</p></div>
      <agency-island data-island-id="contact-EnquiryForm"><input id="email" /></agency-island>
    </main>`;
});

describe('sectionOfNode', () => {
  it('gives an island’s section, else its slot’s, else the shell', () => {
    const at = (id: string) => document.getElementById(id);
    expect(sectionOfNode(at('share'))).toBe('blog');
    expect(sectionOfNode(at('title')?.firstChild ?? null)).toBe('blog');
    expect(sectionOfNode(at('grid'))).toBe('services');
    expect(sectionOfNode(at('email'))).toBe('contact');
    expect(sectionOfNode(at('menu'))).toBe('shell');
    expect(sectionOfNode(null)).toBe('shell');
  });
});

describe('the page’s sections', () => {
  it('reads each section’s location and version from the page, and attributes scripts by location', () => {
    const page = readPageSections();
    expect(page).toEqual({
      locations: { blog: 'https://cdn.example/blog/v/1.4.0/', contact: 'https://cdn.example/contact/' },
      versions: { blog: '1.4.0' },
    });
    expect(ownerOfSection('blog', page)).toEqual({ section: 'blog', version: '1.4.0' });
    expect(ownerOfSection('contact', page)).toEqual({ section: 'contact', version: 'unversioned' });
    expect(sectionOfScript('https://cdn.example/blog/v/1.3.0/304.8e01c50bd440.js', page)).toBe('blog');
    expect(sectionOfScript('https://cdn.example/contact/remoteEntry.js', page)).toBe('contact');
    expect(sectionOfScript('https://www.harbourline.example/main.js', page)).toBe('shell');
    expect(sectionOfScript(undefined, page)).toBe('shell');
  });

  it('takes a page without the element as one without sections', () => {
    document.head.innerHTML = '';
    expect(readPageSections()).toEqual({ locations: {}, versions: {} });
  });

  it('gives a page’s section by its path', () => {
    expect(['/', '/about/story', '/blog/crm-evolution', '/contact/quote'].map(sectionOfPath)).toEqual([
      'shell',
      'shell',
      'blog',
      'contact',
    ]);
  });
});
