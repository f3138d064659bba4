import { expect, test, type Page } from '@playwright/test';
import { newPlayerInTown, ownProblems } from './fixtures/player.ts';
import { pauseSoon } from './fixtures/clock.ts';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

// Each test registers a new explorer first, on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** Records in the page when each mascot's bubble appears and disappears (performance.now() ms). */
async function watchBubbles(page: Page) {
  await page.evaluate(() => {
    const log: Array<{ who: string; line: string; shown: number; gone?: number }> = [];
    (window as unknown as { bubbles: typeof log }).bubbles = log;
    const open = new Map<string, (typeof log)[number]>();
    const scan = () => {
      const now = performance.now();
      const present = new Map<string, string>();
      for (const el of document.querySelectorAll<HTMLElement>('.mascot__bubble')) present.set(el.dataset.mascot!, el.textContent ?? '');
      for (const [who, entry] of open) {
        if (present.get(who) !== entry.line) {
          entry.gone = now;
          open.delete(who);
        }
      }
      for (const [who, line] of present) {
        if (!open.has(who)) {
          const entry = { who, line, shown: now };
          log.push(entry);
          open.set(who, entry);
        }
      }
    };
    scan();
    new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const bubbleLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { bubbles: Array<{ who: string; line: string; shown: number; gone?: number }> }).bubbles.map((b) => ({ ...b })));

test('content hall: seeded news, the TV and Chugs and Jo at this width; the alias is the same page', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  await newPlayerInTown(page, request, 'Place', { readIntro: false });
  await page.goto('/the-milk-chug');
  await expect(page.getByRole('heading', { level: 1, name: 'The Milk Chug' })).toBeVisible();

  // News, newest first, each with its date label.
  const news = page.getByRole('list', { name: 'News' }).getByRole('listitem');
  await expect(news.getByRole('heading')).toHaveText(['The Autumn Fair opens', 'The workshop monitor is back', 'Welcome to Sapphire Town']);
  await expect(news.first().locator('time')).toHaveText('18 Nov 2026');
  await expect(news.first().locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('img', { name: /Chugs’ Big Day Out, scene/ })).toBeVisible();
  await page.getByRole('button', { name: 'Jo: say something' }).click();
  await expect(page.locator('.mascot__bubble[data-mascot="jo"]')).toBeVisible();
  await shot(page, 'content-hall', info.project.name, { fullPage: true });

  // The alias is the same page.
  await page.goto('/milk-chug');
  await expect(page.getByRole('heading', { level: 1, name: 'The Milk Chug' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Chugs’ Big Day Out/ })).toBeVisible();
  expect(ownProblems(problems)).toEqual([]);
});

// The timings do not depend on the width: once, at desktop width.
test('content hall: Milk Chug TV plays, pauses and jumps; Chugs and Jo greet in turn and speak for 2 s', { tag: '@neutral' }, async ({ page, request }) => {
  const problems = watchConsole(page);
  // The TV plays by itself only for a player who has not asked for reduced motion (the suite's default).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The page's timers run on a clock the test moves forward: nothing is slept through. It stands still
  // before the hall opens, and moves on in short steps only until the hall is drawn: left running, it let
  // the TV's 5 s pass on a busy machine before the test first looked, and the TV was on its second scene.
  await page.clock.install();
  await newPlayerInTown(page, request, 'Place', { readIntro: false });
  await pauseSoon(page);
  await page.goto('/the-milk-chug');
  await watchBubbles(page);
  const heading = page.getByRole('heading', { level: 1, name: 'The Milk Chug' });
  await expect
    .poll(
      async () => {
        if (await heading.isVisible()) return true;
        await page.clock.runFor(100);
        return false;
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(true);

  // The cartoon plays, pauses and jumps to a scene.
  const screen = page.getByRole('img', { name: /Chugs’ Big Day Out, scene/ });
  await expect(screen).toHaveAttribute('data-scene', '1');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Scene 3: The pond' }).click();
  await expect(screen).toHaveAttribute('data-scene', '3');
  await expect(page.getByRole('button', { name: 'Scene 3: The pond' })).toHaveAttribute('aria-current', 'step');
  // Paused, a scene's 5 s come and go and it stays; playing, the next one follows after them.
  await page.clock.runFor(5600);
  await expect(screen).toHaveAttribute('data-scene', '3');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(5000);
  await expect(screen).toHaveAttribute('data-scene', '4');

  // Each mascot greets once, in turn; every bubble lasts 2 s. The greeting starts when they come into
  // view (a real IntersectionObserver), so the clock moves in short steps until both have spoken: some 5 s
  // of the page's time, 20 steps, each taken as soon as the last was looked at.
  await page.getByRole('complementary', { name: 'Chugs and Jo' }).scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return (await bubbleLog(page)).filter((b) => b.gone).length;
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);
  const greetings = (await bubbleLog(page)).slice(0, 2);
  expect(greetings.map((b) => b.who)).toEqual(['chugs', 'jo']);
  for (const b of greetings) {
    // Noted when the page redraws, after the clock's step: the exact 2 s is unit-tested (speech-bubbles.test.ts).
    expect(b.gone! - b.shown).toBeGreaterThan(1500);
    expect(b.gone! - b.shown).toBeLessThan(3000);
  }
  expect(greetings[1]!.shown).toBeGreaterThanOrEqual(greetings[0]!.gone!);

  // Pressing a mascot (mouse, or Enter from the keyboard) shows its next line, gone 2 s later.
  const jo = page.getByRole('button', { name: 'Jo: say something' });
  await jo.focus();
  await page.keyboard.press('Enter');
  const joBubble = page.locator('.mascot__bubble[data-mascot="jo"]');
  await expect(joBubble).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Jo says:' })).toHaveCount(1);
  await page.clock.runFor(2000);
  await expect(joBubble).toHaveCount(0);
  const pressed = (await bubbleLog(page)).at(-1)!;
  expect(pressed.who).toBe('jo');
  expect(pressed.line).not.toBe(greetings[1]!.line);
  expect(pressed.gone! - pressed.shown).toBeGreaterThan(1900);

  await page.getByRole('button', { name: 'Chugs: say something' }).click();
  await expect(page.locator('.mascot__bubble[data-mascot="chugs"]')).toBeVisible();
  expect(ownProblems(problems)).toEqual([]);
});

test('wearables, town hall, arcade and achievements show their real content', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  const { username } = await newPlayerInTown(page, request, 'Place', { readIntro: false, at: '/feathered-fashions' });

  await expect(page.getByRole('img', { name: /Feathered Fashions shop front/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customise your avatar' })).toHaveAttribute('href', `/${username.toLowerCase()}/customise`);
  await page.getByRole('button', { name: 'Bluecat: say something' }).click();
  await expect(page.locator('.mascot__bubble[data-mascot="bluecat"]')).toBeVisible();
  await shot(page, 'wearables', info.project.name, { fullPage: true });

  await page.goto('/townhall');
  await expect(page.getByRole('heading', { name: 'A word from the Mayor' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${username}!`)).toBeVisible();
  await expect(page.getByText('Version 2026-11-01')).toBeVisible();
  await page.getByText('Read the whole charter').click();
  await expect(page.getByText('1. You must be over 13 years old to register.')).toBeVisible();
  const torch = page.locator('.townhall__record').filter({ hasText: 'Torch Clicker' });
  await expect(torch).toContainText('Mossbeard');
  await expect(torch).toContainText('42');
  await expect(page.locator('.townhall__record').first()).toContainText('Torch Clicker');
  await shot(page, 'townhall', info.project.name, { fullPage: true });
  await page.getByRole('link', { name: 'All the boards' }).click();
  await expect(page).toHaveURL(/\/board$/);

  await page.goto('/arcade');
  const cabinets = page.locator('article.cabinet');
  await expect(cabinets).toHaveCount(9);
  await expect(cabinets.filter({ hasText: 'Frog' })).toContainText('0 / 5');
  await expect(cabinets.filter({ hasText: 'Torch' })).toContainText('0 / 10');
  await expect(cabinets.filter({ hasText: 'Workshop monitor' })).toContainText('0 / 1');
  await expect(page.getByTestId('arcade-summary')).toHaveText('0 of 9 cleared · 0 tadas');
  await shot(page, 'arcade', info.project.name, { fullPage: true });

  // A glitched monitor shows up on its cabinet.
  await page.goto('/workshop');
  await page.getByRole('button', { name: /Old monitor/ }).focus();
  await page.keyboard.down('Space');
  await expect(page.getByTestId('monitor-glitch')).toBeVisible({ timeout: 10_000 });
  await page.keyboard.up('Space');
  await page.getByRole('link', { name: 'See the board' }).waitFor();
  await page.goto('/arcade');
  await expect(cabinets.filter({ hasText: 'Workshop monitor' })).toContainText('Cleared!');
  await expect(page.getByTestId('arcade-summary')).toHaveText('1 of 9 cleared · 0 tadas');

  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Achievements are not open yet' })).toBeVisible();
  await shot(page, 'achievements', info.project.name);
  expect(ownProblems(problems)).toEqual([]);
});
