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

/** The main thread of the renderer that parsed `url` (its last document) and where its navigation began; null when the trace has none. */
function pageThread(events: TraceEvent[], url: string): { onThread: (e: TraceEvent) => boolean; from: number } | null {
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url).at(-1);
  if (!parse) return null;
  const onThread = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  // The navigation that loaded it: its start is the last one on that thread before the parse began.
  const start = events.filter((e) => onThread(e) && e.name === 'navigationStart' && e.ts <= parse.ts).reduce((t, e) => Math.max(t, e.ts), Number.NEGATIVE_INFINITY);
  return { onThread, from: Number.isFinite(start) ? start : parse.ts };
}

/** The main thread of the renderer that parsed `url` (its last document), or null when the trace has none. */
export function mainThreadTime(events: TraceEvent[], url: string): MainThreadTime | null {
  const page = pageThread(events, url);
  if (!page) return null;
  const { onThread, from } = page;
  let taskUs = 0;
  let cpuUs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !onThread(e) || e.ts < from || e.tdur === undefined) continue;
    taskUs += e.dur ?? 0;
    cpuUs += e.tdur;
  }
  return { taskMs: taskUs / 1000, cpuMs: cpuUs / 1000 };
}

/**
 * The same trace with each of the page's main-thread tasks shrunk to the thread's CPU time over it, and
 * everything inside the task (its script, style, layout and paint events) shrunk in proportion from the
 * task's start, so nesting holds. Other threads, tasks without thread time and what lies between tasks
 * are left as they are; nothing grows. Lighthouse simulates the slow phone from each task's wall time, so
 * re-auditing this trace gives the score of the page's own work, without the time its thread waited for a
 * core on this machine (decision 0051). Its score is a ceiling, not the score: a task also waits for things a
 * phone would make it wait for too. Null when the trace has no document at `url`.
 */
export function tasksAtCpuTime(events: TraceEvent[], url: string): TraceEvent[] | null {
  const page = pageThread(events, url);
  if (!page) return null;
  const { onThread } = page;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onThread(e) && e.dur && e.tdur !== undefined).sort((a, b) => a.ts - b.ts);
  const out = events.slice();
  // The thread's events by start, with their places in `out`, walked once beside the tasks.
  const mine = out.map((e, i) => [e, i] as const).filter(([e]) => onThread(e) && typeof e.ts === 'number').sort((a, b) => a[0].ts - b[0].ts);
  let next = 0;
  let covered = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    // A task run inside another (a nested loop) was shrunk with it.
    if (task.ts < covered) continue;
    const start = task.ts;
    const end = start + (task.dur ?? 0);
    const ratio = Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
    covered = end;
    while (next < mine.length && (mine[next]?.[0].ts ?? end) < start) next++;
    for (let k = next; k < mine.length; k++) {
      const entry = mine[k];
      if (!entry || entry[0].ts >= end) break;
      const [e, i] = entry;
      out[i] = { ...e, ts: start + Math.round((e.ts - start) * ratio), ...(e.dur === undefined ? {} : { dur: Math.round(e.dur * ratio) }) };
    }
  }
  return out;
}
