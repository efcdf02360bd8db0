import { reportNotFound } from './server-page';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

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
