import { join } from 'node:path';

/** Where the sound harness is built for one Playwright project (projects may run side by side). */
export function soundHarnessDir(project: string): string {
  return join(import.meta.dirname, '../../../test-results', `sound-harness-${project}`);
}

/** The path sound.e2e.ts serves the harness under, on the app server's own origin. */
export const SOUND_HARNESS_PATH = '/sound-harness/';
