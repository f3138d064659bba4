import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDataDir } from './data-template.ts';
import { builtDist, freePort, startAppServer } from './fixtures/server.ts';

// The service worker is part of what this spec checks (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });


// A deploy is simulated by stopping the server, changing the built shell and starting it again.
// Three real server starts (each opens a database and checks its migrations) fit in this budget even on
// a busy machine; the first starts from a copy of the migrated, seeded template (data-template.ts).
test.setTimeout(120_000);

test('after a deploy the next navigation gets the new shell; offline it falls back to the cached one', async ({ page }) => {
  const work = mkdtempSync(join(tmpdir(), 'st-sw-'));
  const dist = join(work, 'dist');
  cpSync(builtDist, dist, { recursive: true });
  const port = await freePort();
  const dataDir = join(work, 'data');
  await seedDataDir(dataDir);
  let server = await startAppServer({ distDir: dist, dataDir, port });
  try {
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

    await server.stop();
    const shell = join(dist, 'index.html');
    writeFileSync(shell, readFileSync(shell, 'utf8').replace('<title>', '<meta name="deploy" content="second" /><title>'));
    rmSync(`${shell}.gz`, { force: true });
    rmSync(`${shell}.br`, { force: true });
    server = await startAppServer({ distDir: dist, dataDir, port });

    await page.reload();
    await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'second');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    // A page with its own first screen is seen online too: its HTML (the board's header) must not
    // become the shell that opens every page offline.
    await page.goto(`${server.url}/board`);
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    const kept = await page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '');
    expect(kept).toContain('<meta name="deploy" content="second" />');
    // (Its words, not its class: the shell's inline styles name every first screen's classes.)
    expect(kept).not.toContain('Who is top of the town');
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

    await server.stop();
    await page.reload();
    await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'second');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
