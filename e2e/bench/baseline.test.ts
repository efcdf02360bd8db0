import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EMPTY_BASELINE, readBaseline, withFirstLoads, writeBaseline } from './baseline';
import type { Baseline } from './baseline';

const baseline: Baseline = {
  buildSeconds: 57.2,
  buildMeasured: 'npm run build, 2-core development machine',
  jsServedBytes: { '/': 190_000, '/faq': 150_000 },
  jsServedMeasured: 'first loads of /work/before, 2026-11-26',
};

describe('withFirstLoads', () => {
  it('replaces the measured routes’ JS, adds new routes and keeps the rest and the build time', () => {
    const loads = [
      { route: '/faq', jsServedBytes: 12_000 },
      { route: '/blog', jsServedBytes: 160_000 },
      { route: '/contact/quote', jsServedBytes: null },
    ];
    expect(withFirstLoads(baseline, loads, 'first loads of /tmp/saved, 2026-11-27')).toEqual({
      buildSeconds: 57.2,
      buildMeasured: 'npm run build, 2-core development machine',
      jsServedBytes: { '/': 190_000, '/faq': 12_000, '/blog': 160_000 },
      jsServedMeasured: 'first loads of /tmp/saved, 2026-11-27',
    });
    expect(baseline.jsServedBytes).toEqual({ '/': 190_000, '/faq': 150_000 });
  });
});

describe('readBaseline and writeBaseline', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-baseline-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes indented JSON and reads it back', async () => {
    const file = path.join(dir, 'baseline.json');
    await writeBaseline(baseline, file);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(baseline, null, 2)}\n`);
    expect(await readBaseline(file)).toEqual(baseline);
  });

  it('reads no file as an empty baseline, and fills in what a file leaves out', async () => {
    expect(await readBaseline(path.join(dir, 'none.json'))).toEqual(EMPTY_BASELINE);
    const file = path.join(dir, 'partial.json');
    await writeFile(file, '{ "buildSeconds": 57.2 }');
    expect(await readBaseline(file)).toEqual({ ...EMPTY_BASELINE, buildSeconds: 57.2 });
  });
});
