/**
 * The built shell's stylesheet split in two (scripts/css-split.ts, issue 18): the first part, which the
 * shell's first screens can use, stays where the whole was linked (the build then writes it into the HTML:
 * scripts/inline-styles.ts); the rest, in a few files (`inParts`), is asked for by the boot
 * script once the page has painted (or when the app asks first), with `media="print"`, so it
 * holds no paint, and the app turns each on before its first render (web/src/lib/late-styles.ts). Each file
 * is named after its own content, as the bundler names files, since the server lets /assets/ files be
 * cached for good.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstScreens } from '../server/src/spa/first-screens.ts';
import { markupClasses, parseRules, ruleText, splitCss } from './css-split.ts';
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
 * The second part's files are at most this long (but for a single longer rule). The browser parses each
 * file in a task of its own: one 125 KB file took 8.3 ms there, four took 4.0 ms at most (median of 10
 * loads, unslowed, this machine). Lighthouse's simulation leaves out tasks under 10 ms and counts each
 * longer one 16 times over in its slowed pass, so a slower phone would have had the one file's parse
 * counted (issue 18).
 */
export const LATE_PART_BYTES = 32 * 1024;

/**
 * `css` cut between its top-level rules into consecutive parts of at most `maxBytes` (a longer rule is a
 * part of its own). Linked one after another, in order, they are the same cascade as the whole. Throws
 * on a statement that must open its sheet (`@import`, `@charset`, `@namespace`) or on text the cut
 * would lose, so nothing is dropped unnoticed.
 */
export function inParts(css: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const rule of parseRules(css)) {
    if (/^@(import|charset|namespace)\b/.test(rule.prelude)) throw new Error(`the stylesheet's second part cannot be cut before ${rule.prelude}`);
    const text = ruleText(rule);
    if (part && part.length + text.length > maxBytes) {
      parts.push(part);
      part = '';
    }
    part += text;
  }
  if (part) parts.push(part);
  if (parts.join('') !== css) throw new Error("the stylesheet's second part is not its rules end to end (a comment?): it would not survive the cut");
  return parts;
}

/**
 * Splits the stylesheet `html` links in `outDir`: returns `html` linking the first part where the whole
 * was, and the second part's files' addresses (`LATE_PART_BYTES` each at most), in order and apart by
 * spaces, for the boot script (domain/boot-script.ts). Throws if the bundler's link is not there.
 */
export function withSplitStyles(outDir: string, html: string, screens: FirstScreens): { html: string; styles: string } {
  const file = SHELL_STYLESHEET.exec(html)?.[1];
  if (!file) throw new Error('the shell has no <link rel="stylesheet" crossorigin href="/assets/index-....css"> to split');
  const path = join(outDir, 'assets', file);
  const { first, rest } = splitCss(readFileSync(path, 'utf8'), firstScreenClasses(html, screens));
  const firstName = nameOf('index', first);
  rmSync(path);
  writeFileSync(join(outDir, 'assets', firstName), first);
  const restNames = inParts(rest, LATE_PART_BYTES).map((part) => {
    const name = nameOf('late', part);
    writeFileSync(join(outDir, 'assets', name), part);
    return name;
  });
  return { html: html.replace(SHELL_STYLESHEET, () => `<link rel="stylesheet" crossorigin href="/assets/${firstName}">`), styles: restNames.map((name) => `/assets/${name}`).join(' ') };
}

/**
 * Removes the stylesheets under `outDir`/assets that `html` (the finished shell) does not name. The
 * bundler also writes each lazy chunk's rules to a file of its own, which nothing loads: they are all in
 * the shell's stylesheet. Returns the names removed.
 */
export function removeUnlinkedStyles(outDir: string, html: string): string[] {
  const linked = new Set([...html.matchAll(/(?<=["\s])\/assets\/([\w.-]+\.css)(?=["\s])/g)].map((m) => m[1]));
  const unlinked = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.css') && !linked.has(name));
  for (const name of unlinked) rmSync(join(outDir, 'assets', name));
  return unlinked;
}
