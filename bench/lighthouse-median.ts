/** Many Lighthouse runs of one page and pass as one figure (bench/lighthouse.ts). */
import type { LighthouseScores } from './lighthouse.ts';
import { median } from './util.ts';

/** Per-figure medians, with the spread of the score and blocking time; the category scores come from whichever run measured them. */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const first = (key: 'accessibility' | 'bestPractices' | 'seo') => runs.find((r) => r[key] !== null)?.[key] ?? null;
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    spread: { performance: range(runs.map((r) => r.performance)), tbtMs: range(runs.map((r) => r.tbtMs)) },
    performance: median(runs.map((r) => r.performance)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    accessibility: first('accessibility'),
    bestPractices: first('bestPractices'),
    seo: first('seo'),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    mainThread: mainThread(runs),
    atCpuTime: atCpuTime(runs),
  };
}

/** The median of the runs' scores and blocking times audited at CPU time (the slowed pass); null when no run had them. */
function atCpuTime(runs: LighthouseScores[]): LighthouseScores['atCpuTime'] {
  const read = runs.flatMap((r) => (r.atCpuTime ? [r.atCpuTime] : []));
  if (read.length === 0) return null;
  return { performance: median(read.map((a) => a.performance)), tbtMs: median(read.map((a) => a.tbtMs)) };
}

/** The median of the runs' main-thread task and CPU times, each on its own; null when no run had them. */
function mainThread(runs: LighthouseScores[]): LighthouseScores['mainThread'] {
  const read = runs.flatMap((r) => (r.mainThread ? [r.mainThread] : []));
  if (read.length === 0) return null;
  return { taskMs: median(read.map((m) => m.taskMs)), cpuMs: median(read.map((m) => m.cpuMs)) };
}
