import { expect, test, type Page } from '@playwright/test';
import { newPlayerInTown, ownProblems } from './fixtures/player.ts';
import { progressValue } from './fixtures/profile.ts';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

// Each test registers a new explorer first, on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

const monitorOf = (page: Page) => page.getByRole('button', { name: /Old monitor/ });
const charge = async (page: Page) => Number(await monitorOf(page).getAttribute('data-charge'));
const litBadges = (page: Page) => page.locator('[data-badge][data-lit="true"]');
const greenDot = (page: Page) => page.locator('[data-green-dot="on"]');
const glitch = (page: Page) => page.getByTestId('monitor-glitch');

/** Records, in the page, the charge at which the green dot, each badge and the glitch first showed. */
async function recordMilestones(page: Page) {
  await page.evaluate(() => {
    const monitor = document.querySelector<HTMLButtonElement>('button.monitor')!;
    const seen: Array<[string, number]> = [];
    (window as unknown as { milestones: typeof seen }).milestones = seen;
    const note = (name: string) => {
      if (!seen.some(([n]) => n === name)) seen.push([name, Number(monitor.dataset.charge)]);
    };
    new MutationObserver(() => {
      if (document.querySelector('[data-green-dot="on"]')) note('dot');
      const lit = document.querySelectorAll('[data-badge][data-lit="true"]').length;
      for (let i = 1; i <= lit; i++) note(`badge${i}`);
      if (monitor.dataset.glitched === 'true') note('glitch');
    }).observe(monitor, { subtree: true, attributes: true, childList: true });
  });
}

const milestones = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { milestones: Array<[string, number]> }).milestones]);

test('holding the monitor: green dot, five badges in order, glitch, decay on release, monitor-tickle saved', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  await newPlayerInTown(page, request, 'Tick', { readIntro: false, at: '/workshop' });
  const monitor = monitorOf(page);
  await expect(monitor).toBeVisible();
  await expect(page.getByText('Hold the monitor to tickle it.')).toBeVisible();
  await expect(greenDot(page)).toHaveCount(0);
  await expect(litBadges(page)).toHaveCount(0);
  await expect(glitch(page)).toHaveCount(0);
  await shot(page, 'workshop', info.project.name, { fullPage: true });

  const box = (await monitor.boundingBox())!;
  const stage = page.locator('.workbench__stage');
  const stageTop = (await stage.boundingBox())!.y;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // A 1.4 s hold lights the dot (charge 140); letting go decays it by 0.8 per 10 ms to nothing.
  await recordMilestones(page);
  await page.mouse.down();
  await page.waitForTimeout(1400);
  await page.mouse.up();
  expect((await milestones(page)).map(([name]) => name)).toContain('dot');
  await expect.poll(() => charge(page)).toBeLessThan(1);
  await expect(greenDot(page)).toHaveCount(0);
  await expect(litBadges(page)).toHaveCount(0);
  await expect(glitch(page)).toHaveCount(0);

  // A long hold: the milestones come in order, each at its threshold.
  await page.evaluate(() => (window as unknown as { milestones: unknown[] }).milestones.splice(0));
  await page.mouse.down();
  await expect(litBadges(page).nth(1)).toBeAttached();
  await shot(page, 'workshop-charging', info.project.name);
  await expect(glitch(page)).toBeVisible({ timeout: 10_000 });
  await page.mouse.up();
  const seen = await milestones(page);
  expect(seen.map(([name]) => name)).toEqual(['dot', 'badge1', 'badge2', 'badge3', 'badge4', 'badge5', 'glitch']);
  const at = Object.fromEntries(seen);
  expect(at.dot).toBeGreaterThan(110);
  for (const [i, threshold] of [140, 170, 200, 230, 260].entries()) expect(at[`badge${i + 1}`]).toBeGreaterThanOrEqual(threshold);
  expect(at.glitch).toBeGreaterThanOrEqual(290);

  // The glitch stays after letting go while the charge falls away.
  await expect.poll(() => charge(page)).toBeLessThan(1);
  await expect(glitch(page)).toBeVisible();
  await expect(litBadges(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'GLITCH!' })).toBeVisible();
  await expect(page.getByTestId('screen-tickler')).toContainText('Screen Tickler');
  // Neither the banner nor the longer status pushes the monitor from under the player's finger (70 px: issue 17).
  // (The stand it sits on is measured: the glitch itself shakes the monitor.)
  expect(Math.abs((await stage.boundingBox())!.y - stageTop)).toBeLessThan(1);
  await shot(page, 'workshop-glitched', info.project.name, { fullPage: true });

  await expect.poll(() => progressValue(page, 'monitor-tickle')).toBe(1);
  expect(await progressValue(page, 'tickle-monitor')).toBe(1);
  expect(ownProblems(problems)).toEqual([]);
});

test('keyboard: holding Space (and Enter) on the focused monitor works; a finger works on a phone', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  await newPlayerInTown(page, request, 'Tick', { readIntro: false, at: '/workshop' });
  const monitor = monitorOf(page);
  await monitor.focus();
  await expect(monitor).toBeFocused();

  // Space held: charge climbs and the page does not scroll.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await recordMilestones(page);
  await page.keyboard.down('Space');
  await page.waitForTimeout(1400);
  await page.keyboard.up('Space');
  const held = (await milestones(page)).map(([name]) => name);
  expect(held.slice(0, 2)).toEqual(['dot', 'badge1']);
  expect(held).not.toContain('glitch');
  await expect.poll(() => charge(page)).toBeLessThan(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await page.keyboard.down('Enter');
  await expect(glitch(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.up('Enter');
  await expect.poll(() => progressValue(page, 'monitor-tickle')).toBe(1);

  // After a reload the workshop remembers the player is a Screen Tickler; the glitch starts fresh.
  await page.reload();
  await expect(page.getByTestId('screen-tickler')).toContainText('You have glitched this monitor before');
  await expect(glitch(page)).toHaveCount(0);

  if (info.project.name === 'phone') {
    // A real touch held on the screen (Chromium's touch input), without scrolling the page.
    const box = (await monitorOf(page).boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const cdp = await page.context().newCDPSession(page);
    const y0 = await page.evaluate(() => window.scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: point.x, y: point.y - 40 }] });
    await expect(glitch(page)).toBeVisible({ timeout: 10_000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => charge(page)).toBeLessThan(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(y0);
  }
  expect(ownProblems(problems)).toEqual([]);
});
