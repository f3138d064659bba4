import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { demoKey, demoWallet } from '../../db/seed/demo-wallets.ts';
import { linkPayload } from '../src/features/account/delegation/link-form-rules.ts';
import { watchConsole } from './fixtures/console.ts';
import { enterTown, ownProblems, saveKv, walletToken, type RegisteredPlayer } from './fixtures/player.ts';
import { uniqueName } from './fixtures/register.ts';
import { shot } from './fixtures/shots.ts';
import { installWallet } from './fixtures/wallet.ts';

// Two players, two wallet sign-ins and two signatures on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Removes every signed link the vault has, each revoke signed by the vault as the panel signs it. The
 * vault is a seeded holder kept for the whole run, so a try that failed before its own removal would
 * otherwise leave its link to the retry, which expects 'No links yet.'.
 */
async function clearLinks(request: APIRequestContext, vault: PrivateKeyAccount) {
  const headers = { authorization: `Bearer ${await walletToken(request, vault)}` };
  const links = (await (await request.get('/api/profile/delegate', { headers })).json()) as Array<{ type: string; associated_address: string; source: string }>;
  for (const link of links.filter((one) => one.type === 'delegate' && one.source === 'signed')) {
    const { unixtime } = (await (await request.get('/api/time')).json()) as { unixtime: number };
    const { variables, hash } = linkPayload(vault.address, getAddress(link.associated_address), unixtime);
    const revoked = await request.post('/api/profile/delegate?action=revoke', { headers, data: { variables, signedMessage: await vault.signMessage({ message: { raw: hash } }) } });
    expect(revoked.ok(), await revoked.text()).toBe(true);
  }
}

/** A new explorer who signs in with a wallet, registered through the real API (SIWE message, signature, register). */
async function registerWalletPlayer(request: APIRequestContext, account: PrivateKeyAccount, prefix: string): Promise<RegisteredPlayer> {
  const token = await walletToken(request, account);
  const username = uniqueName(prefix);
  const email = `${username.toLowerCase()}@example.com`;
  const wallet = account.address.toLowerCase();
  const registered = await request.post('/api/profile/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { address: wallet, email, name: username, sapphire_town_explorer_token_id: 40000, data: [{ key: 'age-consent', value: 1 }, { key: 'terms-agreed', value: 1 }, { key: 'side', value: 'sapphire town' }] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await saveKv(request, token, [{ key: 'read-intro', value: 1 }]);
  return { username, slug: username.toLowerCase(), token, credentials: { token, address: wallet, type: 'metamask', email } as unknown as RegisteredPlayer['credentials'] };
}

/** Opens the profile overlay from the main menu and turns to the Wallet delegation panel. */
async function openDelegation(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
  const overlay = page.getByRole('dialog', { name: 'Profile' });
  await overlay.getByRole('tab', { name: 'Wallet delegation' }).click();
  return overlay.getByRole('tabpanel', { name: 'Wallet delegation' });
}

test("a vault links a delegate from the panel; the delegate sees the vault's avatars, marked as the vault's, and removes the link", async ({ page, browser, request, baseURL }, info) => {
  const project = info.project.name;
  const problems = watchConsole(page);
  // Each width has its own seeded holder whose key is public (db/seed/demo-wallets.ts) as the vault, so the two runs never share a link.
  const vaultSlug = project === 'desktop' ? 'wren' : 'robin';
  const vault = privateKeyToAccount(demoKey(vaultSlug));
  await clearLinks(request, vault);
  const delegateAccount = privateKeyToAccount(generatePrivateKey());
  const delegate = await registerWalletPlayer(request, delegateAccount, 'Lend');

  // The vault signs in with its wallet through the Sign In layer, as a holder would.
  await installWallet(page, vault);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  // A signature and the town's first load: slow on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bag' })).toBeVisible({ timeout: 20_000 });

  const panel = await openDelegation(page);
  const delegateField = panel.getByLabel('Delegate address');
  const add = panel.getByRole('button', { name: 'Add Link' });
  await expect(panel.getByLabel('Vault address')).toHaveValue(demoWallet(vaultSlug));
  await expect(panel.getByText('No links yet.')).toBeVisible();

  // SPEC section 5's refusals, each under the field, nothing sent.
  await add.click();
  await expect(panel.getByText('Delegate address is required')).toBeVisible();
  await delegateField.fill(demoWallet(vaultSlug).toUpperCase().replace('0X', '0x'));
  await add.click();
  await expect(panel.getByText('Delegate address must be different to vault address')).toBeVisible();
  // No chain is configured for this server: every .eth look-up answers null.
  await delegateField.fill('nobody-here.eth');
  // From the keyboard: Enter in the field submits the form.
  await delegateField.press('Enter');
  await expect(panel.getByText('Ens address not found')).toBeVisible();
  await expect(delegateField).toBeFocused();
  await shot(page, 'delegation-refused', project, { animations: 'disabled' });

  // Our clock cannot be read: nothing is signed. The player presses Reject in the wallet: nothing is sent.
  await delegateField.fill(delegate.credentials.address);
  // Through the context, so the service worker's fetch is stopped too.
  await page.context().route('**/api/time', (route) => route.abort());
  await add.click();
  await expect(panel.getByRole('alert')).toHaveText('Error fetching timezone');
  await page.context().unroute('**/api/time');
  await page.evaluate(() => Object.assign(window, { __testWalletRejectSigning: true }));
  await add.click();
  await expect(panel.getByRole('alert')).toHaveText('Transaction cancelled.');
  await page.evaluate(() => Object.assign(window, { __testWalletRejectSigning: false }));
  await add.click();
  await expect(page.getByText('Link added')).toBeVisible();
  const link = panel.getByRole('listitem').filter({ hasText: delegate.credentials.address });
  await expect(link).toContainText('Vault');
  await expect(link).toContainText(delegate.username);
  await expect(delegateField).toHaveValue('');
  await shot(page, 'delegation-linked', project, { animations: 'disabled' });

  // The delegate, in a browser of their own, restored from a stored session with a wallet still locked.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), ...(project === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
  const other = await context.newPage();
  const otherProblems = watchConsole(other);
  await installWallet(other, delegateAccount);
  // The delegate's public profile shows the vault's explorer on the shelf, held in vault; the picture stays their own.
  await enterTown(other, delegate, `/${delegate.slug}`);
  const shelf = other.getByRole('region', { name: `${delegate.username}'s avatars` });
  await expect(shelf.getByRole('listitem').filter({ hasText: 'held in vault' })).toHaveCount(1);
  await shelf.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(other, 'delegation-profile', project);
  // In their customiser it is tagged Vault: it can be tried on, not saved.
  await other.getByRole('link', { name: 'Customise' }).click();
  const avatars = other.getByRole('group', { name: 'Your avatars' });
  const lentCard = avatars.getByRole('button').filter({ hasText: 'Vault' });
  await expect(lentCard).toHaveCount(1);
  await lentCard.click();
  await expect(lentCard).toHaveAttribute('aria-pressed', 'true');
  await other.getByRole('region', { name: 'Wardrobe' }).getByRole('button', { pressed: false }).first().click();
  await expect(other.getByText('You have unsaved changes.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(other.getByText('This avatar is held in your vault wallet')).toBeVisible();
  await shot(other, 'delegation-customiser', project);

  const theirs = await openDelegation(other);
  const lent = theirs.getByRole('listitem').filter({ hasText: demoWallet(vaultSlug) });
  await expect(lent).toContainText('You');
  await lent.getByRole('button', { name: 'Remove link' }).click();
  await expect(other.getByText('Link removed')).toBeVisible();
  await expect(theirs.getByText('No links yet.')).toBeVisible();
  await shot(other, 'delegation-removed', project, { animations: 'disabled' });
  // The vault's avatar has left the delegate's customiser.
  await other.keyboard.press('Escape');
  await expect(lentCard).toHaveCount(0);
  // The tried-on look went with it: the player's own explorer stands there, as saved.
  await expect(other.getByText('Everything is saved.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await context.close();
  expect(ownProblems(problems)).toEqual([]);
  expect(ownProblems(otherProblems)).toEqual([]);
});
