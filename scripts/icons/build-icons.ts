/**
 * Writes the installable app's files into a build (issue 18): the web app manifest and its icons,
 * drawn from the town's own SVG art (render/art/town-icons.ts, web/favicon.svg) by sharp.
 *   /manifest.webmanifest            name, colours, standalone window, scope, shortcuts, icons
 *   /icons/icon-192.png, icon-512.png    the rounded tile (purpose any)
 *   /icons/maskable-512.png          full bleed, the scene inside the safe circle (purpose maskable)
 *   /apple-touch-icon.png            180 px, full bleed (iOS rounds it and would fill transparency black)
 *   /favicon.ico                     the favicon's gem at 16, 32 and 48 px, for what asks for /favicon.ico
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PAGES, SITE_TITLE } from '../../domain/routes.ts';
import { appIcon, maskableIcon } from '../../render/art/town-icons.ts';
import { encodeIco } from './ico.ts';

export const THEME_COLOUR = '#2d5bd3';
/** The town's green (theme.css --bg-green): the launch screen matches the first page. */
export const BACKGROUND_COLOUR = '#a7d67e';
/** Where the bag shortcut lands: the town sends a signed-in player on to their own bag (web/src/app/shortcut.ts). */
export const BAG_SHORTCUT = '/?open=bag';

// As a palette: the icons are flat illustrated colours, so 256 of them look the same and weigh half
// (icon-192 10.5 -> 5.2 KB). The browser fetches the manifest's icon while the page loads, beside what
// paints it (issue 18).
const png = (svg: string, size: number) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 100, effort: 7 }).toBuffer();

export function manifest() {
  return {
    id: '/',
    name: SITE_TITLE,
    short_name: SITE_TITLE,
    description: 'A community town for avatar holders. Explore, earn your cool score, dress your explorer.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    // A second launch of the installed app focuses the window already open instead of opening another.
    launch_handler: { client_mode: 'focus-existing' },
    categories: ['games', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: PAGES.journeys.title, short_name: PAGES.journeys.title, description: 'Your journeys and their tasks', url: PAGES.journeys.path, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Your bag', short_name: 'Bag', description: 'The wearables and avatars you hold', url: BAG_SHORTCUT, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

/** Renders the icons and writes the manifest into `outDir`. */
export async function writeIcons(outDir: string, faviconSvg: string): Promise<void> {
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  const any = appIcon();
  const full = maskableIcon();
  const [i192, i512, m512, apple, f16, f32, f48] = await Promise.all([
    png(any, 192), png(any, 512), png(full, 512), png(full, 180),
    png(faviconSvg, 16), png(faviconSvg, 32), png(faviconSvg, 48),
  ]);
  writeFileSync(join(outDir, 'icons/icon-192.png'), i192);
  writeFileSync(join(outDir, 'icons/icon-512.png'), i512);
  writeFileSync(join(outDir, 'icons/maskable-512.png'), m512);
  writeFileSync(join(outDir, 'apple-touch-icon.png'), apple);
  writeFileSync(join(outDir, 'favicon.ico'), encodeIco([{ size: 16, png: f16 }, { size: 32, png: f32 }, { size: 48, png: f48 }]));
  writeFileSync(join(outDir, 'manifest.webmanifest'), `${JSON.stringify(manifest(), null, 2)}\n`);
  // Linked after bundling: the bundler would try to resolve these root URLs as source files.
  const shell = join(outDir, 'index.html');
  writeFileSync(shell, readFileSync(shell, 'utf8').replace('</head>', `${HEAD_LINKS}</head>`));
}

/**
 * The favicon is the ICO, not its SVG source: Chromium fetches a page's favicon through the page's own
 * renderer, and an SVG one is drawn there in a document of its own, a main-thread task of 3-23 ms during
 * the town's start-up in Lighthouse's traces (issue 18); the ICO's small PNGs decode in well under 1 ms.
 */
const HEAD_LINKS =
  '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"><link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/apple-touch-icon.png">';

/** The favicon's drawing (web/favicon.svg), the source of favicon.ico, which the shell links. */
export const faviconSource = (root: string) => readFileSync(join(root, 'web/favicon.svg'), 'utf8');
