/**
 * The scripts each lazily loaded page needs before it can draw (issue 18): its own chunk
 * (`assets/<name>-page-<hash>.js`, named after web/src/features/.../<name>-page.tsx) and the chunks it
 * imports at once, less what the shell loads anyway. The server names them on that page's boot script
 * (server/src/spa/page-preloads.ts), which asks for them as modulepreloads with the main script, so
 * they download alongside it instead of after it has run. The visitor's sign-in screens
 * (`assets/login-screens-<hash>.js`, web/src/features/login/components/login-screens.tsx) are listed
 * the same way, as `login-screens`: a visitor's boot script asks for them on the town's pages.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenFiles, loadedAtOnce } from './precache.ts';
import { LOGIN_SCREENS, PAGE_CHUNKS_FILE } from '../server/src/spa/page-preloads.ts';
const PAGE_CHUNK = new RegExp(`^(.+-page|${LOGIN_SCREENS})-[a-z0-9]+\\.js$`);

/** `{ "<name>-page": ["/assets/<name>-page-<hash>.js", "/assets/<shared>.js", ...] }` for the build in `outDir`. */
export function pageChunks(outDir: string): Record<string, string[]> {
  const shell = new Set(firstScreenFiles(outDir));
  const pages: Record<string, string[]> = {};
  for (const file of readdirSync(join(outDir, 'assets')).sort()) {
    const name = PAGE_CHUNK.exec(file)?.[1];
    if (!name) continue;
    pages[name] = loadedAtOnce(outDir, [`/assets/${file}`]).filter((url) => url.endsWith('.js') && !shell.has(url));
  }
  return pages;
}

/** Writes the build's page scripts for the server, and returns them. */
export function writePageChunks(outDir: string): Record<string, string[]> {
  const pages = pageChunks(outDir);
  writeFileSync(join(outDir, PAGE_CHUNKS_FILE), JSON.stringify(pages));
  return pages;
}
