import { expect, test } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

const wrapped = ['/', '/imx', '/journeys', '/townhall', '/arcade', '/workshop', '/the-milk-chug', '/milk-chug', '/feathered-fashions', '/shop', '/achievements'];

test.describe('page wrapping', () => {
  for (const path of wrapped) {
    test(`${path} asks a visitor to sign in`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('bare pages have no login gate and no menu', async ({ page }) => {
    for (const path of ['/fishing/pond', '/pack/success', '/signin/provider/discord?t=spring']) {
      await page.goto(path);
      await expect(page.locator('main.page :is(h1, h2)').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    }
    // The link popup without a town session: nothing to link to.
    await expect(page.getByText('Sign in to the town first, then link again.')).toBeVisible();
  });

  test('an unknown deep path shows the not-found page', async ({ page }, info) => {
    const res = await page.goto('/no/such/place');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This path leads nowhere')).toBeVisible();
    await shot(page, 'not-found', info.project.name);
  });

  test('the service worker registers', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
