import {
  fragmentDocument,
  fragmentStylesDocument,
  inlineStylesheet,
  pageDocument,
  slotStyleIncludes,
  slotsToIncludes,
  styleTags,
  withOwnNoticeStyles,
} from './documents';
import { PAGE_START_SCRIPT } from '@agency/platform/page-start-script';

describe('styleTags', () => {
  it('writes the rules as emotion’s client cache reads them back: each global alone, the regular rules in one element', () => {
    expect(
      styleTags([
        { key: 'css-global', id: 'abc', css: 'body{margin:0}' },
        { key: 'css', id: 'x1', css: '.css-x1{color:red}' },
        { key: 'css-global', id: 'def', css: ':root{--a:1}' },
        { key: 'css', id: 'y2', css: '.css-y2{content:"</style>"}' },
      ]),
    ).toBe(
      '<style data-emotion="css-global abc">body{margin:0}</style>' +
        '<style data-emotion="css-global def">:root{--a:1}</style>' +
        '<style data-emotion="css x1 y2">.css-x1{color:red}.css-y2{content:"<\\/style>"}</style>',
    );
  });

  it('writes nothing for no rules', () => {
    expect(styleTags([])).toBe('');
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

describe('withOwnNoticeStyles', () => {
  const button = { key: 'css', id: 'b1', css: '.css-b1{margin-top:24px}' };
  const heading = { key: 'css', id: 'h1', css: '.css-h1{font-weight:800}' };
  const global = { key: 'css-global', id: 'g1', css: 'body{margin:0}' };
  const notice = (inner: string) => `<template data-island-unavailable="">${inner}</template>`;

  it('moves a rule that only an island’s own notice uses into that notice, and keeps the rest in the head', () => {
    const html = `<h1 class="css-h1">Blog</h1><agency-island>${notice('<h2 class="css-h1">Down</h2><button class="MuiButton-root css-b1">Try again</button>')}</agency-island>`;
    expect(withOwnNoticeStyles({ html, styles: [global, heading, button] })).toEqual({
      html: `<h1 class="css-h1">Blog</h1><agency-island>${notice('<style>.css-b1{margin-top:24px}</style><h2 class="css-h1">Down</h2><button class="MuiButton-root css-b1">Try again</button>')}</agency-island>`,
      styles: [global, heading],
    });
  });

  it('gives every notice the moved rules it uses, and leaves a page without notices as it is', () => {
    const html = notice('<p class="css-b1">A</p>') + notice('<p class="css-h1">B</p>');
    expect(withOwnNoticeStyles({ html, styles: [heading, button] }).html).toBe(
      notice('<style>.css-b1{margin-top:24px}</style><p class="css-b1">A</p>') +
        notice('<style>.css-h1{font-weight:800}</style><p class="css-h1">B</p>'),
    );
    const page = { html: '<p class="css-b1">A</p>', styles: [button] };
    expect(withOwnNoticeStyles(page)).toEqual(page);
  });
});

describe('fragmentDocument', () => {
  it('is the marker of its slot, build and language, then its HTML', () => {
    expect(fragmentDocument('services/ServiceGrid', 'b1', 'en', '<ul><li>AI Solutions</li></ul>')).toBe(
      '<!--fragment services/ServiceGrid b1 en--><ul><li>AI Solutions</li></ul>',
    );
    expect(fragmentDocument('services/ServiceGrid', 'b1', 'zh-HK', '<ul><li>AI 人工智能方案</li></ul>')).toBe(
      '<!--fragment services/ServiceGrid b1 zh-HK--><ul><li>AI 人工智能方案</li></ul>',
    );
  });
});

describe('fragmentStylesDocument', () => {
  it('is the marker of its slot and build, then one style element per rule (the composer leaves out each rule the page has)', () => {
    expect(
      fragmentStylesDocument('blog/Section', 'b2', 'en', [
        { key: 'css', id: 'q', css: '.css-q{}' },
        { key: 'css', id: 'r', css: '.css-r{content:"</style>"}' },
      ]),
    ).toBe(
      '<!--fragment-styles blog/Section b2 en-->' +
        '<style data-emotion="css q">.css-q{}</style><style data-emotion="css r">.css-r{content:"<\\/style>"}</style>',
    );
  });
});

describe('slotStyleIncludes', () => {
  it('includes each slot’s styles file, in the slots’ order, for the head', () => {
    const rendered =
      '<div data-slot="services/ServiceGrid"><template data-slot-open="slot-services-ServiceGrid" data-include="/_fragments/services/fragments/widget/ServiceGrid.html"></template>' +
      '<div></div><template data-slot-close="slot-services-ServiceGrid"></template></div>' +
      '<div data-slot="contact/QuoteForm"><template data-slot-open="slot-contact-QuoteForm" data-include="/_fragments/contact/fragments/widget/QuoteForm.html"></template>' +
      '<div></div><template data-slot-close="slot-contact-QuoteForm"></template></div>';
    expect(slotStyleIncludes(rendered)).toBe(
      '<!--# include virtual="/_fragments/services/fragments/widget/ServiceGrid.styles.html" -->' +
        '<!--# include virtual="/_fragments/contact/fragments/widget/QuoteForm.styles.html" -->',
    );
    expect(slotStyleIncludes('<main><h1>Our Story</h1></main>')).toBe('');
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
    '<!doctype html><html lang=en><head><meta charset=utf-8><title>Harbourline Digital</title><meta name=description content="Default"><link href=/main.css rel=stylesheet><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

  it('puts the route’s head, the inlined stylesheet, the page’s styles, the head’s end and its body into the template', () => {
    expect(
      pageDocument({
        template,
        locale: 'en',
        head: '<title>Our Story | Harbourline Digital</title>',
        css: '.skip-link{top:-48px}',
        body: { html: '<h1>Our Story</h1>', styles: [{ key: 'css', id: 's', css: '.css-s{}' }] },
        headEnd: '<!--# include virtual="/_fragments/blog/fragments/route/blog.styles.html" -->',
      }),
    ).toBe(
      '<!doctype html><html lang="en"><head><meta charset=utf-8><title>Our Story | Harbourline Digital</title><style>.skip-link{top:-48px}</style><script defer src=/main.js></script>' +
        '<style data-emotion="css s">.css-s{}</style><!--# include virtual="/_fragments/blog/fragments/route/blog.styles.html" --></head>' +
        '<body><div id="root"><h1>Our Story</h1></div></body></html>',
    );
  });

  it('starts the page’s scripts and late stylesheets after its paint: one inline script lists them, and noscript keeps the styles', () => {
    const html = pageDocument({
      template,
      locale: 'en',
      head: '<title>Home</title>',
      css: '',
      body: { html: '<h1>Home</h1>', styles: [] },
      startAfterPaint: { styles: ['/enhancements.0123456789ab.css'] },
    });
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      `<script data-scripts="/main.js" data-styles="/enhancements.0123456789ab.css">${PAGE_START_SCRIPT}</script></head>`,
    );
    expect(html).toMatch(
      /<div id="root"><h1>Home<\/h1><\/div><noscript><link rel="stylesheet" href="\/enhancements\.0123456789ab\.css"><\/noscript><\/body><\/html>$/,
    );
  });

  it('gives the page its language: <html lang>', () => {
    const body = { html: '<h1>主頁</h1>', styles: [] };
    expect(pageDocument({ template, locale: 'zh-HK', head: '', css: '', body })).toMatch(
      /^<!doctype html><html lang="zh-HK">/,
    );
    expect(pageDocument({ template, locale: 'en', head: '', css: '', body })).toMatch(
      /^<!doctype html><html lang="en">/,
    );
  });

  it('refuses a template it cannot fill', () => {
    const body = { html: '', styles: [] };
    expect(() =>
      pageDocument({
        template: template.replace('<link href=/main.css rel=stylesheet>', ''),
        locale: 'en',
        head: '',
        css: '',
        body,
      }),
    ).toThrow('does not link /main.css');
    expect(() =>
      pageDocument({ template: template.replace('<div id=root></div>', ''), locale: 'en', head: '', css: '', body }),
    ).toThrow('no empty <div id="root">');
  });
});
