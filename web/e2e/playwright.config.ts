import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { E2E_ADMIN_TOKEN } from './fixtures/admin.ts';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'st-e2e-'));

/** Real Chromium (Debian's), against the production build served by the real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry so a timing hiccup on a loaded 2-core machine does not sink a run; Playwright reports
  // such a test as flaky, and scripts/test.sh prints the flaky count.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'bun server/src/index.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every test signs up its own players by e-mail from 127.0.0.1: far more than 20 codes an IP.
    // ADMIN_TOKEN opens the admin API, through which live.e2e.ts sends notifications, rewards and grants.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', CODE_LIMIT_PER_IP: '1000', ADMIN_TOKEN: E2E_ADMIN_TOKEN },
  },
});
