import type { IslandMarkup } from './islands';
import {
  islandApp,
  islandElementAttributes,
  islandId,
  islandIdPrefix,
  readIslandMarkup,
  serializeIslandProps,
  takeIslandProps,
} from './islands';

/** An element with these attributes, as the parser makes it from the page's HTML. */
function elementWith(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('agency-island');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const enquiryForm = {
  'data-island': 'contact/EnquiryForm',
  'data-island-id': 'contact-EnquiryForm',
  'data-when': 'visible',
  'data-hold': 'submit',
  'data-build': '6f01a98d874a',
};

describe('serializeIslandProps', () => {
  it('writes plain props as JSON', () => {
    expect(serializeIslandProps({ form: 'quote', idPrefix: 'quote', count: 3, open: false, none: null })).toBe(
      '{"form":"quote","idPrefix":"quote","count":3,"open":false,"none":null}',
    );
  });

  it('writes no props as an empty object', () => {
    expect(serializeIslandProps(undefined)).toBe('{}');
    expect(serializeIslandProps(null)).toBe('{}');
  });

  it('escapes <, > and & so that no prop can close the script or open a comment in it', () => {
    expect(serializeIslandProps({ note: '</script><!-- & -->' })).toBe(
      '{"note":"\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e"}',
    );
  });

  it('escapes the line and paragraph separators', () => {
    expect(serializeIslandProps({ text: 'one\u2028two\u2029three' })).toBe('{"text":"one\\u2028two\\u2029three"}');
  });

  it('gives back exactly the original props when parsed, Unicode included', () => {
    const props = {
      title: '中環辦公室 — Central office',
      emoji: 'Launch 🚀',
      markup: '</script><script>alert(1)</script><!--',
      ampersand: 'Terms & Conditions',
      separators: 'a\u2028b\u2029c',
      escapedAlready: '\\u003c stays as typed',
      nested: { list: [1, 2.5, -3], flag: true, nothing: null },
    };
    const json = serializeIslandProps(props);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(props);
  });

  it('keeps one script in the parsed page whatever a prop says, and the page after it intact', () => {
    const container = document.createElement('div');
    container.innerHTML = `<script type="application/json">${serializeIslandProps({
      note: '</script><p>injected</p><!--',
    })}</script><p>after</p>`;
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['after']);
  });
});

describe('islandElementAttributes', () => {
  it('writes every attribute of an island, holds space-separated', () => {
    const markup: IslandMarkup = {
      name: 'contact/EnquiryForm',
      id: 'contact-EnquiryForm',
      when: 'visible',
      hold: ['submit', 'keys'],
      build: '6f01a98d874a',
      render: 'server',
    };
    expect(islandElementAttributes(markup)).toEqual({
      'data-island': 'contact/EnquiryForm',
      'data-island-id': 'contact-EnquiryForm',
      'data-when': 'visible',
      'data-hold': 'submit keys',
      'data-build': '6f01a98d874a',
    });
  });

  it('leaves out data-hold when nothing is held, and marks a client-only island', () => {
    expect(
      islandElementAttributes({
        name: 'blog/Section',
        id: 'blog-Section',
        when: 'visible',
        hold: [],
        build: 'abc',
        render: 'client',
      }),
    ).toEqual({
      'data-island': 'blog/Section',
      'data-island-id': 'blog-Section',
      'data-when': 'visible',
      'data-build': 'abc',
      'data-render': 'client',
    });
  });

  it('marks an island that enhances the page’s own HTML', () => {
    expect(
      islandElementAttributes({
        name: 'shell/NavBar',
        id: 'shell-NavBar',
        when: 'intent',
        hold: ['keys'],
        build: 'abc',
        render: 'enhance',
      }),
    ).toEqual({
      'data-island': 'shell/NavBar',
      'data-island-id': 'shell-NavBar',
      'data-when': 'intent',
      'data-hold': 'keys',
      'data-build': 'abc',
      'data-render': 'enhance',
    });
  });
});

describe('readIslandMarkup', () => {
  it('reads an island element back', () => {
    expect(readIslandMarkup(elementWith(enquiryForm))).toEqual({
      name: 'contact/EnquiryForm',
      id: 'contact-EnquiryForm',
      when: 'visible',
      hold: ['submit'],
      build: '6f01a98d874a',
      render: 'server',
    });
  });

  it('reads back what islandElementAttributes wrote', () => {
    const markup: IslandMarkup = {
      name: 'blog/ShareButton',
      id: 'blog-ShareButton-2',
      when: 'intent',
      hold: ['click', 'keys'],
      build: 'b1',
      render: 'client',
    };
    expect(readIslandMarkup(elementWith(islandElementAttributes(markup)))).toEqual(markup);
  });

  it.each(['intent', 'focus', 'visible'] as const)('accepts the trigger %s', (when) => {
    expect(readIslandMarkup(elementWith({ ...enquiryForm, 'data-when': when }))?.when).toBe(when);
  });

  it.each([
    ['no name', { 'data-island': '' }],
    ['a name without its app', { 'data-island': 'EnquiryForm' }],
    ['a name with a dash', { 'data-island': 'contact/Enquiry-Form' }],
    ['a name with a capital app', { 'data-island': 'Contact/EnquiryForm' }],
    ['a name with a path', { 'data-island': 'contact/forms/EnquiryForm' }],
    ['no id', { 'data-island-id': '' }],
    ['no trigger', { 'data-when': '' }],
    ['an unknown trigger', { 'data-when': 'hover' }],
    ['the idle trigger, which no island uses', { 'data-when': 'idle' }],
  ])('is undefined for %s', (_case, change) => {
    expect(readIslandMarkup(elementWith({ ...enquiryForm, ...change }))).toBeUndefined();
  });

  it('is undefined for an element without island attributes', () => {
    expect(readIslandMarkup(document.createElement('agency-island'))).toBeUndefined();
  });

  it('keeps only the holds it knows, in their order', () => {
    expect(readIslandMarkup(elementWith({ ...enquiryForm, 'data-hold': 'keys  hover click submit' }))?.hold).toEqual([
      'keys',
      'click',
      'submit',
    ]);
  });

  it('holds nothing without data-hold', () => {
    const { 'data-hold': _hold, ...withoutHold } = enquiryForm;
    expect(readIslandMarkup(elementWith(withoutHold))?.hold).toEqual([]);
  });

  it('reads a missing build as the empty string', () => {
    const { 'data-build': _build, ...withoutBuild } = enquiryForm;
    expect(readIslandMarkup(elementWith(withoutBuild))?.build).toBe('');
  });

  it.each([
    ['client', 'client'],
    ['enhance', 'enhance'],
    ['server', 'server'],
    [undefined, 'server'],
    ['hydrate', 'server'],
  ])('reads data-render %s as %s', (attribute, render) => {
    const { 'data-render': _render, ...withoutRender } = { ...enquiryForm, 'data-render': '' };
    const attributes = attribute === undefined ? withoutRender : { ...withoutRender, 'data-render': attribute };
    expect(readIslandMarkup(elementWith(attributes))?.render).toBe(render);
  });
});

describe('takeIslandProps', () => {
  function islandWith(html: string): HTMLElement {
    const element = document.createElement('agency-island');
    element.innerHTML = html;
    return element;
  }

  it('returns the props and removes their script, leaving exactly the component HTML', () => {
    const element = islandWith(
      `<script type="application/json">${serializeIslandProps({ form: 'quote', note: '</script>' })}</script><form><button>Send</button></form>`,
    );
    expect(takeIslandProps(element)).toEqual({ form: 'quote', note: '</script>' });
    expect(element.innerHTML).toBe('<form><button>Send</button></form>');
  });

  it('is undefined, and removes nothing, when the first child is not the props script', () => {
    const html = `<p>Text</p><script type="application/json">{"a":1}</script>`;
    const element = islandWith(html);
    expect(takeIslandProps(element)).toBeUndefined();
    expect(element.innerHTML).toBe(html);
  });

  it('is undefined, and removes nothing, for a script of another type', () => {
    const html = `<script type="text/plain">{"a":1}</script><p>Text</p>`;
    const element = islandWith(html);
    expect(takeIslandProps(element)).toBeUndefined();
    expect(element.innerHTML).toBe(html);
  });

  it('is undefined for an empty island', () => {
    expect(takeIslandProps(islandWith(''))).toBeUndefined();
  });

  it.each([
    ['broken JSON', '{"form": "quote"'],
    ['an empty script', ''],
    ['JSON null', 'null'],
    ['a JSON string', '"quote"'],
    ['a JSON number', '42'],
  ])('is undefined for %s, and still takes the script out', (_case, json) => {
    const element = islandWith(`<script type="application/json">${json}</script><p>Text</p>`);
    expect(takeIslandProps(element)).toBeUndefined();
    expect(element.innerHTML).toBe('<p>Text</p>');
  });
});

describe('island ids', () => {
  it('names an island by its module, and numbers the repeats from 2', () => {
    expect(islandId('blog/ShareButton', 0)).toBe('blog-ShareButton');
    expect(islandId('blog/ShareButton', 1)).toBe('blog-ShareButton-2');
    expect(islandId('blog/ShareButton', 2)).toBe('blog-ShareButton-3');
  });

  it("prefixes the island's React ids with its id and a dash", () => {
    expect(islandIdPrefix('blog-ShareButton')).toBe('blog-ShareButton-');
    expect(islandIdPrefix('blog-ShareButton-2')).toBe('blog-ShareButton-2-');
  });

  it('gives the app an island belongs to', () => {
    expect(islandApp('contact/EnquiryForm')).toBe('contact');
    expect(islandApp('shell/NavBar')).toBe('shell');
  });
});
