import { composeFrame, parseFrame } from './ssi';

const frame =
  '<main><div data-slot="blog/Section"><!--# block name="slot-blog-Section" --><div class="loading"></div><!--# endblock -->' +
  '<!--# include virtual="/_fragments/blog/fragments/route/blog.html" stub="slot-blog-Section" --></div></main>';

describe('parseFrame and composeFrame', () => {
  it('splits a frame at its includes, each with the content of the block it names as its stub', () => {
    expect(parseFrame(frame)).toEqual({
      parts: ['<main><div data-slot="blog/Section">', '</div></main>'],
      includes: [{ virtual: '/_fragments/blog/fragments/route/blog.html', stub: '<div class="loading"></div>' }],
    });
  });

  it('puts each include’s content in its place, or its stub where it has none', () => {
    const parsed = parseFrame(frame);
    expect(composeFrame(parsed, () => '<!--fragment blog/Section b1--><!--$--><h1>Blog</h1><!--/$-->')).toBe(
      '<main><div data-slot="blog/Section"><!--fragment blog/Section b1--><!--$--><h1>Blog</h1><!--/$--></div></main>',
    );
    expect(composeFrame(parsed, () => undefined)).toBe(
      '<main><div data-slot="blog/Section"><div class="loading"></div></div></main>',
    );
  });

  it('leaves a page without includes as it is, and composes several in order', () => {
    expect(composeFrame(parseFrame('<p>plain</p>'), () => 'x')).toBe('<p>plain</p>');
    const two = parseFrame(
      '<a><!--# include virtual="/_fragments/services/fragments/widget/ServiceGrid.html" --></a>' +
        '<b><!--# include virtual="/_fragments/contact/fragments/widget/QuoteForm.html" --></b>',
    );
    expect(composeFrame(two, (include) => (include.virtual.includes('Quote') ? 'form' : 'grid'))).toBe(
      '<a>grid</a><b>form</b>',
    );
  });
});
