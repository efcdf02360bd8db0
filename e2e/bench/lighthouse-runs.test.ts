import { describe, expect, it } from '@jest/globals';
import { CpuReference, lcpOverFloor, medianOf, medianScores, turnOrder } from './lighthouse-runs';
import type { LighthouseScores } from './lighthouse-runs';

describe('medianOf', () => {
  it('takes the middle value of an odd count, in order of size', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([97])).toBe(97);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([0.9, 1.1])).toBe(1);
  });

  it('sorts numerically, not as text, and leaves its input as it was', () => {
    const values = [100, 9, 10];
    expect(medianOf(values)).toBe(10);
    expect(values).toEqual([100, 9, 10]);
  });

  it('is NaN for no values', () => {
    expect(medianOf([])).toBeNaN();
  });
});

describe('medianScores', () => {
  const run = (performance: number, fcpSeconds: number, tbtMs: number): LighthouseScores => ({
    performance,
    accessibility: 100,
    seo: 100,
    bestPractices: 96,
    fcpSeconds,
    lcpSeconds: 1.2,
    cls: 0,
    tbtMs,
  });

  it('takes each figure’s median on its own, so the result may be no single run', () => {
    expect(medianScores([run(99, 1.1, 0), run(95, 0.9, 40), run(97, 1.3, 10)])).toEqual({
      performance: 97,
      accessibility: 100,
      seo: 100,
      bestPractices: 96,
      fcpSeconds: 1.1,
      lcpSeconds: 1.2,
      cls: 0,
      tbtMs: 10,
    });
  });

  it('is the run itself for one run', () => {
    expect(medianScores([run(98, 0.8, 20)])).toEqual(run(98, 0.8, 20));
  });

  it('leaves a category no run scored unscored, and takes the median of the runs that scored it', () => {
    const floor = (tbtMs: number, seo: number | null): LighthouseScores => ({
      ...run(100, 0.6, tbtMs),
      accessibility: null,
      seo,
      bestPractices: null,
    });
    expect(medianScores([floor(97, null), floor(17, 90), floor(40, null)])).toEqual({
      performance: 100,
      accessibility: null,
      seo: 90,
      bestPractices: null,
      fcpSeconds: 0.6,
      lcpSeconds: 1.2,
      cls: 0,
      tbtMs: 40,
    });
  });
});

describe('lcpOverFloor', () => {
  it('divides the page’s LCP by its floor’s, to two decimals', () => {
    expect(lcpOverFloor(1.0766, 1.1262)).toBe(0.96);
    expect(lcpOverFloor(1.26, 1.2)).toBe(1.05);
    expect(lcpOverFloor(2.6, 1.1)).toBe(2.36);
  });

  it('is null without a floor, or with a floor that never painted', () => {
    expect(lcpOverFloor(1.1, null)).toBeNull();
    expect(lcpOverFloor(1.1, 0)).toBeNull();
  });
});

describe('CpuReference', () => {
  it('calls a run busy below 80 % of the best benchmark index seen so far', () => {
    const cpu = new CpuReference();
    expect(cpu.isBusy(500)).toBe(false);
    cpu.observe(2000);
    cpu.observe(1500);
    expect(cpu.bestIndex).toBe(2000);
    expect(cpu.isBusy(1599)).toBe(true);
    expect(cpu.isBusy(1600)).toBe(false);
    cpu.observe(2500);
    expect(cpu.isBusy(1600)).toBe(true);
  });
});

describe('turnOrder', () => {
  it('reverses every other round, so neither page of a pair always goes second', () => {
    expect(turnOrder(['before', 'after'], 3)).toEqual([
      ['before', 'after'],
      ['after', 'before'],
      ['before', 'after'],
    ]);
  });

  it('runs a page alone once a round, and no round for no runs', () => {
    expect(turnOrder(['/'], 2)).toEqual([['/'], ['/']]);
    expect(turnOrder(['before', 'after'], 0)).toEqual([]);
  });
});
