import { dedupeHeadStyles } from './head-styles';

const page = (head: string) =>
  `<!doctype html><html><head><title>t</title>${head}</head><body><p class="css-b">x</p></body></html>`;

describe('dedupeHeadStyles', () => {
  it('leaves out a fragment’s rule the frame has, and joins the fragment’s other rules after the frame’s', () => {
    const composed = page(
      '<style data-emotion="css-global g1">:root{--x:1}</style>' +
        '<style data-emotion="css a b">.css-a{}.css-b{}</style>' +
        '<!--fragment-styles blog/Section b1-->' +
        '<style data-emotion="css b">.css-b{}</style>' +
        '<style data-emotion="css c">.css-c{color:red}</style>' +
        '<style data-emotion="css d">.css-d{content:"</"}</style>',
    );
    expect(dedupeHeadStyles(composed)).toBe(
      page(
        '<style data-emotion="css-global g1">:root{--x:1}</style>' +
          '<style data-emotion="css a b">.css-a{}.css-b{}</style>' +
          '<!--fragment-styles blog/Section b1-->' +
          '<style data-emotion="css c d">.css-c{color:red}.css-d{content:"</"}</style>',
      ),
    );
  });

  it('keeps one copy of a rule two fragments share, and of a global rule', () => {
    const composed = page(
      '<style data-emotion="css q">.css-q{}</style><style data-emotion="css-global g">body{}</style>' +
        '<style data-emotion="css q">.css-q{}</style><style data-emotion="css-global g">body{}</style>',
    );
    expect(dedupeHeadStyles(composed)).toBe(
      page('<style data-emotion="css-global g">body{}</style><style data-emotion="css q">.css-q{}</style>'),
    );
  });

  it('leaves a page without fragment styles as it is, and never touches the body', () => {
    const frameOnly = page('<style data-emotion="css a b">.css-a{}.css-b{}</style>');
    expect(dedupeHeadStyles(frameOnly)).toBe(frameOnly);
    const body = '<html><head></head><body><style data-emotion="css z">.css-z{}</style></body></html>';
    expect(dedupeHeadStyles(body)).toBe(body);
  });
});
