import { join } from 'node:path';

/** Where the render harness is built for one Playwright project (projects may run side by side). */
export function renderHarnessDir(project: string): string {
  return join(import.meta.dirname, '../../../test-results', `render-harness-${project}`);
}

/** The path render-raster.e2e.ts serves the harness under, on the app server's own origin. */
export const RENDER_HARNESS_PATH = '/render-harness/';
