import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SHOTS_DIR } from './fixtures/shots.ts';
import { DISABLE_FEATURES_ENV, disabledFeatures } from './fixtures/spare-renderer.ts';

const root = join(import.meta.dirname, '../..');

/**
 * Builds every test harness once for the whole run (not per spec or worker). Playwright runs on
 * Node, so the bundling is done by the bun binary in a child process. Then works out Chromium's
 * --disable-features for the workers, which start after this and read it in playwright.config.ts
 * (fixtures/spare-renderer.ts says why).
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(join(root, 'node_modules/.bin/bun'), ['web/e2e/build-harnesses.ts'], { cwd: root, stdio: 'inherit' });
  process.env[DISABLE_FEATURES_ENV] = await disabledFeatures();
  if (SHOTS_DIR) console.log(`E2E_SHOTS: screenshots go to ${SHOTS_DIR}`);
}
