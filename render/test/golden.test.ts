import { describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLDEN_CASES } from './golden-cases.ts';
import { compare, renderCase } from './golden-render.ts';

const DIR = join(import.meta.dir, 'golden');
const FAILED = join(tmpdir(), 'sapphire-town-golden-failures');
// Anti-aliasing and text may move by a hair between Skia builds; a real change moves far more.
const MAX_SHARE = 0.004;

describe('golden images (server raster)', () => {
  for (const golden of GOLDEN_CASES) {
    test(golden.name, async () => {
      const file = join(DIR, `${golden.name}.png`);
      expect(existsSync(file)).toBe(true);
      const actual = await renderCase(golden);
      const diff = await compare(actual, readFileSync(file));
      if (diff.share > MAX_SHARE) {
        mkdirSync(FAILED, { recursive: true });
        writeFileSync(join(FAILED, `${golden.name}.png`), actual);
      }
      expect(diff.share).toBeLessThanOrEqual(MAX_SHARE);
    }, 60_000);
  }

  test('the comparison notices a real change', async () => {
    const [a, b] = await Promise.all([renderCase(GOLDEN_CASES[0]!), renderCase({ ...GOLDEN_CASES[0]!, traits: GOLDEN_CASES[0]!.traits.filter((t) => t.traitType !== 'HAT') })]);
    const diff = await compare(a, b);
    expect(diff.share).toBeGreaterThan(0.01);
    expect((await compare(a, a)).pixels).toBe(0);
  }, 60_000);
});
