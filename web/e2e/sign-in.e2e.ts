import { expect, test, type APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installWallet } from './fixtures/wallet.ts';
import { closeTownIntro, fillAccount, finishOnboarding, signInByEmail, uniqueName, walkIntro } from './fixtures/register.ts';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';
import { walletToken } from './fixtures/player.ts';

// Whole journeys (sign in, seven intro pages, four stages, reloads) on a 2-core machine.
test.describe.configure({ timeout: 90_000 });

const inTown = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bag' });

test('wallet: connect, sign, walk the intro and four stages, land in town; reload keeps it; logout', async ({ page }, info) => {
  const problems = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
  await installWallet(page);
  const username = uniqueName('Wal');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();

  await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
  await shot(page, 'intro', info.project.name, { fullPage: true });
  await walkIntro(page);
  await fillAccount(page, { email: `${username.toLowerCase()}@example.com`, username });
  await finishOnboarding(page, (stage) => shot(page, `onboarding-${stage}`, info.project.name, { fullPage: true }));

  await expect(inTown(page)).toBeVisible();
  await shot(page, 'town-after-wallet', info.project.name);
  await closeTownIntro(page);
  await page.reload();
  await expect(inTown(page)).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in again' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  // The only failed calls are the expected ones: no profile yet (404) and the revoked token (401).
  expect(failed.filter((f) => f !== '404 /api/profile' && f !== '401 /api/profile')).toEqual([]);
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
});

test('e-mail: the code from the dev outbox signs in; register with the e-mail prefilled', async ({ page, request }, info) => {
  const username = uniqueName('Mail');
  const email = `${username.toLowerCase()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox).toHaveLength(1);
  await page.getByLabel('Code').fill(outbox[0].code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await walkIntro(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await shot(page, 'onboarding-account', info.project.name, { fullPage: true });
  await fillAccount(page, { username });
  await finishOnboarding(page);
  await expect(inTown(page)).toBeVisible();
});

/** The newest code the dev outbox holds for `email`, once it is there (the page's request may still be on its way). */
async function newestCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
      code = mail?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test("one account: a wallet explorer's e-mail signs in by code only once verified in Settings, into the same profile", async ({ page, request }) => {
  // A wallet explorer, signed in (SIWE) and registered through the API with an e-mail typed in, unproved.
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = account.address.toLowerCase();
  const token = await walletToken(request, account);
  const username = uniqueName('Both');
  const email = `${username.toLowerCase()}@example.com`;
  const auth = { authorization: `Bearer ${token}` };
  const registered = await request.post('/api/profile/register', { headers: auth, data: { address: wallet, email, name: username, sapphire_town_explorer_token_id: 10000 } });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Code').fill(await newestCode(request, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('That e-mail belongs to an explorer who signs in with a wallet: sign in with your wallet, or verify the e-mail in Settings to use codes too.'),
  ).toBeVisible();

  // The explorer verifies the address in Settings (the API the overlay calls), then the code opens their profile.
  expect((await request.post('/api/profile/email', { headers: auth, data: { email } })).ok()).toBe(true);
  const verified = await request.post('/api/profile/email/verify', { headers: auth, data: { email, code: await newestCode(request, email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const mails = async () => (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()).length;
  const before = await mails();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect.poll(mails).toBe(before + 1);
  await page.getByLabel('Code').fill(await newestCode(request, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(inTown(page)).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null')?.value);
  expect(session).toMatchObject({ address: wallet, type: 'magic', email });
});

test('a wrong code is refused with a clear message', async ({ page }) => {
  const email = `${uniqueName('wrong').toLowerCase()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid or expired code')).toBeVisible();
});

test('validation: short username, bad e-mail and missing boxes keep Next disabled', async ({ page }, info) => {
  await installWallet(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  await walkIntro(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });

  await page.getByLabel('E-mail', { exact: true }).fill('nope@x');
  await page.getByLabel('Username').fill('abc');
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Minimum length of username not met')).toBeVisible();
  await expect(next).toBeDisabled();
  await shot(page, 'onboarding-invalid', info.project.name, { fullPage: true });

  await page.getByLabel('E-mail', { exact: true }).fill('explorer@example.com');
  await page.getByLabel('Username').fill('Explorer1');
  await expect(page.getByText('Invalid email', { exact: true })).toBeHidden();
  await expect(next).toBeDisabled();
  await page.getByLabel('I am over 13 years old').check();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expect(next).toBeEnabled();
});

test('Get Started: the tour first, then sign in, then straight to the four stages', async ({ page }) => {
  await installWallet(page);
  const username = uniqueName('Tour');
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await walkIntro(page);
  await expect(page.getByText('First, sign in')).toBeVisible();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await fillAccount(page, { email: `${username.toLowerCase()}@example.com`, username });
  await finishOnboarding(page);
  await expect(inTown(page)).toBeVisible();
});

test('switching account in the wallet ends the session; it is never silently kept', async ({ page }) => {
  await installWallet(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { __testWalletSwitch(a: string): void }).__testWalletSwitch('0x000000000000000000000000000000000000dead'));
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('signing out in one tab signs out the others', async ({ page, context, request }) => {
  await signInByEmail(page, request, `${uniqueName('tabs').toLowerCase()}@example.com`);

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Next page' })).toBeVisible();
  // The tour's X only skips to the stages (issue 17); signing out is asked for in words.
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Not now? Sign out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(other.getByText('You have been logged out.')).toBeVisible();
});

test('a username someone already has is refused in the spec words, and nothing typed is lost', async ({ page }) => {
  await installWallet(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /Browser Wallet/ }).click();
  await walkIntro(page);
  // Refused on the field as it is typed (issue 17), not three screens later at Complete.
  const email = `${uniqueName('dup').toLowerCase()}@example.com`;
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Username').fill('Mossbeard');
  await page.getByLabel('I am over 13 years old').check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const field = page.locator('.text-field').filter({ has: page.getByLabel('Username') });
  await expect(field.getByText('Sorry! That username has already been taken.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  const username = uniqueName('Free');
  await page.getByLabel('Username').fill(username);
  await expect(field.getByText('Sorry! That username has already been taken.')).toHaveCount(0);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
});

test('a session revoked elsewhere is noticed when the window regains focus', async ({ page, request }) => {
  await signInByEmail(page, request, `${uniqueName('focus').toLowerCase()}@example.com`);

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').value.token as string);
  expect((await request.post('/api/profile/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});
