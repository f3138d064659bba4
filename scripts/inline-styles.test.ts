import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withInlineStyles } from './inline-styles.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-inline-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/fonts-1.css'), "@font-face{font-family:'F';src:url(/assets/f-1.woff2)}");
writeFileSync(join(dist, 'assets/index-2.css'), '.splash{color:blue}');

test('each stylesheet link becomes a <style> with its file, in its place; other links stay', () => {
  const html = '<head><link rel="preload" href="/assets/f-1.woff2" as="font"><link rel="stylesheet" href="/assets/fonts-1.css"><link rel="stylesheet" crossorigin href="/assets/index-2.css"><link rel="manifest" href="/m"></head>';
  expect(withInlineStyles(dist, html)).toBe(
    "<head><link rel=\"preload\" href=\"/assets/f-1.woff2\" as=\"font\"><style>@font-face{font-family:'F';src:url(/assets/f-1.woff2)}</style><style>.splash{color:blue}</style><link rel=\"manifest\" href=\"/m\"></head>",
  );
});

test('a shell with no stylesheet link is an error, so a changed build is noticed', () => {
  expect(() => withInlineStyles(dist, '<head><link rel="manifest" href="/m"></head>')).toThrow('links no stylesheet');
});

test('a stylesheet holding "</style" is refused: the HTML parser would end the <style> there', () => {
  writeFileSync(join(dist, 'assets/index-3.css'), '.a::after{content:"</style>"}');
  expect(() => withInlineStyles(dist, '<link rel="stylesheet" crossorigin href="/assets/index-3.css">')).toThrow('</style');
});
