/**
 * What the service worker downloads when it installs (issue 18): only what the first screen needs, the
 * files the built shell links (its scripts, styles, preloads and icon) and everything those load at once
 * (static `import ... from`, CSS `url()` and `@import`), never what they load on demand (`import()`):
 * later screens, sounds and pictures are cached the first time they are fetched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// data-src, data-styles: the app's script and the second part of its stylesheet (files apart by spaces), asked for by the shell's boot script (domain/boot-script.ts).
const SHELL_URLS = /\s(?:data-src|data-styles|src|href)="(\/assets\/[^"]+)"/g;
// `import{a as b}from"./chunk.js"`, `import"./x.js"`, `export{c}from"/assets/y.js"`; not `import("...")`.
const STATIC_IMPORTS = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const CSS_URLS = /(?:url\(\s*["']?|@import\s+["'])([^"')\s]+)/g;

/** The first screen's files under `outDir`, as absolute URL paths, the shell's own first. */
export function firstScreenFiles(outDir: string): string[] {
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  return loadedAtOnce(outDir, [...shell.matchAll(SHELL_URLS)].flatMap((m) => m[1]!.split(' ')));
}

/** `urls` and everything they load at once (static imports, CSS `url()` and `@import`), in visiting order. */
export function loadedAtOnce(outDir: string, urls: string[]): string[] {
  const found = new Set<string>();
  const visit = (url: string) => {
    if (found.has(url) || !url.startsWith('/assets/') || !existsSync(join(outDir, url))) return;
    found.add(url);
    if (url.endsWith('.js')) for (const m of readFileSync(join(outDir, url), 'utf8').matchAll(STATIC_IMPORTS)) visit(resolve(url, m[1]!));
    if (url.endsWith('.css')) for (const m of readFileSync(join(outDir, url), 'utf8').matchAll(CSS_URLS)) visit(resolve(url, m[1]!));
  };
  for (const url of urls) visit(url);
  return [...found];
}

/** `ref` as written in the file at URL `from`, as an absolute URL path (query and hash dropped). */
function resolve(from: string, ref: string): string {
  return new URL(ref, `http://x${from}`).pathname;
}
