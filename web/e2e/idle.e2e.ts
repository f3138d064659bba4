import { expect, test, type Page } from '@playwright/test';
import { newPlayerInTown } from './fixtures/player.ts';

// Issue 18: an idle page costs nearly nothing. The town's and the login banner's endless animations
// move by transform and opacity only, and no `animationiteration` listener exists (lib/animation-events.ts),
// so Chromium runs them off the main thread: no style recalculation or layout at all. They once animated
// `translate` and `fill` under React's listeners, which laid the page out on every frame: about 100 layouts
// in these 2 s. The full figure (10 s, main-thread time too) is `bun run bench --only=idle`.
const WINDOW_MS = 2000;

/** Layouts Chromium made while the page sat untouched for WINDOW_MS (its own LayoutCount counter). */
async function idleLayouts(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const layouts = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')?.value ?? 0;
  const before = await layouts();
  // The quiet being measured is the point of this test: a real wait.
  await page.waitForTimeout(WINDOW_MS);
  const count = (await layouts()) - before;
  await cdp.detach();
  test.info().annotations.push({ type: 'idle layouts', description: `${count} in ${WINDOW_MS} ms` });
  return count;
}

test('idle: the login screen and the signed-in town do not lay out while nothing happens, with or without reduced motion; the sounds wait for the first key @neutral', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A stray layout (a late font or picture) is allowed; one per frame would be 120.
  expect(await idleLayouts(page)).toBeLessThanOrEqual(3);

  // The town's sounds (howler's chunk and six WAVs) wait for the first press or key, or 8 s.
  const sounds: string[] = [];
  page.on('request', (r) => /\.wav$|howler-player/.test(r.url()) && sounds.push(new URL(r.url()).pathname));
  await newPlayerInTown(page, request, 'Idle');
  await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await idleLayouts(page)).toBeLessThanOrEqual(3);
  expect(sounds).toEqual([]);
  await page.keyboard.press('Shift');
  await expect.poll(() => sounds.filter((p) => p.endsWith('.wav')).length).toBeGreaterThanOrEqual(6);

  // Reduced motion stops the idle life altogether (the switch itself lays out once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await idleLayouts(page)).toBeLessThanOrEqual(3);
});
