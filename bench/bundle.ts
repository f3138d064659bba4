/**
 * Figure 2: JavaScript the login screen costs a first-time visitor, measured in the real browser
 * against the real server, and what pressing Sign In > Browser Wallet adds on top.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/fixtures/chromium.ts';
import { startReal } from './servers.ts';

const STEP_TIMEOUT_MS = 30_000;

export interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export type BundleResult =
  | { skipped: string }
  | { login: ScriptFile[]; wallet: ScriptFile[] };

/** Collects script responses as they arrive; bodies are gzipped here so the figure ignores server encoding. */
function scriptCollector(page: Page) {
  const pending: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => ({ path: new URL(res.url()).pathname, bytes: body.byteLength, gzipBytes: gzipSync(body, { level: 9 }).byteLength }),
        () => null, // redirects and aborted loads have no body and cost no script bytes
      ),
    );
  });
  /** Everything collected since the last call. */
  return async () => (await Promise.all(pending.splice(0))).filter((f): f is ScriptFile => f !== null);
}

/** Resolves once no request has been in flight for `quietMs` (lazy chunks load after the first paint). */
export async function networkQuiet(page: Page, quietMs = 500, maxMs = 10_000): Promise<void> {
  let inFlight = 0;
  let last = performance.now();
  const start = () => {
    inFlight += 1;
    last = performance.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline && (inFlight > 0 || performance.now() - last < quietMs)) await Bun.sleep(50);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/** Builds nothing: `distDir` must hold a production build (see index.ts). */
export async function benchBundle(dataDir: string, distDir: string): Promise<BundleResult> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `skipped: no ${CHROMIUM_PATH}` };
  const server = await startReal({ dataDir, distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: STEP_TIMEOUT_MS });
  try {
    // A fresh context has an empty cache. Service workers are blocked: the worker's own script and its
    // precache are background work, not JavaScript the login screen waits for.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const take = scriptCollector(page);
    await page.goto(`${server.origin}/`, { timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Get Started' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await networkQuiet(page);
    const login = await take();
    if (login.length === 0) throw new Error('the login screen loaded no script at all');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Browser Wallet' }).click({ timeout: STEP_TIMEOUT_MS });
    await networkQuiet(page, 1000);
    return { login, wallet: await take() };
  } finally {
    await browser.close().catch(() => {});
    await server.child.stop();
  }
}
