import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';
import { newPlayerInTown, ownProblems } from './fixtures/player.ts';
import { watchToasts } from './fixtures/toasts.ts';

// A sign-up, the provider's two pages and a reload, on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openConnections(page: Page) {
  await bottomMenu(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
  const overlay = page.getByRole('dialog', { name: 'Profile' });
  await overlay.getByRole('tab', { name: 'Connections' }).click();
  const panel = overlay.getByRole('tabpanel', { name: 'Connections' });
  await expect(panel.getByRole('heading', { name: 'Connections' })).toBeVisible();
  return panel;
}

/**
 * Issue 14: link Google from the grid through the 400x450 popup (the e2e server's Google is oidc-provider
 * on loopback: e2e-server.ts), the grid updates without a reload, a reload keeps it, unlink.
 */
test('link a Google account through the popup, keep it after a reload, unlink it', async ({ page, request }, info) => {
  const problems = watchConsole(page);
  const player = await newPlayerInTown(page, request, 'Link');
  const panel = await openConnections(page);
  const google = panel.locator('[data-provider="google"]');
  await expect(google).toContainText('Not linked');
  // Providers without settings on this server.
  await expect(panel.locator('[data-provider="discord"]')).toContainText('Not configured on this server');
  await expect(panel.getByRole('button', { name: 'Connect Discord' })).toBeDisabled();
  await shot(page, 'connections-grid', info.project.name, { animations: 'disabled' });

  // Any site can open the popup's last page, which tells every tab of the town: the grid takes it as a
  // hint to look again, not as its word. Neither a link nor a refusal is told that did not happen here.
  const toasts = await watchToasts(page);
  const spoof = await page.context().newPage();
  for (const outcome of ['linked=1', 'error=AlreadyLinked']) {
    const looked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile');
    await spoof.goto(`/signin/provider/google?${outcome}`);
    await looked;
  }
  await spoof.close();
  await expect(google).toContainText('Not linked');

  const popupOpened = page.waitForEvent('popup');
  await google.getByRole('button', { name: 'Connect Google' }).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 400, height: 450 });
  // The provider's own login page, then its consent page.
  await popup.locator('input[name="login"]').fill(`link-${player.slug}`);
  await popup.locator('input[name="password"]').fill('any');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // The popup closes itself once the app has told the opener. The wait begins before the click: on a busy
  // machine the whole chain (the provider, the callback, the app's page) once finished before a wait
  // begun after the click, which then waited for a close that had already happened (CI, twice).
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name: 'Continue' })
    .click()
    .catch((err: unknown) => {
      if (!popup.isClosed()) throw err;
    });
  await closed;

  await expect(page.getByText('Google linked')).toBeVisible();
  await expect(google).toContainText(`Linked as Player link-${player.slug}`);
  expect(await toasts(), 'only the real link was told').toEqual(['Google linked']);
  await shot(page, 'connections-linked', info.project.name, { animations: 'disabled' });

  await page.reload();
  const again = await openConnections(page);
  const googleAgain = again.locator('[data-provider="google"]');
  await expect(googleAgain).toContainText(`Linked as Player link-${player.slug}`);
  await googleAgain.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(page.getByText('Google unlinked')).toBeVisible();
  await expect(googleAgain).toContainText('Not linked');
  const profile = await (await request.get('/api/profile', { headers: { authorization: `Bearer ${player.token}` } })).json();
  expect(profile.providers).toEqual([]);
  expect(ownProblems(problems)).toEqual([]);
});

test('the popup on its own: what it shows while it starts and after a refusal', { tag: '@neutral' }, async ({ page, request }, info) => {
  await newPlayerInTown(page, request, 'Popup');
  await page.setViewportSize({ width: 400, height: 450 });
  await page.goto('/signin/provider/google?error=AlreadyLinked');
  await expect(page.getByText('That Google account is already linked to another explorer.')).toBeVisible();
  await shot(page, 'connections-popup-refused', info.project.name, { animations: 'disabled' });
});
