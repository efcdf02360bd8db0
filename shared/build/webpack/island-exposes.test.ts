/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exposesFromTable, islandExposes } from './island-exposes';
import { rootDir } from './workspace-paths';

describe('exposesFromTable', () => {
  it('exposes each island of the table under its name, from the module its import names', () => {
    const table = `import type { IslandTable } from '@agency/platform/contracts';
      export const islands = {
        Section: () => import('./section'),
        ShareButton: () => import(/* webpackChunkName: "share" */ './share-button'),
      } satisfies IslandTable<'blog'>;`;
    expect(exposesFromTable(table)).toEqual({
      './Section': './src/islands/section',
      './ShareButton': './src/islands/share-button',
    });
  });

  it('fails without a table', () => {
    expect(() => exposesFromTable('export const other = {};')).toThrow('no `export const islands = { … }` table');
  });

  it.each([
    ['a module given as a string', "export const islands = { Section: './section' };"],
    ['an import of a variable', 'const file = "./section"; export const islands = { Section: () => import(file) };'],
    ['a computed name', "export const islands = { ['Section']: () => import('./section') };"],
    ['a spread', 'const more = {}; export const islands = { ...more };'],
  ])('fails on %s, naming the entry', (_case, table) => {
    expect(() => exposesFromTable(table)).toThrow("each island is written `Name: () => import('./module')`");
  });
});

describe.each(['remote-blog', 'remote-contact', 'remote-portfolio', 'remote-services'])('%s', (app) => {
  const dir = path.join(rootDir, app);

  it('exposes its Section, each from a module that exists', () => {
    const exposes = islandExposes(dir);
    expect(exposes['./Section']).toBe('./src/islands/section');
    for (const module of Object.values(exposes))
      expect([`${module}.ts`, `${module}.tsx`].some((file) => existsSync(path.join(dir, file)))).toBe(true);
  });
});
