/**
 * The Lighthouse figures as `bun run bench` prints them: each pass is the median of its runs, with the
 * runs' lowest and highest score and blocking time beside it, so a noisy pass does not read as a firm one.
 */
import { describe, expect, test } from 'bun:test';
import { medianScores } from './lighthouse-median.ts';
import { browserNotes } from './lighthouse-report.ts';
import type { LighthouseScores } from './lighthouse.ts';

const run = (performance: number, tbtMs: number, categories: number | null = null): LighthouseScores => ({
  performance,
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
    const notes = browserNotes({ runs: 3, pages: [{ name: '/journeys', normal, slowed }], idle: null, wallMs: 1000 }).join('\n');
    expect(notes).toContain('median of 3 runs per page (lowest-highest in brackets)');
    expect(notes).toContain('74 (69-76) MISS');
    expect(notes).toContain('1,367 ms (1,100-2,400) MISS');
    const normalLine = notes.split('\n').find((line) => line.startsWith('/journeys'));
    expect(normalLine).toContain('99 ok');
    expect(normalLine).not.toContain('(99-99)');
    expect(normalLine).toContain('90 ms ok');
  });
});
