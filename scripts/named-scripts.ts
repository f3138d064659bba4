/**
 * Scripts the app asks for with `import()`, named in the shell (issue 18: total blocking time): the menus,
 * asked for once a page has drawn (web/src/app/layouts.tsx), and the town, asked for at once on a returning
 * player's `/` (web/src/app/router.tsx). Asked for with `import()` alone, the bundler's loader adds a
 * modulepreload for each chunk such a script imports at once, all in one task: for the menus' some 15
 * chunks about 75 ms of a phone's CPU (4x slowed) in the browser's resource loading, 105 ms with the call,
 * one long task; for the town's, 35-45 ms (4x slowed). Named here, the app preloads them one per task first
 * (web/src/lib/preload-in-slices.ts), and the loader then finds each already in the browser's module map.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenFiles, loadedAtOnce } from './precache.ts';

/**
 * The chunk `assets/<name>-<hash>.js` and the scripts it imports at once, less what the shell loads
 * anyway. Throws if the build has no such chunk.
 */
export function chunkScripts(outDir: string, name: string): string[] {
  const pattern = new RegExp(`^${name}-[a-z0-9]+\\.js$`);
  const chunk = readdirSync(join(outDir, 'assets')).find((file) => pattern.test(file));
  if (!chunk) throw new Error(`the build has no assets/${name}-<hash>.js (loaded with import())`);
  const shell = new Set(firstScreenFiles(outDir));
  return loadedAtOnce(outDir, [`/assets/${chunk}`]).filter((url) => url.endsWith('.js') && !shell.has(url));
}

/** `html` with `urls` as a JSON list under `id` just before `</body>`, where the app reads them; throws if there is no `</body>`. */
export function withNamedScripts(html: string, id: string, urls: string[]): string {
  if (!html.includes('</body>')) throw new Error('the shell has no </body> to name the scripts before');
  const element = `<script type="application/json" id="${id}">${JSON.stringify(urls)}</script>`;
  return html.replace('</body>', () => `${element}</body>`);
}
