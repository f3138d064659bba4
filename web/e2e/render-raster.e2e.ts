import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { compose } from '../../render/src/compose.ts';
import { GOLDEN_CASES, GOLDEN_SIZE } from '../../render/test/golden-cases.ts';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';
import type { Parity } from './render-harness/render-harness.ts';
import { RENDER_HARNESS_PATH, renderHarnessDir } from './render-harness/paths.ts';

const root = join(import.meta.dirname, '../..');
const GOLDEN_DIR = join(root, 'render/test/golden');
// Text is left out: the browser and the server pick different fonts.
const CASES = GOLDEN_CASES.filter((c) => !c.name.startsWith('theme-comic-con') && !['theme-nft', 'theme-christmas-card', 'theme-woot'].includes(c.name));
// Both are Skia, but Chromium resamples the full 1000 px layers while the server draws trimmed ones.
const TOLERANCE = 40;
const MAX_SHARE = 0.02;

test('the browser raster draws what the server raster draws', async ({ page }, info) => {
  test.setTimeout(120_000);
  const dir = renderHarnessDir();
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.map': 'application/json', '.png': 'image/png' };
  await page.route(`**${RENDER_HARNESS_PATH}**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(RENDER_HARNESS_PATH.length));
    const base = path.startsWith('golden/') ? GOLDEN_DIR : dir;
    const file = normalize(join(base, path.replace(/^golden\//, '') || 'index.html'));
    const body = file.startsWith(base + sep) ? await readFile(file).catch(() => null) : null;
    if (!body) return route.fulfill({ status: 404, body: `not in the render harness: ${path}` });
    return route.fulfill({ status: 200, contentType: types[extname(file)] ?? 'application/octet-stream', body });
  });
  const problems = watchConsole(page);
  await page.goto(RENDER_HARNESS_PATH);
  await expect(page.locator('#status')).toHaveText('ready');

  const results: Array<{ name: string } & Parity> = [];
  for (const golden of CASES) {
    const composition = compose(golden.type, golden.view, golden.traits, { width: GOLDEN_SIZE, ...golden.options });
    const parity = await page.evaluate(([c, url, tol]) => window.compareWith(c, url, tol), [composition, `${RENDER_HARNESS_PATH}golden/${golden.name}.png`, TOLERANCE] as const);
    results.push({ name: golden.name, ...parity });
  }
  await shot(page, 'render-harness', info.project.name);
  const failing = results.filter((r) => r.share > MAX_SHARE);
  for (const r of failing) writeFileSync(info.outputPath(`${r.name}-browser.png`), Buffer.from(r.png.split(',')[1]!, 'base64'));
  const off = failing.map((r) => `${r.name}: ${(r.share * 100).toFixed(2)}% (max delta ${r.maxDelta})`);
  const worst = results.reduce((a, b) => (b.share > a.share ? b : a));
  info.annotations.push({ type: 'worst case', description: `${worst.name}: ${(worst.share * 100).toFixed(2)}% of pixels off by more than ${TOLERANCE}` });
  expect(off, 'cases where the browser differs from the server').toEqual([]);
  expect(results.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
