/**
 * Builds the production web bundle into dist/: the SPA from web/index.html (hashed assets under
 * dist/assets), the synthesised sounds (hashed WAVs beside them), the service worker with this
 * build's id, public files, and .br/.gz copies of everything compressible so the server never
 * compresses at request time.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeSounds } from './sounds/build-sounds.ts';
import { faviconSource, writeIcons } from './icons/build-icons.ts';
import { firstScreenFiles } from './precache.ts';
import { writePageChunks } from './page-chunks.ts';
import { LOGIN_SCREENS } from '../server/src/spa/page-preloads.ts';
import { markEagerScripts } from './compile-hints.ts';
import { chunkScripts, withNamedScripts } from './named-scripts.ts';
import { MENUS_SCRIPTS_ID, TOWN_SCRIPTS_ID } from '../web/src/lib/preload-in-slices.ts';
import { withFontHead, writeFonts } from './fonts.ts';
import { firstScreens, withFirstPaint, withBootScript } from './first-paint.tsx';
import { removeUnlinkedStyles, withSplitStyles } from './shell-styles.ts';
import { withInlineStyles } from './inline-styles.ts';
import { FIRST_SCREENS_FILE } from '../server/src/spa/first-screens.ts';
import { artVersion } from '../render/art/registry.ts';
import { reactRouterProduction } from './react-router-production.ts';

const root = join(import.meta.dir, '..');
const out = join(root, process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1]! : 'dist');
// The Docker image builds without them (--no-source-maps): production hands nobody the sources.
const sourcemap = process.argv.includes('--no-source-maps') ? 'none' : 'linked';

export async function build(outDir = out): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // Written first so the bundle can be told their hashed URLs.
  const soundUrls = writeSounds(outDir);
  // ART_VERSION: wearable pictures' URLs name the art they show, so the server lets them be cached for good.
  const define = { 'process.env.NODE_ENV': '"production"', BUILD_ID: JSON.stringify(id), SOUND_URLS: JSON.stringify(soundUrls), ART_VERSION: JSON.stringify(artVersion()) };

  const app = await Bun.build({
    entrypoints: [join(root, 'web/index.html')],
    outdir: outDir,
    target: 'browser',
    minify: true,
    splitting: true,
    // Small shared chunks without side effects folded into a larger one their importers load anyway
    // (Bun's advice for browsers): 133 scripts -> 116; the town needs 7 at once instead of 12, a
    // profile 7 instead of 13. Fewer requests, and fewer modulepreload links to add (issue 18).
    minChunkSize: 16384,
    sourcemap,
    // Absolute URLs: the shell is served at deep paths like /mossbeard/bag.
    publicPath: '/',
    define,
    plugins: [reactRouterProduction(root)],
    naming: { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
  });
  if (!app.success) throw new AggregateError(app.logs, 'web build failed');
  // The typeface, preloaded from the page's head (scripts/fonts.ts), and the splash drawn into the page
  // so it paints before the scripts have run, which are fetched after it (scripts/first-paint.tsx).
  const fonts = writeFonts(outDir);
  const shell = withFirstPaint(withFontHead(readFileSync(join(outDir, 'index.html'), 'utf8'), fonts.head));
  const screens = firstScreens();
  // The stylesheet in two: what those first screens can use holds the first paint, the rest does not (scripts/shell-styles.ts).
  const split = withSplitStyles(outDir, shell, screens);
  // The typeface's rules and that first part written into the HTML: no request between it and its first paint (scripts/inline-styles.ts).
  const html = withBootScript(withInlineStyles(outDir, split.html), split.styles);
  writeFileSync(join(outDir, 'index.html'), html);
  // The menus' scripts, which the app preloads one per task once the page has drawn, and the town's, which
  // it preloads so on a returning player's `/` (scripts/named-scripts.ts).
  const named = withNamedScripts(withNamedScripts(html, MENUS_SCRIPTS_ID, chunkScripts(outDir, 'menus')), TOWN_SCRIPTS_ID, chunkScripts(outDir, 'town-page'));
  writeFileSync(join(outDir, 'index.html'), named);
  removeUnlinkedStyles(outDir, html);
  writeFileSync(join(outDir, FIRST_SCREENS_FILE), JSON.stringify(screens));

  // Each page's scripts, which the server names on that page's boot script (modulepreloads, decision 0029).
  const pages = writePageChunks(outDir);
  // Only the first screen's files (scripts/precache.ts: the shell's scripts, styles and fonts and what
  // they import at once) and a visitor's sign-in screens; sounds and later screens are cached when first
  // fetched.
  const precache = [...firstScreenFiles(outDir), ...(pages[LOGIN_SCREENS] ?? [])];
  // Those scripts run as soon as they arrive: compiled while they download (scripts/compile-hints.ts).
  markEagerScripts(outDir, [...precache, ...Object.values(pages).flat()]);
  const worker = await Bun.build({
    entrypoints: [join(root, 'web/src/service-worker.ts')],
    outdir: outDir,
    target: 'browser',
    minify: true,
    define: { ...define, PRECACHE: JSON.stringify(precache) },
    naming: { entry: 'service-worker.js' },
  });
  if (!worker.success) throw new AggregateError(worker.logs, 'service worker build failed');

  const publicDir = join(root, 'web/public');
  if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
  await writeIcons(outDir, faviconSource(root));
  writeFileSync(join(outDir, 'build.json'), JSON.stringify({ id, builtAt: new Date().toISOString() }));
  precompress(outDir);
  return { id, ms: Math.round(performance.now() - started) };
}

// Not source maps: they are for a developer's own tools (the image has none), and compressing their
// 10 MB at brotli's best took three quarters of the build.
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;

function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.byteLength <= 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (import.meta.main) {
  const { id, ms } = await build();
  console.log(`built ${id} into ${out} in ${ms} ms`);
}
