import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

const background = (page: Page) => page.locator('main.page').getAttribute('data-background');

test.describe('public pages', () => {
  test('a profile renders for visitors with only the main menu', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/mossbeard');
    await expect(page.getByRole('heading', { level: 1, name: 'Mossbeard' })).toBeVisible();
    expect(await background(page)).toBe('green');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('Mossbeard · Sapphire Town');
    await shot(page, 'profile', info.project.name, { fullPage: true });
    expect(problems).toEqual([]);
  });

  test('the bag is orange and public', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/pebble/bag');
    await expect(page.getByRole('heading', { level: 1, name: "Pebble's bag" })).toBeVisible();
    expect(await background(page)).toBe('orange');
    // Pictures come cropped from the server at the card's size (issue 18), not as the 1000 px layer.
    const pictures = page.locator('.bag-card .trait-picture__image');
    await expect(pictures.first()).toBeVisible();
    await expect.poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const loaded = await pictures.evaluateAll((imgs) => imgs.map((img) => [new URL((img as HTMLImageElement).currentSrc).pathname, (img as HTMLImageElement).naturalWidth] as const));
    for (const [path, width] of loaded) {
      expect(path).toMatch(/^\/render\/piece\/.+\.webp$/);
      expect(width).toBeLessThanOrEqual(320);
    }
    await shot(page, 'bag', info.project.name, { fullPage: true });
    expect(problems).toEqual([]);
  });

  test('an unknown username gets a friendly empty state', async ({ page }, info) => {
    await page.goto('/nobody-here');
    await expect(page.getByText('No explorer called “nobody-here”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to town' })).toBeVisible();
    await shot(page, 'unknown-user', info.project.name, { fullPage: true });
  });

  test('the board shows the news, newest first', async ({ page }, info) => {
    const problems = watchConsole(page);
    await page.goto('/board');
    const titles = page.locator('.board__note h2');
    await expect(titles.first()).toHaveText('The Autumn Fair opens');
    await expect(titles).toHaveText(['The Autumn Fair opens', 'The workshop monitor is back', 'Welcome to Sapphire Town']);
    await shot(page, 'board', info.project.name, { fullPage: true });
    expect(problems).toEqual([]);
  });
});
