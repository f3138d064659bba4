import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './fixtures/admin.ts';
import { watchConsole } from './fixtures/console.ts';
import { proxyLiveSocket, sessionWallet } from './fixtures/live-socket.ts';
import { enterTown, ownProblems, registerPlayer, type RegisteredPlayer } from './fixtures/player.ts';
import { uniqueName } from './fixtures/register.ts';
import { shot } from './fixtures/shots.ts';

// Signing up, a checkout in a second tab and a chest push on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

type Variant = { id: string; title: string };
type Product = { id: string; title: string; holdersOnly?: { label: string; eligible: boolean }; wearable?: { id: number; name: string }; variants: Variant[] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const cartButton = (page: Page) => bottomMenu(page).getByRole('button', { name: /^Cart/ });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

async function catalogue(request: APIRequestContext, token: string): Promise<Product[]> {
  const res = await request.get('/api/shop', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Product[];
}

/**
 * A product of this test's own (the demo stock is shared by every test and both projects): sizes S (2 in
 * stock) and M, priced in all three currencies, bringing a wearable when paid for if given one.
 */
async function stockTestTee(request: APIRequestContext, wearableTraitId: number | null): Promise<string> {
  const title = `Trail Tee ${uniqueName('')}`;
  const prices = { USD: '30.00', GBP: '24.00', EUR: '28.00' };
  const res = await request.post('/api/admin/shop/products', {
    headers: adminHeaders,
    data: {
      title,
      description: 'A tee for the e2e trail.',
      image: '/merch/tee.svg',
      wearableTraitId,
      sortOrder: 1000,
      variants: [
        { title: 'S', stock: 2, prices },
        { title: 'M', stock: 8, prices },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return title;
}

/** Opens the player's chests out of sight, so a chest invitation that follows can only be the store's. */
async function openStarterChests(request: APIRequestContext, token: string) {
  const chests = (await (await request.get('/api/profile/chests', { headers: bearer(token) })).json()) as Array<{ id: number }>;
  for (const chest of chests) expect((await request.post(`/api/profile/chests/${chest.id}/open`, { headers: bearer(token) })).ok()).toBe(true);
}

const price = (product: Locator) => product.locator('.product-card__price');

test('browse, switch currency, fill the cart, check out in a new tab; the paid order brings its wearable through the chest', async ({ page, context, request }, info) => {
  const project = info.project.name;
  const problems = watchConsole(page);
  const live = await proxyLiveSocket(context);
  const player: RegisteredPlayer = await registerPlayer(request, 'Shopper');
  await openStarterChests(request, player.token);
  const demoTee = (await catalogue(request, player.token)).find((p) => p.title === 'Lantern Tee');
  expect(demoTee?.wearable).toBeDefined();
  const tee = await stockTestTee(request, demoTee?.wearable?.id ?? 0);

  // Browse: every card priced in dollars until the player picks another currency.
  await enterTown(page, player, '/shop');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await expect(price(card(page, 'Lantern Tee'))).toHaveText('$28.00');
  await expect(card(page, 'Chirpy Bird Plush')).toContainText(/Only \d left|Sold out/);
  await expect(card(page, 'Enamel Pin Set').getByRole('button', { name: /^Sold out/ })).toBeDisabled();
  await expect(page.locator('.product-card img').first()).toHaveJSProperty('complete', true);
  await shot(page, 'shop-store', project);

  const currency = page.getByRole('group', { name: 'Currency' });
  await currency.getByRole('radio', { name: 'EUR' }).check();
  await expect(price(card(page, 'Lantern Tee'))).toHaveText('€26.00');
  await expect(price(card(page, 'Town Sticker Sheet'))).toHaveText('Unknown');
  await currency.getByRole('radio', { name: 'GBP' }).check();
  await expect(price(card(page, 'Lantern Tee'))).toHaveText('£22.00');
  await expect(price(card(page, 'Town Sticker Sheet'))).toHaveText('£5.00');

  // Two sizes of the test's tee, one click each.
  const ours = card(page, tee);
  await ours.scrollIntoViewIfNeeded();
  await expect(price(ours)).toHaveText('£24.00');
  await ours.getByRole('radio', { name: 'S' }).check();
  await ours.getByRole('button', { name: `Add to cart: ${tee} (S)` }).click();
  await expect(toast(page, `${tee} (S) is in your cart`)).toBeVisible();
  await ours.getByRole('radio', { name: 'M' }).check();
  await ours.getByRole('button', { name: `Add to cart: ${tee} (M)` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // The same cart in a second tab of the player, and after a reload.
  const second = await context.newPage();
  await second.goto('/shop');
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 2 items');
  await card(second, tee).getByRole('radio', { name: 'M' }).check();
  await card(second, tee).getByRole('button', { name: `Add to cart: ${tee} (M)` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await second.close();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  // The cart: S goes to its maximum (2 in stock), and one more says so.
  await cartButton(page).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('radio', { name: 'GBP' })).toBeChecked();
  const small = cart.getByRole('combobox', { name: `Quantity of ${tee} (S)` });
  const medium = cart.getByRole('combobox', { name: `Quantity of ${tee} (M)` });
  await expect(small.locator('option')).toHaveText(['0 (remove)', '1', '2']);
  await expect(medium.locator('option')).toHaveCount(9);
  await expect(medium).toHaveValue('2');
  await small.selectOption('2');
  await expect(cart.locator('.cart-dialog__total')).toHaveText('Total£96.00');
  await cart.getByRole('button', { name: `One more ${tee} (S)` }).click();
  await expect(cart.getByText(`Maximum amount set for ${tee} (S)!`)).toBeVisible();
  await expect(small).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await shot(page, 'shop-cart', project, { animations: 'disabled' });

  // Choosing 0 (here from the keyboard) removes a line, and focus goes on to the next one.
  await medium.focus();
  await page.keyboard.press('Home');
  await expect(medium).toHaveCount(0);
  await expect(small).toBeFocused();
  await expect(cart.locator('.cart-dialog__total')).toHaveText('Total£48.00');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // Checkout opens the order's page in a new tab and empties the cart.
  const wallet = await sessionWallet(page);
  const subscribedSoFar = live.frames.filter((f) => f.dir === 'in' && f.message.type === 'subscribed' && f.message.channel === `avatars-${wallet}`).length;
  const [orderTab] = await Promise.all([context.waitForEvent('page'), cart.getByRole('button', { name: 'Checkout' }).click()]);
  await expect(cart.getByText('Order placed!')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await expect(orderTab).toHaveURL(/\/shop\/orders\/[0-9a-f-]{36}$/);
  const orderId = orderTab.url().split('/').at(-1) ?? '';
  await expect(cart.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', orderTab.url());
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await cartButton(page).click();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');

  const summary = orderTab.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Waiting for payment')).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText([`${tee} (S)2 × £24.00£48.00`]);
  await expect(summary.locator('.order-page__total')).toHaveText('Total£48.00');
  await expect(summary.getByText(/Your items are held until/)).toBeVisible();
  await expect(orderTab.getByRole('region', { name: 'How to pay' })).not.toBeEmpty();
  await shot(orderTab, 'shop-order', project, { fullPage: true });

  // The store lists it, newest first.
  await expect(page.getByRole('region', { name: 'Your orders' }).getByRole('link').first()).toHaveAttribute('href', `/shop/orders/${orderId}`);

  // The operator marks it paid: the order's tab gets the push and the chest with the tee's wearable.
  await live.subscribed(`avatars-${wallet}`, subscribedSoFar + 1);
  const paid = await request.post(`/api/admin/shop/orders/${orderId}/paid`, { headers: adminHeaders });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { pushed: boolean }).pushed).toBe(true);
  await expect(toast(orderTab, "You've just received a new wearable, congrats!")).toBeVisible();
  const invite = orderTab.getByRole('button', { name: 'Open your chest!' });
  await expect(invite).toBeVisible({ timeout: 10_000 });
  await invite.click();
  const stage = orderTab.getByRole('dialog', { name: 'Store Chest' });
  await expect(stage).toBeVisible();
  // One order line that brings a wearable: one card.
  await expect(stage.getByTestId('card-fan').getByRole('button')).toHaveCount(1, { timeout: 10_000 });
  await orderTab.reload();
  await expect(orderTab.getByRole('region', { name: 'Summary' }).getByText('Paid, being packed')).toBeVisible();
  expect(ownProblems(problems)).toEqual([]);
});

test('a holders-only product is refused for a non-holder; a size sold meanwhile is refused in the server\'s words', { tag: '@neutral' }, async ({ page, context, request }) => {
  const player = await registerPlayer(request, 'Nonholder');
  const hoodie = (await catalogue(request, player.token)).find((p) => p.title === 'Cosy Town Hoodie');
  expect(hoodie?.holdersOnly).toEqual({ label: 'Holders only: collection holders', eligible: false });
  const tee = await stockTestTee(request, null);

  await enterTown(page, player, '/shop');
  const item = card(page, 'Cosy Town Hoodie');
  await expect(item.getByText('Holders only', { exact: true })).toBeVisible();
  await expect(item.getByText(/Holders only: collection holders/)).toBeVisible();
  await expect(item.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();

  const refused = await request.post('/api/shop/checkout', {
    headers: { ...bearer(player.token), 'Idempotency-Key': `e2e-${uniqueName('')}` },
    data: { cart: [{ id: hoodie?.variants[0]?.id, quantity: 1 }], currencyCode: 'USD' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Holders only' });
  expect((await (await request.get('/api/shop/orders', { headers: bearer(player.token) })).json()).orders).toEqual([]);

  // Two of a size in the cart, then the shop sells one elsewhere: checkout says so, closes its tab, keeps the cart.
  await card(page, tee).getByRole('button', { name: `Add to cart: ${tee} (S)` }).click();
  await card(page, tee).getByRole('button', { name: `Add to cart: ${tee} (S)` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const small = (await catalogue(request, player.token)).find((p) => p.title === tee)?.variants.find((v) => v.title === 'S');
  const sold = await request.patch(`/api/admin/shop/variants/${small?.id}`, { headers: adminHeaders, data: { stock: 1 } });
  expect(sold.status(), await sold.text()).toBe(200);
  await cartButton(page).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  const [blank] = await Promise.all([context.waitForEvent('page'), cart.getByRole('button', { name: 'Checkout' }).click()]);
  await expect(page.locator('.toasts').getByText(`Only 1 left of ${tee} (S)`, { exact: true })).toBeVisible();
  await expect.poll(() => blank.isClosed()).toBe(true);
  await expect(cart.getByRole('combobox', { name: `Quantity of ${tee} (S)` })).toHaveValue('2');
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  expect((await (await request.get('/api/shop/orders', { headers: bearer(player.token) })).json()).orders).toEqual([]);

  // Someone else's order or a made-up one: 'Order not found', and the way back.
  await page.goto('/shop/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
