/**
 * The menus' scripts, named in the shell (issue 18: total blocking time). The menus are asked for once a
 * page has drawn (web/src/app/layouts.tsx). Asked for with `import()`, the bundler's loader adds a
 * modulepreload for each of the some 15 chunks they import at once, all in one task: about 75 ms of a
 * phone's CPU (4x slowed) in the browser's resource loading, 105 ms with the call, one long task. Named
 * here, the app preloads them one per task first (web/src/lib/preload-in-slices.ts), and the loader then
 * finds each already in the browser's module map.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MENUS_SCRIPTS_ID } from '../web/src/lib/preload-in-slices.ts';
import { firstScreenFiles, loadedAtOnce } from './precache.ts';

const MENUS_CHUNK = /^menus-[a-z0-9]+\.js$/;

/** The menus' chunk and the scripts it imports at once, less what the shell loads anyway. Throws if the build has no menus chunk. */
export function menusScripts(outDir: string): string[] {
  const chunk = readdirSync(join(outDir, 'assets')).find((file) => MENUS_CHUNK.test(file));
  if (!chunk) throw new Error('the build has no assets/menus-<hash>.js (web/src/app/menus.tsx, loaded with import())');
  const shell = new Set(firstScreenFiles(outDir));
  return loadedAtOnce(outDir, [`/assets/${chunk}`]).filter((url) => url.endsWith('.js') && !shell.has(url));
}

/** `html` with `urls` as a JSON list just before `</body>`, where the app reads them; throws if there is no `</body>`. */
export function withMenusScripts(html: string, urls: string[]): string {
  if (!html.includes('</body>')) throw new Error('the shell has no </body> to name the menus scripts before');
  const element = `<script type="application/json" id="${MENUS_SCRIPTS_ID}">${JSON.stringify(urls)}</script>`;
  return html.replace('</body>', () => `${element}</body>`);
}
