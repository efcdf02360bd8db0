import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { saveResults } from './save-results';

describe('saveResults', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-results-'));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes when, where, with which options and in which units, then the figures, in that order', async () => {
    const file = path.join(dir, 'new-folder/results.json');
    await saveResults(
      file,
      {
        startedAt: new Date('2026-11-24T08:30:00.000Z'),
        machine: { chromium: '150.0.1' },
        options: { runs: 3 },
        units: { kb: 1024 },
      },
      { budgets: [{ status: 'PASS' }] },
    );
    const machine = { node: process.version, cpus: os.cpus().length, chromium: '150.0.1' };
    expect(await readFile(file, 'utf8')).toBe(
      `${JSON.stringify(
        {
          date: '2026-11-24T08:30:00.000Z',
          machine,
          options: { runs: 3 },
          units: { kb: 1024 },
          budgets: [{ status: 'PASS' }],
        },
        null,
        2,
      )}\n`,
    );
    expect(console.log).toHaveBeenCalledWith(`\nResults: ${path.relative(process.cwd(), file)}`);
  });
});
