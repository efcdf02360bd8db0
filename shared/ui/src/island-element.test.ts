import { islandElementAttributes, serializeIslandProps } from '@agency/platform/islands';
import type { HydrateIsland } from './island-types';
import { defineIslandElement } from './island-runtime';

// jsdom has no User Timing API: the runtime's marks are dropped here.
Object.defineProperty(performance, 'mark', { configurable: true, value: () => undefined });

const hydrated: string[] = [];
const hydrateIsland: HydrateIsland = (element) => {
  hydrated.push(element.getAttribute('data-island-id') ?? '');
  return () => undefined;
};
const resolve = jest.fn(() => Promise.resolve({ default: () => null, build: 'b1' }));

/** An island's HTML as the server writes it, woken by focus inside it. */
function islandHtml(id: string, inner = '') {
  const attributes = Object.entries(
    islandElementAttributes({
      name: 'contact/EnquiryForm',
      id,
      when: 'focus',
      hold: [],
      build: 'b1',
      render: 'server',
    }),
  )
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<agency-island ${attributes}><script type="application/json">${serializeIslandProps({ pathname: '/' })}</script><button type="button">${id}</button>${inner}</agency-island>`;
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const island = (id: string) => document.querySelector<HTMLElement>(`[data-island-id="${id}"]`);

// The element is defined once per page, as main.js does: every test below runs on that definition.
beforeAll(() => {
  document.body.innerHTML = islandHtml('in-the-page');
  Object.defineProperty(window, 'agencyEarlyEvents', { configurable: true, value: () => [] });
  defineIslandElement({ resolve, hydrate: () => Promise.resolve(hydrateIsland) });
});

it('starts the islands already in the page as it is defined', () => {
  expect(island('in-the-page')).toHaveAttribute('data-island-state', 'waiting');
});

it('starts an island inserted later by itself, with no rescan', async () => {
  const part = document.createElement('section');
  part.innerHTML = islandHtml('inserted-later');
  document.body.append(part);
  expect(island('inserted-later')).toHaveAttribute('data-island-state', 'waiting');
  island('inserted-later')?.querySelector('button')?.focus();
  await settle();
  expect(hydrated).toContain('inserted-later');
});

it('leaves an island inside another island to it: no root inside a root', () => {
  const part = document.createElement('div');
  part.innerHTML = islandHtml('outer', islandHtml('inner'));
  document.body.append(part);
  expect(island('outer')).toHaveAttribute('data-island-state', 'waiting');
  expect(island('inner')).not.toHaveAttribute('data-island-state');
});

it('is defined once: a second definition changes nothing', () => {
  expect(() => defineIslandElement({ resolve })).not.toThrow();
  expect(customElements.get('agency-island')?.name).toBe('AgencyIsland');
});
