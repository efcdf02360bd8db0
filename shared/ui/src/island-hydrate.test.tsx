import type { IslandMarkup, IslandName } from '@agency/platform/islands';
import { islandElementAttributes, islandIdPrefix } from '@agency/platform/islands';
import type { ComponentType } from 'react';
import { act, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandFrame } from './island-frame';
import { hydrateIsland } from './island-hydrate';
import { asIsland, IslandProviders } from './island-providers';

// React's act() is used directly, without Testing Library: say this is a test environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// jsdom has no User Timing API (performance.mark): the marks the React half makes are recorded here.
let marks: [string, unknown][] = [];

beforeEach(() => {
  marks = [];
  Object.defineProperty(performance, 'mark', {
    configurable: true,
    value: (name: string, options?: PerformanceMarkOptions) => void marks.push([name, options?.detail]),
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(performance, 'mark');
  jest.restoreAllMocks();
});

/** A field whose label points at its input through useId, and a counter to show it responds. */
function NameField({ label }: { label: string }) {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks} times
      </button>
    </div>
  );
}

const BUILD = '6f01a98d874a';

function markupOf(id: string, change: Partial<IslandMarkup> = {}): IslandMarkup {
  return {
    name: 'shell/NameField' as IslandName,
    id,
    when: 'intent',
    hold: [],
    build: BUILD,
    render: 'server',
    ...change,
  };
}

/**
 * An island as the page has it once the runtime has taken its props out: its element, and inside
 * it the HTML the build rendered (shared/build/prerender/render-app.tsx: the frame, the providers,
 * the component, with the island's own identifierPrefix).
 */
function serverIsland<P extends object>(markup: IslandMarkup, Component: ComponentType<P>, props: P): HTMLElement {
  const element = document.createElement('agency-island');
  for (const [name, value] of Object.entries(islandElementAttributes(markup))) element.setAttribute(name, value);
  element.innerHTML = renderToString(
    <IslandFrame id={markup.id}>
      <IslandProviders>
        <Component {...props} />
      </IslandProviders>
    </IslandFrame>,
    { identifierPrefix: islandIdPrefix(markup.id) },
  );
  document.body.append(element);
  return element;
}

function get<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

async function hydrate<P extends Record<string, unknown>>(
  element: HTMLElement,
  markup: IslandMarkup,
  Component: ComponentType<P>,
  props: P,
  build = BUILD,
) {
  const onReady = jest.fn();
  const onError = jest.fn();
  let unmount = () => undefined as void;
  await act(async () => {
    unmount = hydrateIsland(
      element,
      { markup, module: { default: asIsland(Component), build }, props, afresh: false },
      { onReady, onError },
    );
  });
  return Object.assign(onReady, { onError, unmount });
}

describe('hydrateIsland, code of the same build as the HTML', () => {
  it("keeps the server's very nodes and attaches React to them", async () => {
    const markup = markupOf('shell-NameField');
    const element = serverIsland(markup, NameField, { label: 'Your name' });
    const before = [...element.querySelectorAll('*')];
    expect(before.map((node) => node.tagName)).toEqual(['DIV', 'LABEL', 'INPUT', 'BUTTON']);
    expect(before.some(hasFiber)).toBe(false);
    const error = jest.spyOn(console, 'error');

    await hydrate(element, markup, NameField, { label: 'Your name' });

    const after = [...element.querySelectorAll('*')];
    expect(after).toHaveLength(before.length);
    after.forEach((node, index) => expect(node).toBe(before[index]));
    expect(after.every(hasFiber)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(marks).toEqual([]);
  });

  it("makes the same useId values as the build did, under the island's prefix", async () => {
    const markup = markupOf('shell-NameField-2');
    const element = serverIsland(markup, NameField, { label: 'Your name' });
    const serverId = get(element, 'input').id;
    expect(serverId).toContain('shell-NameField-2-');
    expect(get<HTMLLabelElement>(element, 'label').htmlFor).toBe(serverId);
    const error = jest.spyOn(console, 'error');

    await hydrate(element, markup, NameField, { label: 'Your name' });

    // A useId mismatch would be a hydration error (reported to console.error, or marked as a mismatch).
    expect(error).not.toHaveBeenCalled();
    expect(marks.filter(([name]) => name === 'agency:island-mismatch')).toEqual([]);
    expect(get(element, 'input').id).toBe(serverId);
    expect(get(document, 'input')).toHaveAccessibleName('Your name');
  });

  it('calls onReady once the island has committed, and the island then responds', async () => {
    const markup = markupOf('shell-NameField');
    const element = serverIsland(markup, NameField, { label: 'Your name' });

    const onReady = await hydrate(element, markup, NameField, { label: 'Your name' });

    expect(onReady).toHaveBeenCalledTimes(1);
    const button = get<HTMLButtonElement>(element, 'button');
    expect(button).toHaveTextContent('Clicked 0 times');
    await act(async () => button.click());
    expect(button).toHaveTextContent('Clicked 1 times');
    expect(get(element, 'button')).toBe(button);
  });
  it('tells the island about a field the visitor focused before it hydrated, as a focus after would', async () => {
    function FocusedField() {
      const [focused, setFocused] = useState(false);
      return (
        <label data-focused={focused}>
          Your name <input onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />
        </label>
      );
    }
    const markup = markupOf('shell-FocusedField');
    const element = serverIsland(markup, FocusedField, {});
    get(element, 'input').focus();
    expect(get(element, 'label')).toHaveAttribute('data-focused', 'false');

    await hydrate(element, markup, FocusedField, {});

    expect(get(element, 'input')).toHaveFocus();
    expect(get(element, 'label')).toHaveAttribute('data-focused', 'true');
  });
});

describe('hydrateIsland, code of another build', () => {
  it('marks the island as rendered afresh, says why, and renders it anew', async () => {
    const markup = markupOf('shell-NameField');
    const element = serverIsland(markup, NameField, { label: 'Your name' });
    const serverInput = get(element, 'input');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);

    const onReady = await hydrate(element, markup, NameField, { label: 'Full name' }, 'a0b1c2d3e4f5');

    expect(marks).toEqual([['agency:island-afresh', 'shell-NameField']]);
    expect(info.mock.calls).toEqual([
      [`[islands] shell-NameField: the page is of build ${BUILD}, the code of build a0b1c2d3e4f5; rendering afresh`],
    ]);
    expect(element.querySelectorAll('label')).toHaveLength(1);
    expect(get(element, 'label')).toHaveTextContent('Full name');
    expect(get(element, 'input')).not.toBe(serverInput);
    expect(get(element, 'input')).toHaveAccessibleName('Full name');
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe('hydrateIsland, a client-only island', () => {
  it('renders the island in place of its placeholder, with no afresh mark', async () => {
    const markup = markupOf('blog-Section', { name: 'blog/Section', render: 'client' });
    const element = serverIsland(markup, () => <p>Loading the calendar…</p>, {});
    const info = jest.spyOn(console, 'info');

    const onReady = await hydrate(element, markup, NameField, { label: 'Preferred date' });

    expect(element.querySelector('p')).toBeNull();
    expect(element).not.toHaveTextContent('Loading the calendar…');
    expect(get(element, 'input')).toHaveAccessibleName('Preferred date');
    expect(marks).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe('hydrateIsland, an island that throws', () => {
  let failing = true;
  function Fragile({ label }: { label: string }) {
    if (failing) throw new Error('The calendar broke');
    return <p>{label}</p>;
  }

  beforeEach(() => {
    failing = true;
  });

  async function renderFailing(markup: IslandMarkup) {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    failing = false;
    const element = serverIsland(markup, Fragile, { label: 'Calendar' });
    failing = true;
    const onReady = await hydrate(element, markup, Fragile, { label: 'Calendar' });
    return { element, error, onReady };
  }

  it.each([
    ['hydrated', markupOf('contact-Fragile')],
    ['rendered afresh', markupOf('contact-Fragile', { render: 'client' })],
  ])('tells the runtime when %s, once, and its root can then be unmounted', async (_how, markup) => {
    const { element, onReady } = await renderFailing(markup);

    expect(marks).toContainEqual(['agency:island-error', 'contact-Fragile']);
    expect(onReady.onError.mock.calls).toEqual([[new Error('The calendar broke')]]);
    expect(element).not.toHaveTextContent('Calendar');
    await act(async () => onReady.unmount());
    expect(element.innerHTML).toBe('');
  });
});
