/**
 * How much of its task time a page's main thread spent on a CPU, from a Lighthouse run's own trace.
 * Every trace event carries its wall time (`dur`) and, where Chromium could read it, the thread's CPU
 * time over it (`tdur`). On this 2-core machine the page shares the cores with Chromium's browser, GPU
 * and raster threads, Lighthouse and the server, and a task's wall time holds whatever it waited, mostly
 * for a core (its run-queue wait, from schedstat, about equalled its run time). Lighthouse multiplies wall time (4x, 16x slowed), so that wait is counted as blocking (decision 0045).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}

export interface MainThreadTime {
  /** Wall time of the main thread's tasks from the page's navigation on, in ms. */
  taskMs: number;
  /** The thread's CPU time over those tasks, in ms. */
  cpuMs: number;
}

/** The main thread of the renderer that parsed `url` (its last document), or null when the trace has none. */
export function mainThreadTime(events: TraceEvent[], url: string): MainThreadTime | null {
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url).at(-1);
  if (!parse) return null;
  const onThread = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  // The navigation that loaded it: its start is the last one on that thread before the parse began.
  const start = events.filter((e) => onThread(e) && e.name === 'navigationStart' && e.ts <= parse.ts).reduce((t, e) => Math.max(t, e.ts), Number.NEGATIVE_INFINITY);
  const from = Number.isFinite(start) ? start : parse.ts;
  let taskUs = 0;
  let cpuUs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !onThread(e) || e.ts < from || e.tdur === undefined) continue;
    taskUs += e.dur ?? 0;
    cpuUs += e.tdur;
  }
  return { taskMs: taskUs / 1000, cpuMs: cpuUs / 1000 };
}
