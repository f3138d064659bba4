import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';
import { holdRequests } from './fixtures/hold.ts';
import { expectNoToastNow } from './fixtures/toasts.ts';
import { newPlayerInTown, ownProblems } from './fixtures/player.ts';
import { admin } from './fixtures/admin.ts';
import { proxyLiveSocket, sessionWallet } from './fixtures/live-socket.ts';

// A whole sign-up comes first in each test, on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toggle = (page: Page) => bottomMenu(page).getByRole('button', { name: 'Menu' });
const mainMenu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** Whether focus is on something above the backdrop: in the main menu or the bottom menu. */
const focusAboveBackdrop = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#main-menu, nav[aria-label="Main menu"]')));

test('the main menu: news, places, links; Escape, the backdrop and the toggle close it; the cart', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  // The news scrolls smoothly unless reduced motion (the suite's default) is asked for: the phone pass
  // plays the smooth scroll, the desktop pass the jump.
  if (info.project.name === 'phone') await page.emulateMedia({ reducedMotion: 'no-preference' });
  await newPlayerInTown(page, request, 'Menu');
  await expect(bottomMenu(page).getByRole('link', { name: 'Journeys' })).toHaveAttribute('id', 'bottom-menu-journeys');

  await toggle(page).click();
  const menu = mainMenu(page);
  await expect(menu).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  // Focus moved into the menu, on the first place.
  await expect(menu.getByRole('link', { name: 'Content' })).toBeFocused();

  // News, newest first, with a date label; arrows, dots and arrow keys move through it.
  const news = menu.getByRole('region', { name: 'News' });
  await expect(news.getByRole('heading', { name: 'The Autumn Fair opens' })).toBeVisible();
  await expect(news.locator('time').first()).not.toBeEmpty();
  await expect(news.getByRole('button', { name: 'Previous story' })).toHaveAttribute('aria-disabled', 'true');
  await news.getByRole('button', { name: 'Next story' }).click();
  await expect(news.getByRole('button', { name: /^Story 2:/ })).toHaveAttribute('aria-current', 'true');
  await expect(news.getByRole('heading', { name: 'The workshop monitor is back' })).toBeInViewport();
  await news.getByRole('list', { name: /News stories/ }).press('ArrowRight');
  await expect(news.getByRole('button', { name: /^Story 3:/ })).toHaveAttribute('aria-current', 'true');
  await expect(news.getByRole('button', { name: 'Next story' })).toHaveAttribute('aria-disabled', 'true');
  await news.getByRole('button', { name: /^Story 1:/ }).click();
  await expect(news.getByRole('heading', { name: 'The Autumn Fair opens' })).toBeInViewport();

  // The places, Achievements disabled, the outbound links (unset here: hidden, issue 17), the cog, sign-out.
  for (const name of ['Content', 'Wearables', 'Workshop', 'Journeys', 'Store']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Achievements/ })).toBeDisabled();
  for (const name of ['Explorers', 'Sidekx', 'KX', 'Web']) await expect(menu.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('region', { name: 'Collections and links' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The bottom menu's toggle stays uncovered (it is what the player presses to close).
  await expect(toggle(page)).toBeInViewport();
  const box = (await toggle(page).boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe('Menu');
  await shot(page, 'menu-open', info.project.name, { animations: 'disabled' });

  // Tab stays among the things above the backdrop.
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await focusAboveBackdrop(page)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  // The backdrop closes it too (press where only the backdrop is: the top-left corner).
  await toggle(page).press('Enter');
  await expect(menu).toBeVisible();
  await page.mouse.click(6, 6);
  await expect(menu).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  // And the toggle itself.
  await toggle(page).click();
  await expect(menu).toBeVisible();
  await toggle(page).click();
  await expect(menu).toBeHidden();

  // A place goes there and closes the menu.
  await toggle(page).click();
  await menu.getByRole('link', { name: 'Workshop' }).click();
  await expect(page).toHaveURL(/\/workshop$/);
  await expect(menu).toBeHidden();

  // The cart (the store comes later): an empty 'Your Cart'.
  await bottomMenu(page).getByRole('button', { name: 'Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await shot(page, 'cart-empty', info.project.name, { animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  expect(ownProblems(problems)).toEqual([]);
});

test("a story's picture from another site shows: the admin API takes http(s) addresses, and the page's policy lets them load", { tag: '@neutral' }, async ({ page, request }) => {
  const problems = watchConsole(page);
  // Another site's picture (routed here: the suite reaches no other site), on the first story as the admin
  // API would store it.
  const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="#c8743a"/></svg>';
  await page.route('https://pictures.example/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: picture }));
  await page.route('**/api/news', async (route) => {
    const answer = await route.fetch();
    const stories = (await answer.json()) as Array<{ thumbnail_url: string | null }>;
    stories[0]!.thumbnail_url = 'https://pictures.example/fair.svg';
    await route.fulfill({ response: answer, json: stories });
  });
  await newPlayerInTown(page, request, 'Pics');
  await toggle(page).click();
  const thumb = mainMenu(page).getByRole('region', { name: 'News' }).locator('img[src="https://pictures.example/fair.svg"]');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(72);
  expect(ownProblems(problems)).toEqual([]);
});

test('nothing in the menu moves as the news arrives, fails or is empty: the cog stays where it was aimed at', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  await newPlayerInTown(page, request, 'Still');
  const menu = mainMenu(page);
  const news = menu.getByRole('region', { name: 'News' });
  const cog = menu.getByRole('button', { name: 'Settings' });
  const where = async () => ({ cog: await cog.boundingBox(), menu: await menu.boundingBox() });

  // The stories held on their way: the menu opens with the loading note.
  const release = await holdRequests(page, '**/api/news');
  await toggle(page).click();
  await expect(news.getByText('Fetching the latest news…')).toBeVisible();
  const loading = await where();
  release();
  await expect(news.getByRole('heading', { name: 'The Autumn Fair opens' })).toBeVisible();
  expect(await where()).toEqual(loading);
  await page.unrouteAll();

  // A page where the news is refused, then none: the same room each time.
  await page.route('**/api/news', (route) => route.fulfill({ status: 400, json: { error: 'Bad request' } }));
  await page.reload();
  await toggle(page).click();
  await expect(news.getByText('The news could not be loaded.')).toBeVisible();
  expect(await where()).toEqual(loading);
  await shot(page, 'menu-news-failed', info.project.name, { animations: 'disabled' });
  // Said once, in the menu: no toast repeats it. The query cache's error handler, which shows toasts, runs
  // before the query's error reaches the menu, so one would already be here.
  await expectNoToastNow(page.getByRole('alert').filter({ hasText: 'Bad request' }));
  await page.unrouteAll();
  await page.route('**/api/news', (route) => route.fulfill({ json: [] }));
  await news.getByRole('button', { name: 'Try again' }).click();
  await expect(news.getByText('No news yet. Check back soon!')).toBeVisible();
  expect(await where()).toEqual(loading);

  expect(ownProblems(problems).filter((problem) => !problem.includes('400'))).toEqual([]);
});

test('the profile overlay: the cog opens it; panels by arrows, dots, keys (and a swipe on the phone); settings and a verified e-mail are kept after a reload', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  const live = await proxyLiveSocket(page);
  const player = await newPlayerInTown(page, request, 'Cog');

  await toggle(page).click();
  await mainMenu(page).getByRole('button', { name: 'Settings' }).click();
  const overlay = page.getByRole('dialog', { name: 'Profile' });
  await expect(overlay).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  const tab = (name: string) => overlay.getByRole('tab', { name });
  const panel = (name: string) => overlay.getByRole('tabpanel', { name });
  await expect(tab('Profile Settings')).toHaveAttribute('aria-selected', 'true');

  const settings = panel('Profile Settings');
  const safeword = settings.getByLabel('Safe word');
  const product = settings.getByRole('checkbox', { name: 'Product updates' });
  const general = settings.getByRole('checkbox', { name: 'General news' });
  const merch = settings.getByRole('checkbox', { name: 'Merch drops' });
  const sound = settings.getByRole('switch', { name: 'Sound' });
  await expect(safeword).toHaveValue('');
  await expect(sound).toBeChecked();

  // A safe word the server refuses: its message shows under the field and as a toast; nothing is saved.
  await safeword.fill('x'.repeat(101));
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(settings.getByText('Maximum length of safeword exceeded')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum length of safeword exceeded' })).toBeVisible();
  await expect(safeword).toHaveAttribute('aria-invalid', 'true');

  await safeword.fill('blue moon');
  await expect(settings.getByText('Maximum length of safeword exceeded')).toBeHidden();
  await product.check();
  await sound.press('Space');
  await expect(sound).not.toBeChecked();
  await shot(page, 'overlay-settings', info.project.name, { animations: 'disabled' });
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const volume = await page.evaluate(() => JSON.parse(localStorage.getItem('sound-volume') ?? 'null')?.value);
  expect(volume).toBe(0);

  // The e-mail: the sign-up address is verified (it came by code); another one, proved by its code.
  const email = `${player.slug}.second@example.com`;
  await expect(settings.getByText(`${player.slug}@example.com`)).toBeVisible();
  await expect(settings.getByText('Verified', { exact: true })).toBeVisible();
  await settings.getByLabel('Change e-mail').fill(email);
  await settings.getByRole('button', { name: 'Send code' }).click();
  const code = settings.getByLabel(`Code sent to ${email}`);
  await expect(code).toBeFocused();
  const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  await code.fill(mail.code);
  await shot(page, 'overlay-email-code', info.project.name, { animations: 'disabled' });
  await settings.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(settings.getByText(email)).toBeVisible();
  await expect(settings.getByText('Verified', { exact: true })).toBeVisible();

  // Panels: the arrow buttons, arrow keys, the dots (tabs) with Home/End; the ends stay ends.
  const next = overlay.getByRole('button', { name: 'Next panel' });
  await next.click();
  await expect(tab('Connections')).toHaveAttribute('aria-selected', 'true');
  await expect(panel('Connections').getByRole('heading', { name: 'Connections' })).toBeVisible();
  await expect(settings).toBeHidden();
  await shot(page, 'overlay-connections', info.project.name, { animations: 'disabled' });
  await page.keyboard.press('ArrowRight');
  await expect(tab('Wallet delegation')).toHaveAttribute('aria-selected', 'true');
  await expect(panel('Wallet delegation').getByRole('button', { name: 'Add Link' })).toBeVisible();
  await shot(page, 'overlay-delegation', info.project.name, { animations: 'disabled' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Wallet delegation')).toHaveAttribute('aria-selected', 'true');
  await tab('Profile Settings').click();
  await expect(tab('Profile Settings')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Connections')).toBeFocused();
  await expect(tab('Connections')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Profile Settings')).toHaveAttribute('aria-selected', 'true');
  // In a text field the arrows move the caret, not the panels.
  await safeword.press('ArrowLeft');
  await expect(tab('Profile Settings')).toHaveAttribute('aria-selected', 'true');

  if (info.project.name === 'phone') {
    // A real touch swipe (Chromium's touch input), leftwards then back; a short one does nothing.
    const box = (await overlay.getByRole('tabpanel').boundingBox())!;
    const swipe = async (from: number, to: number) => {
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + 40;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    };
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(tab('Connections')).toHaveAttribute('aria-selected', 'true');
    await swipe(box.x + 100, box.x + 130);
    await expect(tab('Connections')).toHaveAttribute('aria-selected', 'true');
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect(tab('Profile Settings')).toHaveAttribute('aria-selected', 'true');
  }

  // The menu toggle closes the overlay first; it does not open the menu over it.
  await toggle(page).click();
  await expect(overlay).toBeHidden();
  await expect(mainMenu(page)).toBeHidden();

  // The player's own profile page opens it too.
  await bottomMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: player.username, level: 1 })).toBeVisible();
  await shot(page, 'profile-own', info.project.name, { animations: 'disabled' });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(overlay).toBeVisible();
  await toggle(page).click();
  await expect(overlay).toBeHidden();

  await page.reload();
  await toggle(page).click();
  await mainMenu(page).getByRole('button', { name: 'Settings' }).click();
  await expect(safeword).toHaveValue('blue moon');
  await expect(product).toBeChecked();
  await expect(general).not.toBeChecked();
  await expect(merch).not.toBeChecked();
  await expect(sound).not.toBeChecked();
  await expect(settings.getByText(email)).toBeVisible();
  // A dialog over the overlay (a reward pushed while it is open): Escape closes only that one.
  const wallet = await sessionWallet(page);
  await live.subscribed(`sapphiretown-${wallet}`, 2);
  await admin(request, 'rewards', { wallet, success_text: 'A gift while you were in your settings', cool_points: 5 });
  const reward = page.getByRole('dialog', { name: 'A reward for you!' });
  await expect(reward).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reward).toBeHidden();
  await expect(overlay).toBeVisible();
  // Escape closes the overlay (now the top dialog), and focus goes back to the menu toggle.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  expect(ownProblems(problems)).toEqual([]);
});

test('intro mode: Journeys is hidden during the intro, then ringed for its pointer, and plain once /journeys is reached', async ({ page, request }) => {
  const problems = watchConsole(page);
  await newPlayerInTown(page, request, 'Intro', { readIntro: false });
  const journeys = bottomMenu(page).getByRole('link', { name: 'Journeys' });
  const intro = page.getByRole('dialog');
  await expect(intro).toContainText('Welcome to Sapphire Town!');
  await expect(journeys).toHaveCount(0);

  // The intro's pages (the town's own), then its last stage points at the button.
  await intro.getByRole('button', { name: 'Next' }).click();
  await intro.getByRole('button', { name: 'Next' }).click();
  await intro.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(journeys).toBeVisible();
  await expect(journeys).toHaveAttribute('id', 'bottom-menu-journeys');
  await expect(journeys).toHaveClass(/bottom-menu__button--pointed/);

  await journeys.click();
  await expect(page).toHaveURL(/\/journeys$/);
  await expect(journeys).not.toHaveClass(/bottom-menu__button--pointed/);
  await bottomMenu(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(journeys).toBeVisible();
  await expect(journeys).not.toHaveClass(/bottom-menu__button--pointed/);
  expect(ownProblems(problems)).toEqual([]);
});
