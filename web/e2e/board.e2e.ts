import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';
import { enterTown, ownProblems, registerPlayer, saveKv } from './fixtures/player.ts';

test.describe.configure({ timeout: 120_000 });

// SPEC section 9's labels, in its order.
const LABELS = [
  'Torch Clicker', 'Balloon Clicker', 'Acorn Rustler', 'Tada Expert', 'Screen Tickler',
  'Chirper', 'Croaker', 'Wall Clicker', 'Chugs Spotter', 'Chugs Skater',
];

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Leaderboards' }).getByRole('tab');
const panel = (page: Page) => page.getByRole('tabpanel');
const row = (page: Page, name: string) => panel(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('visitors see every leaderboard, switch with the keyboard, and see no highlight', async ({ page }, info) => {
  const problems = watchConsole(page);
  await page.goto('/board');
  await expect(tabs(page)).toHaveText(LABELS);
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Mossbeard')).toContainText('42');
  await expect(row(page, 'Mossbeard').getByRole('cell').first()).toHaveText('1');

  // Arrow keys move along the tabs and show each board; Home and End jump.
  await tabs(page).first().focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Croaker' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Croaker' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Pebble')).toContainText('17');
  await expect(row(page, 'Pebble').getByRole('link')).toHaveAttribute('href', '/pebble');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Chugs Skater' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('No one has watched Chugs skate yet');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Torch Clicker' })).toHaveAttribute('aria-selected', 'true');

  // Tada Expert ranks the three demo players on top, in order (players of other tests follow them).
  await page.getByRole('tab', { name: 'Tada Expert' }).click();
  await expect(panel(page).getByRole('link').nth(2)).toBeVisible();
  expect((await panel(page).getByRole('link').allTextContents()).slice(0, 3)).toEqual(['Juniper', 'Mossbeard', 'Pebble']);

  // No one is signed in: nothing is highlighted and there is no 'You'.
  await expect(panel(page).locator('tr[aria-current]')).toHaveCount(0);
  await expect(panel(page).getByText('You', { exact: true })).toHaveCount(0);
  // The notices stay on the board.
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('heading', { name: 'The Autumn Fair opens' })).toBeVisible();
  await shot(page, 'board-visitor', info.project.name, { fullPage: true, animations: 'disabled' });
  expect(problems).toEqual([]);
});

test('a signed-in player is highlighted on their boards; ties share a rank; a You row when out of sight', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  const me = await registerPlayer(request, 'Board');
  // Croaks after Pebble's 17; chirps level with Pebble's 9 (a tie for first).
  await saveKv(request, me.token, [
    { key: 'frog-croak', value: 5 },
    { key: 'bird-chirp', value: 9 },
  ]);

  await enterTown(page, me, '/board');
  await page.getByRole('tab', { name: 'Croaker' }).click();
  const mine = row(page, me.username);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('5');
  await expect(row(page, 'Pebble')).not.toHaveAttribute('aria-current', /.*/);
  await shot(page, 'board-player', info.project.name, { fullPage: true, animations: 'disabled' });

  await page.getByRole('tab', { name: 'Chirper' }).click();
  await expect(row(page, me.username).getByRole('cell').first()).toHaveText('=1 (tied)');
  await expect(row(page, 'Pebble').getByRole('cell').first()).toHaveText('=1 (tied)');

  // A long board in a small window: once the own row is out of sight, a 'You' row tells the rank;
  // 'Show me' brings the row back (and the summary goes).
  await page.getByRole('tab', { name: 'Croaker' }).click();
  await expect(row(page, me.username)).toBeVisible();
  await panel(page).locator('.leaderboard-panel__scroller').evaluate((el) => {
    (el as HTMLElement).style.maxHeight = '90px';
    el.scrollTop = 0;
  });
  const summary = panel(page).locator('.leaderboard-panel__you');
  await expect(summary).toContainText(/Rank \d+ with 5/);
  await summary.getByRole('button', { name: 'Show me' }).click();
  await expect(summary).toBeHidden();
  await expect(row(page, me.username).getByRole('link')).toBeFocused();

  expect(ownProblems(problems)).toEqual([]);
});
