import { describe, expect, it } from '@jest/globals';
import { mainThreadTime } from './main-thread';
import type { TraceEvent } from './main-thread';

const threadName = (pid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: pid,
  args: { name },
});
const task = (pid: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadTime', () => {
  it('adds up the CPU and the wall time of the main thread’s tasks, in ms', () => {
    const events = [threadName(7, 'CrRendererMain'), task(7, 70, 10.2), task(7, 30, 20.1), task(7, 5, 4.9)];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 35, wallMs: 105 });
  });

  it('takes the renderer main thread that worked longest, not the blank page’s nor another thread', () => {
    const events = [
      threadName(1, 'CrRendererMain'),
      threadName(2, 'CrRendererMain'),
      threadName(3, 'CrBrowserMain'),
      task(1, 4, 4),
      task(2, 120, 60),
      task(3, 900, 900),
      { name: 'Layout', ph: 'X', pid: 2, tid: 2, dur: 50_000, tdur: 50_000 },
    ];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 60, wallMs: 120 });
  });

  it('fails on a trace without a renderer main thread', () => {
    expect(() => mainThreadTime([threadName(3, 'CrBrowserMain'), task(3, 10, 10)])).toThrow(
      'the trace has no renderer main thread (CrRendererMain)',
    );
  });
});
