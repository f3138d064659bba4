/**
 * Builds the component harness (index.html + harness.tsx + the app's CSS) into test-results/harness/.
 * Run with bun; Playwright's global setup calls it before the browser tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '../../..');
export const HARNESS_OUT = join(root, 'test-results/harness');

/** Bundles the harness page; throws with Bun's logs when the build fails. */
export async function buildHarness(outDir = HARNESS_OUT): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, 'index.html')],
    outdir: outDir,
    target: 'browser',
    minify: false,
    sourcemap: 'linked',
    publicPath: '/',
    // The development build of React: its warnings reach the console, where the spec looks for errors.
    define: { 'process.env.NODE_ENV': '"development"' },
    naming: { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'harness build failed');
  return result.outputs.map((output) => output.path);
}

if (import.meta.main) {
  const files = await buildHarness();
  console.log(`harness: ${files.length} files in ${HARNESS_OUT}`);
}
