import { fragmentDocument, inlineStylesheet, pageDocument, slotsToIncludes, styleTags } from './documents';

describe('styleTags', () => {
  it('writes each chunk as emotion’s client cache reads it back: key, then ids', () => {
    expect(
      styleTags([
        { key: 'css-global', ids: ['abc'], css: 'body{margin:0}' },
        { key: 'css', ids: ['x1', 'y2'], css: '.css-x1{color:red}.css-y2{content:"</style>"}' },
      ]),
    ).toBe(
      '<style data-emotion="css-global abc">body{margin:0}</style>' +
        '<style data-emotion="css x1 y2">.css-x1{color:red}.css-y2{content:"<\\/style>"}</style>',
    );
  });
});

describe('slotsToIncludes', () => {
  it('turns the frame’s slot markers into an SSI block (the slot’s own content) and an include', () => {
    const rendered =
      '<div data-slot="blog/Section"><template data-slot-open="slot-blog-Section" data-include="/_fragments/blog/fragments/route/blog.html"></template>' +
      '<div class="loading"></div><template data-slot-close="slot-blog-Section"></template></div>';
    expect(slotsToIncludes(rendered)).toBe(
      '<div data-slot="blog/Section"><!--# block name="slot-blog-Section" --><div class="loading"></div><!--# endblock -->' +
        '<!--# include virtual="/_fragments/blog/fragments/route/blog.html" stub="slot-blog-Section" --></div>',
    );
  });
});

describe('fragmentDocument', () => {
  it('starts with the marker of its slot and build, then its styles, then its HTML as a Suspense boundary', () => {
    expect(
      fragmentDocument('services/ServiceGrid', 'b1', {
        html: '<ul><li>AI Solutions</li></ul>',
        styles: [{ key: 'css', ids: ['q'], css: '.css-q{}' }],
      }),
    ).toBe(
      '<!--fragment services/ServiceGrid b1--><style data-emotion="css q">.css-q{}</style><!--$--><ul><li>AI Solutions</li></ul><!--/$-->',
    );
  });
});

describe('inlineStylesheet', () => {
  it('makes the stylesheet’s relative URLs absolute, and leaves the others', () => {
    expect(
      inlineStylesheet(
        '@font-face{src:url(assets/jakarta.0123456789ab.woff2) format("woff2")}' +
          '.a{background:url("./img/x.svg")}.b{background:url(/assets/y.svg)}.c{background:url(data:image/svg+xml,%3Csvg%3E)}',
      ),
    ).toBe(
      '@font-face{src:url(/assets/jakarta.0123456789ab.woff2) format("woff2")}' +
        '.a{background:url("/img/x.svg")}.b{background:url(/assets/y.svg)}.c{background:url(data:image/svg+xml,%3Csvg%3E)}',
    );
  });
});

describe('pageDocument', () => {
  const template =
    '<!doctype html><html lang=en><head><meta charset=utf-8><title>Harbourline Digital</title><meta name=description content="Default"><link href=/main.css rel=stylesheet><script defer src=/main.js></script></head><body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';

  it('puts the route’s head, the inlined stylesheet, the page’s styles and its body into the template', () => {
    expect(
      pageDocument({
        template,
        head: '<title>Our Story | Harbourline Digital</title>',
        css: '.skip-link{top:-48px}',
        pageScripts: ['page-about-story.0123456789ab.js'],
        body: { html: '<h1>Our Story</h1>', styles: [{ key: 'css', ids: ['s'], css: '.css-s{}' }] },
      }),
    ).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Our Story | Harbourline Digital</title><style>.skip-link{top:-48px}</style><script defer src=/main.js></script>' +
        '<style data-emotion="css s">.css-s{}</style><link rel="preload" href="/page-about-story.0123456789ab.js" as="script"></head>' +
        '<body><div id="root"><h1>Our Story</h1></div></body></html>',
    );
  });

  it('starts the page’s own chunks with the app’s scripts, before main.js, when the page starts them after its paint', () => {
    const startedAfterPaint = template.replace(
      '<script defer src=/main.js></script>',
      '<script defer src=/start-after-paint.0123456789ab.js data-scripts="/react.js /vendor.js /main.js"></script>',
    );
    const html = pageDocument({
      template: startedAfterPaint,
      head: '',
      css: '',
      pageScripts: ['36.aaaaaaaaaaaa.js', 'page-about-story.0123456789ab.js'],
      body: { html: '<h1>Our Story</h1>', styles: [] },
    });
    expect(html).toContain(
      'data-scripts="/react.js /vendor.js /36.aaaaaaaaaaaa.js /page-about-story.0123456789ab.js /main.js"',
    );
    expect(html).not.toContain('rel="preload"');
  });

  it('refuses a template it cannot fill', () => {
    const body = { html: '', styles: [] };
    expect(() =>
      pageDocument({ template: template.replace('<link href=/main.css rel=stylesheet>', ''), head: '', css: '', body }),
    ).toThrow('does not link /main.css');
    expect(() =>
      pageDocument({ template: template.replace('<div id=root></div>', ''), head: '', css: '', body }),
    ).toThrow('no empty <div id="root">');
  });
});
