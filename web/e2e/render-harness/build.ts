/** Bundles the render harness page. Run with bun: `bun web/e2e/render-harness/build.ts <project>`. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_HARNESS_PATH, renderHarnessDir } from './paths.ts';

if (import.meta.main) {
  const out = renderHarnessDir(process.argv[2] ?? 'default');
  rmSync(out, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, 'index.html')],
    outdir: out,
    target: 'browser',
    sourcemap: 'linked',
    publicPath: RENDER_HARNESS_PATH,
    naming: { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'render harness build failed');
  console.log(`render harness in ${out}`);
}
