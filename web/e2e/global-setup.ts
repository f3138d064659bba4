import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** Playwright runs on Node, so the harness is bundled by the bun binary in a child process. */
export default function globalSetup(): void {
  execFileSync(join(root, 'node_modules/.bin/bun'), ['web/e2e/harness/build.ts'], { cwd: root, stdio: 'inherit' });
}
