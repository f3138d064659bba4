import { expect, test, type Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { demoKey } from '../../db/seed/demo-wallets.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { admin } from './fixtures/admin.ts';
import { watchConsole } from './fixtures/console.ts';
import { pauseSoon } from './fixtures/clock.ts';
import { proxyLiveSocket, sessionWallet } from './fixtures/live-socket.ts';
import { enterTown, newPlayerInTown, ownProblems, registerPlayer, sessionToken } from './fixtures/player.ts';
import { ownProfile } from './fixtures/profile.ts';
import { shot } from './fixtures/shots.ts';
import { expectNoToastNow } from './fixtures/toasts.ts';
import { installWallet } from './fixtures/wallet.ts';

// Signing up, the reveal and a wallet sign-in on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a new player opens their starter chest: three cards fan out, turn over, and land in the bag', async ({ page, request }, info) => {
  const project = info.project.name;
  // The phone passes check that reduced motion (the suite's default) is respected; the desktop ones
  // play the animations.
  const still = project.startsWith('phone');
  await page.emulateMedia({ reducedMotion: still ? 'reduce' : 'no-preference' });
  // The page's timers run on a clock the test moves, so every wait of the reveal is checked to the millisecond.
  await page.clock.install();
  const problems = watchConsole(page);
  const live = await proxyLiveSocket(page);
  const player = await newPlayerInTown(page, request, 'Chest');

  const invite = page.getByRole('button', { name: 'Open your chest!' });
  await expect(invite).toBeVisible();
  await shot(page, 'chest-button', project);
  // The live connection joins on real time first: it tells the starter chest's push (stored at sign-up,
  // before the page opened: not news) by the page's clock, which the test is about to move.
  await live.subscribed(`avatars-${await sessionWallet(page)}`);
  await pauseSoon(page);
  await invite.click();

  const stage = page.getByRole('dialog', { name: 'Starter Chest' });
  const closed = stage.getByRole('img', { name: 'A closed chest' });
  const open = stage.getByRole('img', { name: 'An open chest, glowing' });
  const fan = stage.getByTestId('card-fan');
  const cards = fan.getByRole('button');
  await expect(closed).toBeVisible();
  // The items are in and the clock has started ('opening' is the wait for the server).
  await expect(stage.locator('[data-stage="closed"]')).toBeAttached();
  // Not closable while the reveal plays.
  await expect(stage.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await shot(page, 'chest-closed', project);
  await page.clock.runFor(999);
  await expect(closed).toBeVisible();
  await page.clock.runFor(1);
  await expect(open).toBeVisible();
  await shot(page, 'chest-open', project);
  await page.clock.runFor(2999);
  await expect(open).toBeVisible();
  await page.clock.runFor(1);

  // A fan of three face-down cards, and focus on the first.
  await expect(cards).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(cards.nth(n - 1)).toHaveAccessibleName(`Turn over card ${n} of 3`);
  await expect(cards.first()).toBeFocused();
  await shot(page, 'chest-fan', project, { settle: still ? 100 : 700 });

  // A press turns a card at once ...
  const [first, second, third] = [cards.nth(0), cards.nth(1), cards.nth(2)];
  await third.click();
  await expect(third).toHaveClass(/reveal-card--opened/);
  await expect(third).not.toHaveAccessibleName(/Turn over/);
  const turn = parseFloat(await third.locator('.reveal-card__inner').evaluate((el) => getComputedStyle(el).transitionDuration));
  // ... with a 0.65 s flip, or (near enough) none under reduced motion.
  if (still) expect(turn).toBeLessThan(0.01);
  else expect(turn).toBeCloseTo(0.65);
  // The next face-down card turns on its own 1 s later.
  await page.clock.runFor(999);
  await expect(first).not.toHaveClass(/reveal-card--opened/);
  await page.clock.runFor(1);
  await expect(first).toHaveClass(/reveal-card--opened/);
  // Space turns a focused card.
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveClass(/reveal-card--opened/);
  await shot(page, 'chest-card-opened', project, { settle: still ? 100 : 800 });

  // The pack-opened screen follows once the last card's open callback has fired, 2 s after it turned.
  const done = page.getByRole('dialog', { name: 'Pack opened!' });
  await page.clock.runFor(1999);
  await expect(cards).toHaveCount(3);
  await page.clock.runFor(1);
  await expect(done).toBeVisible();
  await page.clock.resume();
  const names = await done.locator('.pack-opened__name').allInnerTexts();
  expect(names).toHaveLength(3);
  await expect(done.getByRole('link', { name: 'Try them on' })).toHaveAttribute('href', `/${player.slug}/customise`);
  await expect(done.getByRole('link', { name: 'See your bag' })).toHaveAttribute('href', `/${player.slug}/bag`);
  await expect(done.getByRole('link', { name: 'Try them on' })).toBeFocused();
  await shot(page, 'chest-pack-opened', project);

  // Escape closes it now; the invitation is gone with the chest.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invite).toHaveCount(0);

  // The items are in the bag, and no chest is left after a reload.
  const bag = (await (await request.get(`/api/users/${player.slug}/bag`)).json()) as { items: Array<{ trait: { displayName: string } }> };
  expect(bag.items.map((i) => i.trait.displayName)).toEqual(expect.arrayContaining(names));
  await page.goto(`/${player.slug}/bag`);
  for (const name of names) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open your chest!' })).toHaveCount(0);
  expect(ownProblems(problems)).toEqual([]);
});

test('a fetch of the chest list answered before a chest opened does not bring that chest back: the next press opens the next chest', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = watchConsole(page);
  const live = await proxyLiveSocket(page);
  await newPlayerInTown(page, request, 'Refetch');
  const invite = page.getByRole('button', { name: 'Open your chest!' });
  await expect(invite).toBeVisible();
  const wallet = await sessionWallet(page);
  await live.subscribed(`avatars-${wallet}`);
  // From here each answer to the chest list is read from the server at once but handed to the page only
  // when the test says: a fetch asked before the open then lands after it.
  const held: Array<() => Promise<void>> = [];
  await page.route('**/api/profile/chests', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    // The page may have called it off meanwhile: then there is nothing to hand over.
    held.push(() => route.fulfill({ response }).catch(() => {}));
  });
  const release = async () => {
    for (const hand of held.splice(0)) await hand();
  };
  // A grant's push asks for the list again (live-routes.ts): answered now, with the starter chest in it.
  const traits = catalogueTraits.filter((t) => t.trait_type !== 'BODY').slice(0, 3).map((t) => t.name);
  await admin(request, 'grants', { wallet, traitNames: traits, name: 'Second Chest' });
  await expect.poll(() => held.length).toBe(1);
  await invite.click();
  const stage = page.getByRole('dialog', { name: 'Starter Chest' });
  // The open's answer is in ('closed' follows 'opening', the wait for the server); the old list lands after it.
  await expect(stage.locator('[data-stage="closed"]')).toBeAttached();
  await release();
  // The cards turn on their own (a card a second, each done 2 s after it turned): pressing them raced
  // that clock on a loaded machine, where a card turned between being found and being pressed.
  await expect(stage.getByTestId('card-fan').getByRole('button')).toHaveCount(3, { timeout: 10_000 });
  const done = page.getByRole('dialog', { name: 'Pack opened!' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Closing asks for the list again, held too: until it lands the page shows what it kept, and the opened
  // chest is not in it (before the fix the invitation came back, for the starter chest, '2 chests').
  await expect.poll(() => held.length).toBe(1);
  await expect(invite).toHaveCount(0);
  await release();
  await expect(invite).toBeVisible();
  await invite.click();
  await expect(page.getByRole('dialog', { name: 'Second Chest' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Second Chest' }).locator('[data-stage="closed"]')).toBeAttached();
  await expectNoToastNow(page.getByRole('alert'));
  expect(ownProblems(problems)).toEqual([]);
});

test('/pack/success is bare: the chest, a thank-you and the way into town, with no menu or login gate', async ({ page }, info) => {
  const problems = watchConsole(page);
  await page.goto('/pack/success');
  await expect(page.getByRole('heading', { name: 'Pack opened!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'An open treasure chest, glowing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  await expect(page).toHaveTitle('Pack opened · Sapphire Town');
  await shot(page, 'pack-success', info.project.name);
  await page.getByRole('link', { name: 'Go to the town' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('the Sidekx picker', () => {
  test('a player without Sidekx sees three empty slots and "No Sidekx found!" with the marketplace', async ({ page, request }, info) => {
    const problems = watchConsole(page);
    const registered = await registerPlayer(request, 'NoSidekx');
    await enterTown(page, registered, `/${registered.slug}`);
    const slots = page.getByRole('region', { name: 'Your Sidekx' });
    await expect(slots.getByRole('button')).toHaveText([/Sage.*Empty/, /Milo.*Empty/, /Bones.*Empty/]);
    await slots.getByRole('button', { name: /^Milo slot: empty/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sidekx' });
    await expect(dialog.getByText('No Sidekx found!')).toBeVisible();
    // The operator has not set LINK_COLLECTION_2_URL here, so the way to the marketplace shows disabled.
    await expect(dialog.getByRole('button', { name: 'Visit the marketplace' })).toBeDisabled();
    await shot(page, 'sidekx-none', info.project.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Nobody else's profile has the picker.
    await page.goto('/mossbeard');
    await expect(page.getByRole('heading', { level: 1, name: 'Mossbeard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Sidekx' })).toHaveCount(0);
    expect(ownProblems(problems)).toEqual([]);
  });

  // Each project signs in as its own seeded holder (Wren on desktop, Robin on the phone), so the two passes
  // never change each other's slots.
  test('a holder fills the slots from a 3-column grid; a Sidekx in another slot cannot be placed', async ({ page, request }, info) => {
    const holder = info.project.name === 'desktop' ? { slug: 'wren', ids: [11, 12, 13] } : { slug: 'robin', ids: [14, 15, 16] };
    const [sage, milo, bones] = holder.ids as [number, number, number];
    const problems = watchConsole(page);
    await signInAsHolder(page, holder.slug);
    const token = await sessionToken(page);
    const me = await ownProfile(page);
    // Start from empty slots, whatever an earlier run left.
    const reset = await request.post('/api/journeys/sidekx', {
      headers: { authorization: `Bearer ${token}` },
      data: { key: 'selected-sidekx', value: ',,', id: me.id },
    });
    expect(reset.ok(), await reset.text()).toBe(true);

    await page.goto(`/${holder.slug}`);
    const slots = page.getByRole('region', { name: 'Your Sidekx' });
    await slots.getByRole('button', { name: /^Sage slot: empty/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sidekx' });
    const grid = dialog.getByRole('list');
    await expect(grid.getByRole('button')).toHaveText([new RegExp(`Sage #${sage}`), new RegExp(`Milo #${milo}`), new RegExp(`Bones #${bones}`)]);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    // Pictures show once cropped to the companion (the shared wearable picture).
    const pictures = grid.locator('.trait-picture[data-state="ready"]');
    await expect(pictures).toHaveCount(3);
    await shot(page, 'sidekx-dialog', info.project.name);
    await grid.getByRole('button', { name: new RegExp(`Sage #${sage}`) }).click();
    await expect(dialog).toHaveCount(0);
    await expect(slots.getByRole('button', { name: new RegExp(`^Sage slot: Sage #${sage}`) })).toBeVisible();

    // In the Milo slot, the Sage already chosen is shown disabled.
    await slots.getByRole('button', { name: /^Milo slot: empty/ }).click();
    await expect(grid.getByRole('button', { name: new RegExp(`Sage #${sage}`) })).toBeDisabled();
    await expect(grid.getByRole('button', { name: new RegExp(`Sage #${sage}`) })).toContainText('In Sage');
    await expect(pictures).toHaveCount(3);
    await shot(page, 'sidekx-dialog-in-use', info.project.name);

    // A save the server refuses (here: a list gone stale, naming someone else's Sidekx) shows its words in a toast.
    await page.route('**/api/journeys/sidekx', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), value: `${sage},1,` }) }),
    );
    await grid.getByRole('button', { name: new RegExp(`Milo #${milo}`) }).click();
    await expect(page.getByText('Token not owned')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/journeys/sidekx');

    await grid.getByRole('button', { name: new RegExp(`Milo #${milo}`) }).click();
    await expect(dialog).toHaveCount(0);
    await expect(slots.getByRole('button', { name: new RegExp(`^Milo slot: Milo #${milo}`) })).toBeVisible();
    await shot(page, 'sidekx-slots', info.project.name);

    // Kept after a reload: the selection is the player's 'selected-sidekx'.
    await page.reload();
    await expect(slots.getByRole('button')).toHaveText([new RegExp(`Sage #${sage}`), new RegExp(`Milo #${milo}`), /Empty/]);
    expect((await ownProfile(page)).data.find((d) => d.key === 'selected-sidekx')?.value).toBe(`${sage},${milo},`);
    expect(ownProblems(problems)).toEqual([]);
  });
});

/** A seeded holder's wallet (a key from a public phrase, db/seed/demo-wallets.ts) signs in through the Sign In layer. */
async function signInAsHolder(page: Page, slug: string) {
  await installWallet(page, privateKeyToAccount(demoKey(slug)));
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bag' })).toBeVisible();
}
