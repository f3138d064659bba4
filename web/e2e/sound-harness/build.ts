/**
 * Builds the sound harness, wired to the sounds of an existing build (dist/) the same way
 * scripts/build.ts wires the app. global-setup.ts runs it through build-harnesses.ts.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { findBuiltSounds } from '../../../scripts/sounds/build-sounds.ts';
import { SOUND_HARNESS_PATH, soundHarnessDir } from './paths.ts';

const root = join(import.meta.dir, '../../..');

/** Bundles the harness page into `outDir`; throws with Bun's logs when the build fails. */
export async function buildSoundHarness(outDir = soundHarnessDir(), distDir = join(root, process.env.DIST_DIR ?? 'dist')): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, 'index.html')],
    outdir: outDir,
    target: 'browser',
    sourcemap: 'linked',
    splitting: true,
    publicPath: SOUND_HARNESS_PATH,
    define: { SOUND_URLS: JSON.stringify(findBuiltSounds(distDir)) },
    naming: { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'sound harness build failed');
}

if (import.meta.main) {
  await buildSoundHarness();
  console.log(`sound harness in ${soundHarnessDir()}`);
}
