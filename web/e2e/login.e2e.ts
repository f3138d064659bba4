import { expect, test } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

test.describe('login screen', () => {
  test('from the keyboard: a layer starts at its title, the field shows its focus, and closing goes back to the button that opened it', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/');
    for (const [opener, title] of [['Sign In', 'Sign In'], ['Get Started', null]] as const) {
      // The app's own button (the shell draws the same one before the app is up, without its handlers).
      const button = page.locator('button:not([data-first-action])', { hasText: opener });
      await button.focus();
      await page.keyboard.press('Enter');
      if (title) {
        await expect(page.getByRole('heading', { name: title })).toBeFocused();
        await page.keyboard.press('Tab');
        const field = page.getByRole('textbox', { name: 'E-mail' });
        await expect(field).toBeFocused();
        // The ring is the sapphire of every other focus ring, not the pale blue it was (1.2:1 on the paper).
        expect(await field.evaluate((el) => getComputedStyle(el.parentElement!).boxShadow)).toContain('rgb(45, 91, 211)');
        await shot(page, 'sign-in-focused', info.project.name);
      } else {
        await expect(button).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: opener })).toBeFocused();
    }
    expect(problems).toEqual([]);
  });

  test('renders the welcome banner without console errors', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveTitle('Connect to Sapphire Town');
    await shot(page, 'login', info.project.name, { fullPage: true });
    expect(problems).toEqual([]);
  });

  test('the Sign In layer has the e-mail field, Login and the four wallet buttons', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const email = page.getByLabel('E-mail');
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Or connect with an existing wallet')).toBeVisible();
    for (const name of ['Browser Wallet', 'Exchange Wallet', 'WalletConnect', 'Other Wallets']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await shot(page, 'sign-in', info.project.name, { fullPage: true });
    expect(problems).toEqual([]);
  });

  test('a bad e-mail is flagged after the pause, and Login refuses it', { tag: '@neutral' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('E-mail').fill('not-an-email');
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a good e-mail asks for the code, and another e-mail can be used', { tag: '@neutral' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('E-mail').fill('explorer@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();
    await expect(page.getByText('explorer@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test('wallet code loads only when a wallet button is pressed; WalletConnect says it is not configured', { tag: '@neutral' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: /WalletConnect/ })).toBeDisabled();
    await expect(page.getByText('Not configured on this server')).toBeVisible();
    const before = scripts.length;
    // No wallet in this browser: the wallet code loads, tries, and says so without signing anyone in.
    await page.getByRole('button', { name: /Browser Wallet/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /not found/i })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('closing the Sign In layer returns to the banner', { tag: '@neutral' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });
});
