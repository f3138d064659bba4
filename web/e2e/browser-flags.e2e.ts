import { expect, test } from '@playwright/test';

/**
 * fixtures/chromium.ts turns off Chromium's address-bar popup pages, which a headless test never sees
 * but every new window paid for. Its `--disable-features` switch replaces Playwright's own (Chromium keeps
 * the last one), so it must carry all of Playwright's, and the popup must really be gone.
 */
test('the browser keeps every feature Playwright turns off, and opens no address-bar popup page', async ({ browser, page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => (m[1] ?? '').split(','));
  expect(lists.length, commandLine).toBeGreaterThan(0);
  const applied = lists.at(-1) ?? [];
  for (const feature of lists.flat()) expect(applied, `Chromium applies only the last --disable-features; ${feature} is missing from it`).toContain(feature);

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox')).map((t) => t.url)).toEqual([]);
  expect(targetInfos.some((t) => t.type === 'page' && t.url === 'chrome://version/')).toBe(true);
});
