import { join } from 'node:path';

/** Where global setup builds the sound harness, once for every project and worker. */
export function soundHarnessDir(): string {
  return join(import.meta.dirname, '../../../test-results/sound-harness');
}

/** The path sound.e2e.ts serves the harness under, on the app server's own origin. */
export const SOUND_HARNESS_PATH = '/sound-harness/';
