import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SHOTS_DIR } from './fixtures/shots.ts';

const root = join(import.meta.dirname, '../..');

/**
 * Builds every test harness once for the whole run (not per spec or worker). Playwright runs on
 * Node, so the bundling is done by the bun binary in a child process.
 */
export default function globalSetup(): void {
  execFileSync(join(root, 'node_modules/.bin/bun'), ['web/e2e/build-harnesses.ts'], { cwd: root, stdio: 'inherit' });
  if (SHOTS_DIR) console.log(`E2E_SHOTS: screenshots go to ${SHOTS_DIR}`);
}
