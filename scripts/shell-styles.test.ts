import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirstScreens } from '../server/src/spa/first-screens.ts';
import { firstScreenClasses, inParts, removeUnlinkedStyles, withSplitStyles } from './shell-styles.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-shell-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const screens: FirstScreens = { splash: '<div class="splash">Bootstrapping</div>', pages: { '/board': { background: 'cream', html: '<main class="page page--cream"><h1 class="page__title">Board</h1></main>' } } };

test('the shell links the first part where the bundle linked it all; the rest is named for the boot script', () => {
  mkdirSync(join(dist, 'assets'));
  const bundle = '.splash{color:blue}.page__title{margin:0}.journeys{color:red}.profile-picture{width:10px}';
  writeFileSync(join(dist, 'assets/index-abc.css'), bundle);
  const html = '<head><link rel="stylesheet" href="/assets/fonts-1.css"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="manifest" href="/m"></head><body><div id="root"><div class="splash"></div></div></body>';
  const out = withSplitStyles(dist, html, screens);
  // The first part where the bundle linked it all; the second is the boot script's to ask for.
  const first = /<link rel="stylesheet" href="\/assets\/fonts-1.css"><link rel="stylesheet" crossorigin href="\/assets\/(index-\w+\.css)"><link rel="manifest"/.exec(out.html)?.[1];
  const rest = /^\/assets\/(late-\w+\.css)$/.exec(out.styles)?.[1];
  expect(first).toBeDefined();
  expect(rest).toBeDefined();
  // The server's own first screens (a player's picture) keep their rules in the first part too.
  expect(readFileSync(join(dist, 'assets', first!), 'utf8')).toBe('.splash{color:blue}.page__title{margin:0}.profile-picture{width:10px}');
  expect(readFileSync(join(dist, 'assets', rest!), 'utf8')).toBe('.journeys{color:red}');
  // Named after their content: the bundle's name (cached for good) never names other content.
  expect(existsSync(join(dist, 'assets/index-abc.css'))).toBe(false);
  expect(first).not.toBe('index-abc.css');
});

test("the second part in files of at most so many bytes, cut between top-level rules, in order, end to end the whole", () => {
  const rules = ['.a{color:red}', '@media (min-width:40em){.b{color:blue}.c{margin:0}}', '.d{padding:0}', '@keyframes k{0%{opacity:0}to{opacity:1}}', '.e{top:0}'];
  const css = rules.join('');
  expect(inParts(css, 1000)).toEqual([css]);
  const parts = inParts(css, 60);
  expect(parts.join('')).toBe(css);
  for (const part of parts) expect(part.length <= 60 || rules.includes(part)).toBe(true);
  // The grouping rule stays whole; a rule longer than the limit is a file of its own.
  expect(parts).toEqual(['.a{color:red}', '@media (min-width:40em){.b{color:blue}.c{margin:0}}', '.d{padding:0}@keyframes k{0%{opacity:0}to{opacity:1}}', '.e{top:0}']);
  expect(inParts('.a{x:1}.b{x:2}.c{x:3}', 14)).toEqual(['.a{x:1}.b{x:2}', '.c{x:3}']);
  // A statement that must open its sheet, or text the cut would lose, is an error, not a quiet change.
  expect(() => inParts('.a{x:1}@import "b.css";', 1000)).toThrow('cannot be cut before @import');
  expect(() => inParts('.a{x:1}/* note */.b{x:2}', 1000)).toThrow('not its rules end to end');
});

test('a shell without the bundle stylesheet link is an error, so a changed bundler is noticed', () => {
  expect(() => withSplitStyles(dist, '<head></head>', screens)).toThrow('no <link rel="stylesheet"');
});

test("the first screens' classes: the shell's, the build's first screens' and the server's templates'", () => {
  const classes = firstScreenClasses('<div id="root"><div class="splash splash--x"></div></div>', screens);
  for (const name of ['splash', 'splash--x', 'page', 'page--cream', 'page__title', 'profile-picture', 'bag-card', 'page--*', 'rarity--*']) expect(classes).toContain(name);
});

test("the chunks' own stylesheets, which nothing loads, are removed; what the shell names stays", () => {
  const out = mkdtempSync(join(tmpdir(), 'st-unlinked-'));
  try {
    mkdirSync(join(out, 'assets'));
    for (const name of ['fonts-1.css', 'index-2.css', 'late-3.css', 'menus-4.css', 'journeys-page-5.css', 'index-6.js']) writeFileSync(join(out, 'assets', name), 'x');
    for (const name of ['late-7.css', 'late-8.css']) writeFileSync(join(out, 'assets', name), 'x');
    const html = '<link rel="stylesheet" href="/assets/fonts-1.css"><link rel="stylesheet" crossorigin href="/assets/index-2.css"><script data-src="/assets/index-6.js" data-styles="/assets/late-3.css /assets/late-7.css /assets/late-8.css"></script>';
    expect(removeUnlinkedStyles(out, html).sort()).toEqual(['journeys-page-5.css', 'menus-4.css']);
    for (const name of ['fonts-1.css', 'index-2.css', 'late-3.css', 'late-7.css', 'late-8.css', 'index-6.js']) expect(existsSync(join(out, 'assets', name))).toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
