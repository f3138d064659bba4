import { expect, test, type Page } from '@playwright/test';
import { appWelcome } from './fixtures/layout.ts';
import { holdRequests } from './fixtures/hold.ts';
import { newPlayerInTown, registerPlayer, signInBeforeLoad } from './fixtures/player.ts';

/** web/src/lib/sound/sound.ts PRELOAD_DELAY_MS: with no touch, the sounds load this long after the town appeared. */
const PRELOAD_DELAY_MS = 8000;

// Issue 18: an idle page costs nearly nothing. The town's and the login banner's endless animations
// move by transform and opacity only, and no CSS animation event listener exists (lib/animation-events.ts),
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

/** A stray layout (a late font or picture) is allowed; one per frame would be 120 in each window. */
const STRAY_LAYOUTS = 3;

/**
 * The fewest layouts in up to three quiet windows: on a loaded machine the page's last loading work
 * (a late font, the menus, a picture) can still land in the first one, while a page that lays out on
 * every frame shows about 120 in each of them.
 */
async function quietestLayouts(page: Page): Promise<number> {
  let fewest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3 && fewest > STRAY_LAYOUTS; i++) fewest = Math.min(fewest, await idleLayouts(page));
  return fewest;
}

/**
 * The most changes a second the grid may show: 12 steps, plus animations whose snapped starts fall either
 * side of a frame (each counts), plus a loaded machine's bunched frames (14.8 was seen once in a full
 * run). Far under the 60 of animations each on their own clock.
 */
const GRID_CEILING = 20;

/**
 * The fewest changes a second that show the animations moving: 4 where the machine draws 8 frames a
 * second or more, else half its frames (the 12-step grid changes on nearly every frame of a machine that
 * slow; a loaded machine showed 2.7-3.6 changes a second in a full run). Frozen animations show none.
 */
const movingFloor = (sample: { framesPerSecond: number }) => Math.min(4, sample.framesPerSecond / 2);

/**
 * A sample is 60 display frames, or fewer where frames come slowly: it ends after 2 s once it has 4. A
 * software-drawn 1440 px page on a slow, busy machine drew 3 frames a second, and 60 of them took 20 s
 * each time, until the test ran out of time.
 */
const SAMPLE = { maxFrames: 60, maxMs: 2000, minFrames: 4 };

/**
 * Over a sample of display frames, how often the endless animations under `selector` showed something
 * new, per second; they move on a shared 12-frames-a-second grid (lib/ambient-frames.ts), where each
 * running on its own clock would change on every frame (60 a second when the machine keeps up).
 */
async function changesPerSecond(page: Page, selector: string): Promise<{ perSecond: number; framesPerSecond: number; animations: number }> {
  return page.evaluate(async ({ sel, maxFrames, maxMs, minFrames }) => {
    const root = document.querySelector(sel);
    if (!root) throw new Error(`no ${sel}`);
    const endless = root.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY);
    const look = () => endless.map((a) => a.effect?.getComputedTiming().progress).join();
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    let last = look();
    let changes = 0;
    let frames = 0;
    const first = await frame();
    let now = first;
    while (frames < maxFrames && (now - first < maxMs || frames < minFrames)) {
      now = await frame();
      frames++;
      const seen = look();
      if (seen !== last) changes++;
      last = seen;
    }
    return { perSecond: (changes * 1000) / (now - first), framesPerSecond: (frames * 1000) / (now - first), animations: endless.length };
  }, { sel: selector, ...SAMPLE });
}

test("idle: the login screen and the signed-in town do not lay out while nothing happens and move on a 12-frame grid, with or without reduced motion; the map's life waits for the first screen; the sounds wait for the first key @neutral", async ({ page, request }) => {
  test.setTimeout(90_000);
  // Full motion first (the suite's default is reduced motion).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  // The HTML's welcome shows before the app's script has come: the quiet starts once the app has drawn
  // its own over it (drawing it lays out, and that is the app starting, not the page idling).
  await appWelcome(page);
  await page.waitForLoadState('networkidle');
  expect(await quietestLayouts(page)).toBeLessThanOrEqual(STRAY_LAYOUTS);
  // The banner's life moves 12 times a second, all of it on the same frames (one extra for the edges).
  const banner = await changesPerSecond(page, '.town-banner');
  expect(banner.animations).toBeGreaterThan(5);
  expect(banner.perSecond, `${banner.framesPerSecond.toFixed(1)} frames a second`).toBeGreaterThan(movingFloor(banner));
  expect(banner.perSecond).toBeLessThanOrEqual(GRID_CEILING);

  // The town's sounds (howler's chunk and six WAVs) wait for the first press or key, or 8 s after the
  // town appeared (on a slow machine the quiet below can outlast those 8 s: sounds asked for after them
  // are the fallback working, not a fault).
  const sounds: string[] = [];
  const early: string[] = [];
  page.on('request', (r) => {
    if (!/\.wav$|howler-player/.test(r.url())) return;
    sounds.push(new URL(r.url()).pathname);
    void page.evaluate(() => performance.now()).then((at) => at < PRELOAD_DELAY_MS && early.push(`${new URL(r.url()).pathname} at ${Math.round(at)} ms`), () => {});
  });
  await newPlayerInTown(page, request, 'Idle');
  await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await quietestLayouts(page)).toBeLessThanOrEqual(STRAY_LAYOUTS);
  expect(early).toEqual([]);
  const town = await changesPerSecond(page, '.town-map__svg');
  expect(town.animations).toBeGreaterThan(10);
  expect(town.perSecond, `${town.framesPerSecond.toFixed(1)} frames a second`).toBeGreaterThan(movingFloor(town));
  expect(town.perSecond).toBeLessThanOrEqual(GRID_CEILING);
  await page.keyboard.press('Shift');
  await expect.poll(() => sounds.filter((p) => p.endsWith('.wav')).length).toBeGreaterThanOrEqual(6);

  // Reduced motion stops the idle life altogether (the switch itself lays out once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await quietestLayouts(page)).toBeLessThanOrEqual(STRAY_LAYOUTS);
  expect((await changesPerSecond(page, '.town-map__svg')).animations).toBe(0);

  // Back to full motion every animation starts anew, at its own moment, and is lined up with the grid again.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await changesPerSecond(page, '.town-map__svg')).perSecond, { timeout: 20_000 }).toBeLessThanOrEqual(GRID_CEILING);
  expect((await changesPerSecond(page, '.town-map__svg')).animations).toBeGreaterThan(10);

  // Opened afresh, the town is drawn still until its first screen is over (use-idle-animations.ts): with
  // the page's load held back (its typeface is preloaded, and a preload holds the load event), the map
  // stays paused; once the page has loaded and had its quiet moment, its life starts.
  // Routing turns the HTTP cache off, so the typeface is asked for again.
  const releaseFace = await holdRequests(page, '**/assets/nunito-*.woff2');
  await page.reload({ waitUntil: 'commit' });
  const map = page.locator('.town-map__svg');
  await expect(map).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(map).toHaveAttribute('data-paused', '');
  expect((await changesPerSecond(page, '.town-map__svg')).perSecond).toBe(0);
  // It can be pressed meanwhile, and a press's jump plays.
  await page.getByRole('button', { name: 'Bluebird' }).click();
  expect(await map.locator('.tm-pressed').evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
  releaseFace();
  await expect(map).not.toHaveAttribute('data-paused', { timeout: 15_000 });
  const woken = await changesPerSecond(page, '.town-map__svg');
  expect(woken.perSecond, `${woken.framesPerSecond.toFixed(1)} frames a second`).toBeGreaterThan(movingFloor(woken));
});

/** How long loading feedback stays still before it moves: theme.css `--loading-wait`. */
const LOADING_WAIT_MS = 1000;

/** The running animations on elements matching `selector` (their pseudo-elements too): what they change and when they start. */
async function motionOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const skip = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    return document.getAnimations().flatMap((a) => {
      const effect = a.effect as KeyframeEffect | null;
      if (!effect?.target?.matches(sel)) return [];
      const properties = [...new Set(effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((k) => !skip.has(k)).sort();
      return [{ name: (a as CSSAnimation).animationName, on: `${sel}${effect.pseudoElement ?? ''}`, delay: effect.getTiming().delay ?? 0, properties }];
    });
  }, selector);
}

/** Every animation found moves by transform or opacity alone and waits LOADING_WAIT_MS first. */
function expectStillAtFirst(motion: Awaited<ReturnType<typeof motionOf>>) {
  expect(motion.length, JSON.stringify(motion)).toBeGreaterThan(0);
  for (const m of motion) {
    expect(m.delay, JSON.stringify(m)).toBeGreaterThanOrEqual(LOADING_WAIT_MS);
    for (const property of m.properties) expect(['opacity', 'transform'], JSON.stringify(m)).toContain(property);
  }
}

// Issue 18 (decision 0051): a loading state that pulses from the first frame makes the compositor draw (and
// the board's sweep, once a background-position, made the page repaint) on every frame of a load that
// would be over in a moment. Loading feedback now waits a second, and moves by transform and opacity only.
test('loading states stay still for their first second, then move by transform and opacity only @neutral', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const releaseBoard = await holdRequests(page, '**/api/leaderboard/**');
  await page.goto('/board');
  await expect(page.locator('.leaderboard-panel__skeleton').first()).toBeVisible();
  expectStillAtFirst(await motionOf(page, '.leaderboard-panel__skeleton'));
  releaseBoard();
  await expect(page.locator('.leaderboard-panel__skeleton')).toHaveCount(0);

  const player = await registerPlayer(request, 'Waiter');
  await signInBeforeLoad(page, player.credentials);
  const releaseTrail = await holdRequests(page, '**/api/journeys');
  await page.goto('/journeys');
  await expect(page.locator('.journey-card__status--outline').first()).toBeVisible();
  expectStillAtFirst(await motionOf(page, '.journey-card__status--outline, .journeys__line'));
  releaseTrail();
  await expect(page.getByRole('list', { name: 'Your journeys' })).toBeVisible();
});
