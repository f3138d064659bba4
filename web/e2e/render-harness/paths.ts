import { join } from 'node:path';

/** Where global setup builds the render harness, once for every project and worker. */
export function renderHarnessDir(): string {
  return join(import.meta.dirname, '../../../test-results/render-harness');
}

/** The path render-raster.e2e.ts serves the harness under, on the app server's own origin. */
export const RENDER_HARNESS_PATH = '/render-harness/';
