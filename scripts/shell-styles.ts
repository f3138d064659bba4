/**
 * The built shell's stylesheet split in two (scripts/css-split.ts, issue 18): the first part, which the
 * shell's first screens can use, stays where the whole was linked (the build then writes it into the HTML:
 * scripts/inline-styles.ts); the rest is asked for by the boot
 * script once the page has painted (or when the app asks first), with `media="print"`, so it
 * holds no paint, and the app turns it on before its first render (web/src/lib/late-styles.ts). Each part
 * is named after its own content, as the bundler names files, since the server lets /assets/ files be
 * cached for good.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstScreens } from '../server/src/spa/first-screens.ts';
import { markupClasses, splitCss } from './css-split.ts';
import { hashOf } from './fonts.ts';

const root = join(import.meta.dir, '..');
const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/(index-[\w-]+\.css)">/;

/** The server's own first screens: a player's page and bag, drawn from these templates at request time. */
const SERVER_SCREENS = ['server/src/spa/profile-screen.ts', 'server/src/spa/bag-screen.ts'];

/** Every class the first screens can draw before the app runs: the shell's splash, the build's first screens, the server's. */
export function firstScreenClasses(html: string, screens: FirstScreens): Set<string> {
  const markup = [html, screens.splash, ...Object.values(screens.pages).map((page) => page.html), ...(screens.trail ?? []), ...SERVER_SCREENS.map((file) => readFileSync(join(root, file), 'utf8'))];
  return markupClasses(markup.join('\n'));
}

const nameOf = (prefix: string, css: string) => `${prefix}-${hashOf(css)}.css`;

/**
 * Splits the stylesheet `html` links in `outDir`: returns `html` linking the first part where the whole
 * was, and the second part's address, for the boot script (domain/boot-script.ts). Throws if the
 * bundler's link is not there.
 */
export function withSplitStyles(outDir: string, html: string, screens: FirstScreens): { html: string; styles: string } {
  const file = SHELL_STYLESHEET.exec(html)?.[1];
  if (!file) throw new Error('the shell has no <link rel="stylesheet" crossorigin href="/assets/index-....css"> to split');
  const path = join(outDir, 'assets', file);
  const { first, rest } = splitCss(readFileSync(path, 'utf8'), firstScreenClasses(html, screens));
  const firstName = nameOf('index', first);
  const restName = nameOf('late', rest);
  rmSync(path);
  writeFileSync(join(outDir, 'assets', firstName), first);
  writeFileSync(join(outDir, 'assets', restName), rest);
  return { html: html.replace(SHELL_STYLESHEET, () => `<link rel="stylesheet" crossorigin href="/assets/${firstName}">`), styles: `/assets/${restName}` };
}

/**
 * Removes the stylesheets under `outDir`/assets that `html` (the finished shell) does not name. The
 * bundler also writes each lazy chunk's rules to a file of its own, which nothing loads: they are all in
 * the shell's stylesheet. Returns the names removed.
 */
export function removeUnlinkedStyles(outDir: string, html: string): string[] {
  const linked = new Set([...html.matchAll(/"\/assets\/([\w.-]+\.css)"/g)].map((m) => m[1]));
  const unlinked = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.css') && !linked.has(name));
  for (const name of unlinked) rmSync(join(outDir, 'assets', name));
  return unlinked;
}
