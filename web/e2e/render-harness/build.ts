/** Bundles the render harness page (global-setup.ts runs it through build-harnesses.ts). */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_HARNESS_PATH, renderHarnessDir } from './paths.ts';

/** Bundles the harness page into `outDir`; throws with Bun's logs when the build fails. */
export async function buildRenderHarness(outDir = renderHarnessDir()): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, 'index.html')],
    outdir: outDir,
    target: 'browser',
    sourcemap: 'linked',
    publicPath: RENDER_HARNESS_PATH,
    naming: { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'render harness build failed');
}

if (import.meta.main) {
  await buildRenderHarness();
  console.log(`render harness in ${renderHarnessDir()}`);
}
