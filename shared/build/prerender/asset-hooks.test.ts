/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { LoadFnOutput, LoadHookContext } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from './asset-hooks';
import { svgDataUrl } from './svg-data-url';

const context: LoadHookContext = { conditions: [], format: undefined, importAttributes: {}, importAssertions: {} };
const passedOn: LoadFnOutput = { format: 'module', source: 'export const passedOn = true;' };
const nextLoad = jest.fn(async () => passedOn);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'asset-hooks-'));
  nextLoad.mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the prerender step’s asset hooks', () => {
  it('load an SVG as a module whose default export is the data URL webpack inlines', async () => {
    const svg = '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n';
    writeFileSync(path.join(dir, 'cover.svg'), svg);
    const url = `${pathToFileURL(path.join(dir, 'cover.svg')).href}?v=1`;
    await expect(load(url, context, nextLoad)).resolves.toEqual({
      format: 'module',
      source: `export default ${JSON.stringify(svgDataUrl(svg))};`,
      shortCircuit: true,
    });
    expect(nextLoad).not.toHaveBeenCalled();
  });

  it('load a stylesheet as an empty module', async () => {
    await expect(load('file:///app/src/fonts.css', context, nextLoad)).resolves.toEqual({
      format: 'module',
      source: 'export {};',
      shortCircuit: true,
    });
  });

  it('refuse an asset whose URL only webpack knows', async () => {
    await expect(load('file:///app/src/photo.webp', context, nextLoad)).rejects.toThrow(
      'The prerender step cannot import file:///app/src/photo.webp: only webpack knows its hashed URL',
    );
  });

  it('pass anything else on to the next loader', async () => {
    await expect(load('file:///app/src/main.tsx', context, nextLoad)).resolves.toBe(passedOn);
    expect(nextLoad).toHaveBeenCalledWith('file:///app/src/main.tsx', context);
  });
});
