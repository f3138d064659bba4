/**
 * The Lighthouse figures as `bun run bench` prints them: each pass is the median of its runs, with the
 * runs' lowest and highest score and blocking time beside it, so a noisy pass does not read as a firm one.
 */
import { describe, expect, test } from 'bun:test';
import { medianScores } from './lighthouse-median.ts';
import { browserNotes, browserRows, machineNote } from './lighthouse-report.ts';
import { memoryTouch } from './memory-touch.ts';
import type { LighthouseScores } from './lighthouse.ts';

const run = (performance: number, tbtMs: number, categories: number | null = null, benchmarkIndex = 1800, mainThread: LighthouseScores['mainThread'] = null): LighthouseScores => ({
  performance,
  mainThread,
  benchmarkIndex,
  tbtMs,
  lcpMs: 1700,
  cls: 0,
  accessibility: categories,
  bestPractices: categories,
  seo: categories,
});

describe('Lighthouse figures', () => {
  test('a pass is the median of its runs, with their lowest and highest score and blocking time', () => {
    const pass = medianScores([run(74, 1367), run(69, 2400, 100), run(76, 1100)]);
    expect(pass.performance).toBe(74);
    expect(pass.tbtMs).toBe(1367);
    expect(pass.spread).toEqual({ performance: [69, 76], tbtMs: [1100, 2400] });
    // The categories come from the one run that measured them.
    expect(pass.accessibility).toBe(100);
  });

  test('the detail table shows the spread after each median, and nothing where the runs agree', () => {
    const normal = medianScores([run(99, 90, 100), run(99, 90), run(99, 90)]);
    const slowed = medianScores([run(74, 1367), run(69, 2400), run(76, 1100)]);
    const notes = browserNotes({ runs: 3, baseline: null, pages: [{ name: '/journeys', normal, slowed }], memory: null, idle: null, wallMs: 1000 }).join('\n');
    expect(notes).toContain('median of 3 runs per page (lowest-highest in brackets)');
    expect(notes).toContain('74 (69-76) MISS');
    // The slowed pass's goal is its score; its blocking time is shown, with its spread, and no mark.
    const slowedLine = notes.split('\n').find((line) => line.startsWith('  slowed 4x more')) ?? '';
    expect(slowedLine).toContain('1,367 ms (1,100-2,400) ');
    expect(slowedLine).not.toContain('1,367 ms (1,100-2,400) MISS');
    const normalLine = notes.split('\n').find((line) => line.startsWith('/journeys'));
    expect(normalLine).toContain('99 ok');
    expect(normalLine).not.toContain('(99-99)');
    expect(normalLine).toContain('90 ms ok');
  });

  test('the baseline is measured first and each page is read against it: its slowed blocking time as a ratio', () => {
    const baseline = { name: 'baseline: React hello world', normal: medianScores([run(100, 0, 100)]), slowed: medianScores([run(98, 400)]) };
    const page = { name: '/journeys', normal: medianScores([run(99, 90, 100)]), slowed: medianScores([run(74, 1400)]) };
    const figures = { runs: 1, baseline, pages: [page], memory: null, idle: null, wallMs: 1000 };
    const [baseRow, pageRow] = browserRows(figures);
    expect(baseRow).toEqual(['Lighthouse baseline: React hello world', '100 (slowed 98)', '-', '-', 'the floor (info)', '']);
    expect(pageRow?.slice(0, 4)).toEqual(['Lighthouse /journeys', '99 (slowed 74)', 'slowed TBT 400 ms', '3.5x slowed TBT']);
    const notes = browserNotes(figures).join('\n');
    const lines = notes.split('\n');
    expect(lines.findIndex((line) => line.startsWith('baseline: React hello world'))).toBeLessThan(lines.findIndex((line) => line.startsWith('/journeys')));
    expect(notes).toContain("'baseline: React hello world' is measured first in this run");
  });

  test("the slowed pass is held to its score alone; blocking time, LCP and CLS are the normal pass's goals", () => {
    const slowLcp = (performance: number, tbtMs: number, lcpMs: number, cls: number) => ({ ...run(performance, tbtMs), lcpMs, cls });
    const page = (normal: LighthouseScores, slowed: LighthouseScores) => ({ name: '/journeys', normal: medianScores([normal]), slowed: medianScores([slowed]) });
    const verdict = (p: ReturnType<typeof page>) => browserRows({ runs: 1, baseline: null, pages: [p], memory: null, idle: null, wallMs: 1 })[0]?.[5];
    // Slowed 82 with 900 ms of blocking time, an LCP of 3.1 s and a CLS of 0.06: the goal holds.
    expect(verdict(page(run(97, 90, 100), slowLcp(82, 900, 3100, 0.06)))).toBe('ok');
    // Slowed 79: missed, whatever else it read.
    expect(verdict(page(run(97, 90, 100), slowLcp(79, 100, 1500, 0)))).toBe('MISSED slowed score');
    // The normal pass keeps all four: 96 with 160 ms of blocking time, an LCP of 2.1 s and a CLS of 0.06.
    expect(verdict(page(slowLcp(96, 160, 2100, 0.06), run(85, 900)))).toBe('MISSED TBT, LCP, CLS');
  });

  test("the slowed runs audited at CPU time: their median beside the slowed score, with no mark, and the verdict still the score's", () => {
    const cpu = (performance: number, tbtMs: number, own: number, ownTbtMs: number) => ({ ...run(performance, tbtMs), atCpuTime: { performance: own, tbtMs: ownTbtMs } });
    const slowed = medianScores([cpu(74, 1400, 100, 40), cpu(79, 900, 96, 210), cpu(71, 2100, 99, 70)]);
    expect(slowed.atCpuTime).toEqual({ performance: 99, tbtMs: 70 });
    const figures = { runs: 3, baseline: null, pages: [{ name: '/journeys', normal: medianScores([run(99, 90, 100)]), slowed }], memory: null, idle: null, wallMs: 1 };
    const [row] = browserRows(figures);
    expect(row?.[1]).toBe('99 (slowed 74; at CPU time 99)');
    expect(row?.[5]).toBe('MISSED slowed score');
    const notes = browserNotes(figures).join('\n');
    expect(notes).toContain('slowed at CPU time');
    const slowedLine = notes.split('\n').find((line) => line.startsWith('  slowed 4x more')) ?? '';
    expect(slowedLine).toContain('99 (70 ms)');
    expect(slowedLine).not.toContain('99 (70 ms) ok');
    // The normal pass is not audited again, and a slowed pass without the figure shows none.
    const normalLine = notes.split('\n').find((line) => line.startsWith('/journeys')) ?? '';
    expect(normalLine.trimEnd().endsWith('-')).toBe(true);
    expect(medianScores([run(74, 1400)]).atCpuTime).toBeNull();
  });

  test('a baseline that blocked for no time gives no ratio, and a run without one shows none', () => {
    const zero = { name: 'baseline: React hello world', normal: medianScores([run(100, 0)]), slowed: medianScores([run(100, 0)]) };
    const page = { name: '/board', normal: medianScores([run(99, 90)]), slowed: medianScores([run(76, 1236)]) };
    expect(browserRows({ runs: 1, baseline: zero, pages: [page], memory: null, idle: null, wallMs: 1 })[1]?.[3]).toBe('-');
    const without = browserRows({ runs: 1, baseline: null, pages: [page], memory: null, idle: null, wallMs: 1 });
    expect(without).toHaveLength(1);
    expect(without[0]?.slice(2, 4)).toEqual(['-', '-']);
  });

  test('the notes say which machine the figures come from: the median of the passes benchmarkIndex, and memory first touched against touched again', () => {
    const slow = { name: '/board', normal: medianScores([run(99, 90, 100, 1900)]), slowed: medianScores([run(76, 1236, null, 2300)]) };
    const base = { name: 'baseline: React hello world', normal: medianScores([run(100, 0, 100, 2000)]), slowed: medianScores([run(100, 0, null, 1000)]) };
    const figures = { runs: 1, baseline: base, pages: [slow], memory: { firstNs: 13_000, againNs: 50 }, idle: null, wallMs: 1 };
    const line = browserNotes(figures).find((l) => l.startsWith('This machine:'));
    expect(line).toContain('Lighthouse benchmarkIndex 1,950 (1,000-2,300;');
    expect(line).toContain('memory first touched 13.0 us per 4 KB page against 50 ns touched again, 260x');
    // The reader of a table full of misses is sent to what such a machine does to every page.
    expect(line).toContain('decision 0041');
    expect(machineNote({ ...figures, baseline: null, pages: null, memory: null })).toBeNull();
    // Under 2 s of slowed blocking time on every page: no word of it.
    expect(line).not.toContain('decision 0043');
  });

  test('a machine so slow that slowed blocking time scores next to nothing is named so: the slowed scores hardly show a change there', () => {
    const page = (name: string, tbtMs: number) => ({ name, normal: medianScores([run(90, 400, 100, 1200)]), slowed: medianScores([run(68, tbtMs, null, 1200)]) });
    const figures = { runs: 1, baseline: null, pages: [page('/journeys', 4127), page('/board', 1990), page('/workshop', 2000)], memory: null, idle: null, wallMs: 1 };
    const line = machineNote(figures);
    expect(line).toContain('slowed blocking time 2 s or more on 2 of 3 pages');
    expect(line).toContain('decision 0043');
  });

  test("each pass shows how much of its main thread's task time the thread ran; a machine where it mostly waited for a core is named so", () => {
    const waited = { taskMs: 800, cpuMs: 360 };
    const page = (name: string, m: LighthouseScores['mainThread']) => ({ name, normal: medianScores([run(88, 400, 100, 1200, m), run(90, 300, null, 1200, m)]), slowed: medianScores([run(70, 2500, null, 1200, null)]) });
    const figures = { runs: 2, baseline: null, pages: [page('/journeys', waited), page('/board', { taskMs: 500, cpuMs: 200 })], memory: null, idle: null, wallMs: 1 };
    const notes = browserNotes(figures).join('\n');
    expect(notes).toContain('360 of 800 ms (45%)');
    // A pass whose trace gave no thread time shows a dash, not 0%.
    expect(notes.split('\n').find((line) => line.startsWith('  slowed 4x more'))?.trimEnd().endsWith('-')).toBe(true);
    const line = machineNote(figures);
    expect(line).toContain("the pages' main threads ran 43% of their tasks' wall time");
    expect(line).toContain('decision 0045');
    // A thread that ran most of its tasks' time: no word of waiting.
    const busy = { ...figures, pages: [page('/journeys', { taskMs: 800, cpuMs: 700 })] };
    expect(machineNote(busy) ?? '').not.toContain('decision 0045');
  });

  test('memoryTouch walks one buffer twice and gives ns per page for each walk', () => {
    const touch = memoryTouch(8 * 1024 * 1024);
    expect(touch.firstNs).toBeGreaterThan(0);
    expect(touch.againNs).toBeGreaterThan(0);
  });
});
