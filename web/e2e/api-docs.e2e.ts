import { expect, test } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { shot } from './fixtures/shots.ts';

test.describe('the API reference at /api/docs', () => {
  test('reads with no network beyond the server, under the CSP: every route, the filter, the anchors', async ({ page, baseURL }, info) => {
    const problems = watchConsole(page);
    const offsite: string[] = [];
    // Anything not from the server itself fails, as it would on a machine with no network.
    await page.context().route(
      (url) => !url.href.startsWith(`${baseURL}/`),
      (route) => {
        offsite.push(route.request().url());
        return route.abort();
      },
    );
    const doc = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item)).length;

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Sapphire Town API' })).toBeVisible();
    await expect(page.locator('details.op')).toHaveCount(operations);
    // The stylesheet applied (the town's cream page) and the script ran (it shows the filter box).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 236, 210)');
    const filter = page.getByRole('searchbox');
    await expect(filter).toBeVisible();
    // Nothing wider than the screen (long paths and schemas wrap or scroll inside their box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'api-docs', info.project.name);

    await filter.fill('chests');
    const shown = page.locator('details.op:visible');
    await expect(shown.first()).toBeVisible();
    for (const path of await shown.locator('.path').allTextContents()) expect(path).toContain('chests');
    await filter.fill('');

    await page.goto('/api/docs#op-post-api-profile-register');
    const register = page.locator('#op-post-api-profile-register');
    await expect(register).toHaveAttribute('open', '');
    await expect(register.getByText('Who may call: session token')).toBeVisible();
    await expect(register.locator('.status', { hasText: '409' })).toBeVisible();
    await shot(page, 'api-docs-route', info.project.name);

    expect(offsite).toEqual([]);
    expect(problems).toEqual([]);
  });
});
