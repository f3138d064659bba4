/**
 * V8's explicit compile hint (issue 18: total blocking time): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has every function compiled while it downloads, on a background thread,
 * instead of each one on the main thread the first time it is called. The scripts a screen runs as soon
 * as it has them get it: the shell's and what it imports at once, and each page's own scripts. Chunks
 * loaded later on demand (sound, menus, dialogs, wallets) are left lazy: most of their code never runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint on the first line of each `.js` file at the URL paths `urls` under `outDir` (once, however
 * often it is asked), and moves its source map's lines down one to match. Returns the files it marked.
 */
export function markEagerScripts(outDir: string, urls: Iterable<string>): string[] {
  const marked: string[] = [];
  for (const url of new Set(urls)) {
    if (!url.endsWith('.js')) continue;
    const file = join(outDir, url);
    const body = readFileSync(file, 'utf8');
    if (body.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + body);
    shiftSourceMap(`${file}.map`);
    marked.push(url);
  }
  return marked;
}

/** A source map's `mappings` start with one `;` per generated line that maps nothing: one more for the hint's line. */
function shiftSourceMap(path: string): void {
  if (!existsSync(path)) return;
  const map = JSON.parse(readFileSync(path, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  writeFileSync(path, JSON.stringify(map));
}
