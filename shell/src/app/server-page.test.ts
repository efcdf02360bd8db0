import { emptySlots, reportNotFound } from './server-page';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('emptySlots', () => {
  it('lists the slots the server could not fill: those without a fragment’s marker first', () => {
    const root = page(
      '<div data-slot="services/ServiceGrid">\n  <!--fragment services/ServiceGrid 6f01a98d874a--><ul></ul></div>' +
        '<div data-slot="contact/QuoteForm"><!--# include virtual="/_fragments/contact/x.html" --><div class="stub"></div></div>' +
        '<div data-slot="blog/Section"><div class="loading-bar"></div></div>',
    );
    expect(emptySlots(root).map((slot) => slot.getAttribute('data-slot'))).toEqual([
      'contact/QuoteForm',
      'blog/Section',
    ]);
  });

  it('does not take a fragment’s marker that comes after the slot’s own content', () => {
    const root = page('<div data-slot="blog/Section"><p>x</p><!--fragment blog/Section b1--></div>');
    expect(emptySlots(root)).toHaveLength(1);
  });
});

describe('reportNotFound', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/blog/all-articles');
  });
  afterEach(() => {
    consoleError.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('writes the path asked for to the console on the not-found page', () => {
    reportNotFound(page('<main><div data-not-found=""><h1>404</h1></div></main>'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route: /blog/all-articles',
    );
  });

  it('says nothing on any other page', () => {
    reportNotFound(page('<main><h1>Our Story</h1></main>'));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
