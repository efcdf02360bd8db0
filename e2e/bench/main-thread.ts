/**
 * How long the page's main thread worked in a Lighthouse run, and how long it took: read from the
 * run's trace (each `RunTask` event has its wall-clock `dur` and its thread CPU time `tdur`).
 *
 * Lighthouse's TBT, and the performance score through it, are built from the tasks' wall-clock
 * durations. On a shared host a task also waits while other processes have the CPU: a trace of
 * 27 Nov 2026 has a 70 ms task with 10 ms of CPU in it. The CPU time is what the page itself cost,
 * whatever the host was doing; the wall time beside it says how much the waiting added.
 */

/** The fields of a Chrome trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Thread CPU time of the main thread's tasks, ms. */
  cpuMs: number;
  /** Their wall-clock time, ms: the CPU time and the time they waited for the CPU. */
  wallMs: number;
}

/**
 * The page's main thread: of the renderer main threads in the trace (`CrRendererMain`; the run
 * may have more than one, such as the blank page the browser opened with), the one whose tasks
 * took longest. Its tasks' CPU and wall time, in ms; an error if the trace has no renderer main thread.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime {
  const threads = new Map<string, MainThreadTime>();
  const key = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  for (const event of events)
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.set(key(event), { cpuMs: 0, wallMs: 0 });
  if (threads.size === 0) throw new Error('the trace has no renderer main thread (CrRendererMain)');
  for (const event of events) {
    const thread = event.name === 'RunTask' && event.ph === 'X' ? threads.get(key(event)) : undefined;
    if (!thread) continue;
    thread.wallMs += (event.dur ?? 0) / 1000;
    thread.cpuMs += (event.tdur ?? 0) / 1000;
  }
  const main = [...threads.values()].reduce((longest, thread) => (thread.wallMs > longest.wallMs ? thread : longest));
  return { cpuMs: Math.round(main.cpuMs), wallMs: Math.round(main.wallMs) };
}
