/**
 * The town's typeface, shipped with the app (issue 17): Nunito (SIL Open Font License 1.1) from
 * @fontsource-variable/nunito, the Latin subset only, one variable file for every weight the pages
 * use (600 to 900). The build copies it beside the bundle under a content hash, writes a small
 * stylesheet of @font-face rules (our face, and a fallback face over the local Arial-metric sans
 * scaled to Nunito's width and line metrics, so the text does not move when the face arrives) and
 * puts a preload of the face and that stylesheet into the page's head (the build then writes the
 * stylesheet into the HTML: scripts/inline-styles.ts). The CSS names both first in --font (styles/theme.css).
 * `font-display: optional`: the first paint waits up to 100 ms for the face (a cached or quick one is
 * there by then); a face later than that is kept for the next load, and this one stays in the fallback
 * until a later change of page (web/src/lib/late-face.ts).
 * With `swap`, the HTML's first screen, which since its styles are in the HTML paints before the face
 * can have come, painted in the fallback, whose lines are a few pixels narrower: the app then drew the
 * same words in our face, a second and larger largest paint (and a cached face flashed the fallback).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_FAMILY, FONT_FAMILY, FONT_WEIGHTS, LATIN_RANGE } from '../domain/typeface.ts';

const root = join(import.meta.dir, '..');
export const FONT_FILE = join(root, 'node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2');

/**
 * Nunito's metrics (hhea: ascender 1011, descender -353, line gap 0 per 1000 units) and the width
 * ratio of Nunito to Arial/Liberation Sans, measured in Chromium over a paragraph of the town's own
 * text: 1.017 at weight 400, 0.984 at 700, 1.007 at 800 (the pages' most used), so no scaling; the
 * line metrics are what keep the lines from moving.
 */
export const FALLBACK_METRICS = { sizeAdjust: 1, ascent: 1.011, descent: 0.353, lineGap: 0 } as const;

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The @font-face rules for the face at `url` and its metric-matched fallback. */
export function fontFaceCss(url: string): string {
  const { sizeAdjust, ascent, descent, lineGap } = FALLBACK_METRICS;
  return [
    `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-weight:${FONT_WEIGHTS};font-display:optional;src:url(${url}) format('woff2');unicode-range:${LATIN_RANGE}}`,
    `@font-face{font-family:'${FALLBACK_FAMILY}';src:local('Arial'),local('Liberation Sans'),local('Helvetica'),local('DejaVu Sans');size-adjust:${pct(sizeAdjust)};ascent-override:${pct(ascent / sizeAdjust)};descent-override:${pct(descent / sizeAdjust)};line-gap-override:${pct(lineGap)}}`,
  ].join('');
}

/** A file's name part from its content, so a name the server lets be cached for good never names other content. */
export const hashOf = (body: Buffer | string) => createHash('sha256').update(body).digest('hex').slice(0, 10);

/**
 * Copies the face into `outDir/assets` and writes its stylesheet there, both under content hashes;
 * returns their URLs and the head markup.
 */
export function writeFonts(outDir: string): { urls: string[]; head: string } {
  const url = `/assets/nunito-latin-${hashOf(readFileSync(FONT_FILE))}.woff2`;
  const css = fontFaceCss(url);
  const cssUrl = `/assets/fonts-${hashOf(css)}.css`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  copyFileSync(FONT_FILE, join(outDir, url));
  writeFileSync(join(outDir, cssUrl), css);
  const head = `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="${cssUrl}">`;
  return { urls: [url, cssUrl], head };
}

/** Puts the font's head markup into a built index.html, before its first stylesheet. */
export function withFontHead(html: string, head: string): string {
  const at = html.indexOf('<link rel="stylesheet"');
  return at === -1 ? html.replace('</head>', `${head}</head>`) : `${html.slice(0, at)}${head}${html.slice(at)}`;
}
