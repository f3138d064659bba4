/**
 * `bun render/art/build.ts [--out <dir>]`: draws every layer image ahead of time into
 * `<dir>/<artVersion>/...` (default ./data/cache/traits, where the server looks). Optional: the server
 * draws any missing image on first use; this just moves that work to build time (e.g. in the Docker image).
 */
import { resolve } from 'node:path';
import { buildAll, createLayerStore } from './layer-store.ts';

if (import.meta.main) {
  const at = process.argv.indexOf('--out');
  const root = resolve(at > 0 ? process.argv[at + 1]! : 'data/cache/traits');
  const started = performance.now();
  const store = createLayerStore(root);
  const n = await buildAll(store);
  console.log(`drew ${n} layer images into ${store.dir()} in ${Math.round(performance.now() - started)} ms`);
}
