import { chromium, expect, test, type Page, type Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { enterTown, registerPlayer } from './fixtures/player.ts';
import { progressValue } from './fixtures/profile.ts';
import { shot as takeShot } from './fixtures/shots.ts';

// The service worker is part of what this spec checks (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Registers an explorer, then walks the town online, offline and back, on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

// The banner, not the toast of a refused action (also a status, whose text starts the same).
const banner = (page: Page) => page.getByRole('status').filter({ has: page.getByText('You are offline', { exact: true }) });
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });
const OFFLINE = 'You are offline: this needs a connection. Try again when you are back online.';

/** The profile picture's drawn width (0 until it has loaded). */
const pictureWidth = (page: Page) => page.locator('img.profile-picture__image').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** Both widths from one run: the offline states are photographed at 1440 and 390 px. */
async function shots(page: Page, name: string) {
  await takeShot(page, name, 'desktop', { animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await takeShot(page, name, 'phone', { animations: 'disabled' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('installable; the first visit precaches only the first screen; after one visit the town opens offline as last seen, says so, refuses actions clearly and recovers when the network returns', { tag: '@neutral' }, async ({ page, context, request }) => {
  const player = await registerPlayer(request, 'Offline');
  // The worker's own fetches; those before it took charge of the page (`controllerchange`) are its install.
  const workerFetches: Array<{ at: number; bytes: Promise<number> }> = [];
  const countWorkerFetch = (req: Request) => {
    if (req.serviceWorker()) workerFetches.push({ at: req.timing().startTime, bytes: req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) });
  };
  context.on('requestfinished', countWorkerFetch);
  await page.addInitScript(() => navigator.serviceWorker?.addEventListener('controllerchange', () => sessionStorage.setItem('e2e-controlled-at', String(Date.now()))));
  await enterTown(page, player, '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const controlledAt = Number(await page.evaluate(() => sessionStorage.getItem('e2e-controlled-at')));
  context.off('requestfinished', countWorkerFetch);
  expect(controlledAt).toBeGreaterThan(0);

  // Chromium's own verdict: the manifest, its icons and the worker make the town installable. Test
  // contexts are incognito, which Chromium never installs from: a profile on disk gets the real answer.
  let manifestBagShortcut = '';
  const profileDir = mkdtempSync(join(tmpdir(), 'st-install-'));
  const browser = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL: test.info().project.use.baseURL });
  try {
    const visitor = browser.pages()[0] ?? (await browser.newPage());
    await visitor.goto('/');
    await visitor.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.newCDPSession(visitor);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    manifestBagShortcut = (JSON.parse(manifest.data!) as { shortcuts: Array<{ url: string }> }).shortcuts[1]!.url;
    // And it installs: Chromium takes the app (an app window cannot be shown headless, so launching it is
    // not checked; an installed app shares this profile's storage, and with it the session).
    const { appId } = await cdp.send('Page.getAppId');
    expect(appId).toBe(`${new URL(visitor.url()).origin}/`);
    await cdp.send('PWA.install', { manifestId: appId! });
  } finally {
    await browser.close();
    rmSync(profileDir, { recursive: true, force: true });
  }

  // What the worker downloaded when it installed: the first screen only (it was every asset and sound,
  // 131 files and 920 KB, before). Counted from the worker's own requests up to its activation (pages
  // fetch through it only once it is active, so none of theirs is in the count). The sign-in screens are
  // a first screen too, in a script of their own with some small shared ones (decision 0035): 17 requests.
  const sizes = await Promise.all(workerFetches.filter((f) => f.at < controlledAt).map((f) => f.bytes));
  const kb = Math.round(sizes.reduce((a, b) => a + b, 0) / 1024);
  console.log(`service worker install: ${sizes.length} files, ${kb} KB transferred`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.length).toBeLessThanOrEqual(20);
  expect(kb).toBeLessThan(400);

  // One visit, now that the worker is in charge: the town, journeys, the profile and the bag.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bag' })).toBeVisible();
  await page.goto('/journeys');
  const boots = page.getByRole('listitem', { name: 'Check your boots' });
  await expect(boots.getByRole('button', { name: 'Complete' })).toBeVisible();
  await page.goto(`/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  // A cold render of a new explorer's picture takes seconds on a busy machine.
  await expect.poll(() => pictureWidth(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto(`/${player.slug}/bag`);
  await expect(page.getByRole('heading', { level: 1, name: `${player.username}'s bag` })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bag' })).toBeVisible();
  await expect(page.getByText(/Oops/)).toHaveCount(0);
  await shots(page, 'offline-town');

  await page.goto(`/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => pictureWidth(page)).toBeGreaterThan(0);
  await shots(page, 'offline-profile');
  await page.goto(`/${player.slug}/bag`);
  await expect(page.getByRole('heading', { level: 1, name: `${player.username}'s bag` })).toBeVisible();
  // A page never seen online says it is offline, not that the explorer does not exist.
  await page.goto('/mossbeard');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/No explorer called/)).toHaveCount(0);
  await shots(page, 'offline-unseen-page');

  // Journeys as last seen; completing a task needs the server: refused with a clear message.
  await page.goto('/journeys');
  await expect(boots.getByRole('button', { name: 'Complete' })).toBeVisible();
  await boots.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, OFFLINE)).toBeVisible();
  await expect(boots.getByRole('button', { name: 'Complete' })).toBeVisible();
  await shots(page, 'offline-journeys-refused');

  // Clicks in the town are queued, not refused: the frog's two croaks fail to send, wait (through a
  // reload, still offline), and are stored once the network returns (the banner goes on its own); the
  // refused task now completes.
  await page.goto('/');
  const frog = page.getByRole('button', { name: 'Frog on a lily pad' });
  const failedSend = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/profile/kv'));
  await frog.click();
  await frog.click();
  await failedSend;
  // The reloaded town counts on from them, though its profile is the worker's copy from before them (a
  // new visit starts the frog's round again: 1 / 5, and the count is 3).
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await frog.click();
  await expect(page.getByRole('status').filter({ hasText: 'Frog on a lily pad' })).toContainText('1 / 5');
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => progressValue(page, 'frog-croak'), { timeout: 15_000 }).toBe(3);
  await page.goto('/journeys');
  await boots.getByRole('button', { name: 'Complete' }).click();
  await expect(boots.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await page.goto('/mossbeard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mossbeard' })).toBeVisible();

  // The installed app's bag shortcut lands on the player's own bag.
  await page.goto(manifestBagShortcut);
  await expect(page.getByRole('heading', { level: 1, name: `${player.username}'s bag` })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/${player.slug}/bag`);
});
