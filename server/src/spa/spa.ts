import { Hono } from 'hono';
import { isAppPath, PAGES, pageTitle } from '../../../domain/routes.ts';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matches } from '../images/etag.ts';
import { loadAssets, negotiate, type Asset } from './assets.ts';
import { FIRST_SCREENS_FILE, hasFirstScreen, withFirstScreen, withScreen, type FirstScreens } from './first-screens.ts';
import { playerOf, withPlayerAnswers, type LoadAnswers } from './page-answers.ts';
import { profileFirstScreen } from './profile-screen.ts';
import { bagFirstScreen } from './bag-screen.ts';
import { journeysFirstScreen, withTrailOutline, type LoadTrail } from './journeys-screen.ts';
import { artVersion } from '../../../render/art/registry.ts';
import { PAGE_CHUNKS_FILE, pageScripts, visitorScripts, withPagePreloads } from './page-preloads.ts';
import { NOINDEX, playerPage, playerTitle, shareTags, townPage, withShareTags, type FindPlayer } from './share-tags.ts';

export interface ShareOptions {
  /** Looks a player up by slug (see playerFinder); absent: player pages get the plain shell. */
  findPlayer: FindPlayer;
  /** The origin users see (PUBLIC_URL): link previews need absolute URLs. */
  publicUrl: string;
  /** A player's profile and bag as the API answers them (page-answers.ts); absent: their pages carry none. */
  loadAnswers?: LoadAnswers;
  /** The trail's first stops (journeys-screen.ts); absent: `/journeys` gets the plain splash. */
  loadTrail?: LoadTrail;
}

/**
 * Serves the built SPA: exact files first, then index.html for every app route (SPEC section 2).
 * Unknown deep paths still get the shell, with a 404 status, so the app can show its own page.
 * A player's page gets the shell with link-preview tags (share-tags.ts). Source maps are served only
 * with `sourceMaps` (not in production).
 */
export function spaRoutes(distDir: string | undefined, share?: ShareOptions, { sourceMaps = true }: { sourceMaps?: boolean } = {}) {
  const assets = distDir ? loadAssets(distDir, { sourceMaps }) : new Map<string, Asset>();
  const shell = assets.get('/index.html');
  const shellHtml = shell ? new TextDecoder().decode(shell.body) : '';
  const chunks = pageChunks(assets);
  const screens = firstScreens(assets);
  // Shells that are the same for everyone (`/`, `/board`, and every named page's), made once per encoding.
  const madeOnce = new Map<string, Asset>();
  const once = (key: string, make: () => Asset) => {
    const made = madeOnce.get(key) ?? make();
    madeOnce.set(key, made);
    return made;
  };
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const file = assets.get(path);
    if (file && path !== '/index.html') return send(c.req.raw, file, 200);
    if (path.startsWith('/assets/') || !shell) {
      return shell ? c.text('Not found', 404) : c.text('The web app is not built yet: run `bun run build`.', 503);
    }
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const scripts = pageScripts(chunks, path);
    const forVisitors = visitorScripts(chunks, path);
    const preloads = [...scripts, ...forVisitors].join(' ');
    const preloaded = (html: string) => withPagePreloads(html, scripts, forVisitors);
    const town = share ? townPage(path, share.publicUrl) : null;
    if (town) {
      // Only `/` and `/board`: the same bytes for everyone, made once, with brotli too.
      return send(c.req.raw, once(`${path} ${gzip}`, () => personalised(shell, preloaded(withShareTags(withFirstScreen(shellHtml, screens, path), town.title, town.tags)), gzip, true)), 200);
    }
    const page = share ? playerPage(path) : null;
    // The page's answers name the player too; their own lookup only when there are none (no API, or it failed).
    const answers = share?.loadAnswers && page ? await share.loadAnswers(page.slug, { bagPage: page.bag }) : null;
    // A lookup that fails (the database unreachable) is not 'no such player': the plain shell, as a 503.
    const player = answers ? playerOf(answers) : share && page ? await share.findPlayer(page.slug).catch(() => undefined) : null;
    if (player === undefined) return send(c.req.raw, shell, 503);
    if (share && page && player) {
      let html = preloaded(withShareTags(shellHtml, playerTitle(player, page), shareTags(player, page, share.publicUrl)));
      if (answers) {
        // Drawn from the answers the app then draws the same page from: name and picture, or the bag's first cards.
        const screen = answers.user ? profileFirstScreen({ user: answers.user, bag: answers.bag }) : bagFirstScreen(answers.bag, artVersion());
        html = withPlayerAnswers(withScreen(html, screens, screen), page.slug, answers);
      }
      return send(c.req.raw, personalised(shell, html, gzip), 200);
    }
    // No such player: a real 404 (no soft 404 for search engines), and the app still shows its own page.
    if (share && page) return send(c.req.raw, personalised(shell, preloaded(withShareTags(shellHtml, pageTitle(), NOINDEX)), gzip), 404);
    // `/journeys`: its frame and the trail's first stops, read for each request (an admin may change them;
    // PGlite keeps them until the next write).
    const trail = share?.loadTrail && isJourneysPath(path) ? await share.loadTrail() : null;
    const trailScreen = trail ? journeysFirstScreen(screens, trail) : null;
    if (trail && trailScreen) return send(c.req.raw, personalised(shell, withTrailOutline(preloaded(withScreen(shellHtml, screens, trailScreen)), trail), gzip), 200);
    const status = isAppPath(path) ? 200 : 404;
    const keyPath = hasFirstScreen(screens, path) ? path : '';
    if ((!preloads && !keyPath) || status !== 200) return send(c.req.raw, shell, status);
    // A named page (`/journeys`, `/shop/orders/<id>`, ...): keyed by its preloads, so order ids make no new
    // entries (and by its path only when it has a first screen: a fixed few).
    return send(c.req.raw, once(`${keyPath} ${preloads} ${gzip}`, () => personalised(shell, preloaded(withFirstScreen(shellHtml, screens, path)), gzip, true)), 200);
  });
  return app;
}

const isJourneysPath = (path: string) => (path.replace(/\/+$/, '') || '/') === PAGES.journeys.path;

/** The build's page-chunks.json (scripts/page-chunks.ts), or none (an older or hand-made build). */
function pageChunks(assets: Map<string, Asset>): Record<string, string[]> {
  const file = assets.get(`/${PAGE_CHUNKS_FILE}`);
  return file ? (JSON.parse(new TextDecoder().decode(file.body)) as Record<string, string[]>) : {};
}

/** The build's first-screens.json (scripts/first-paint.tsx), or none (an older or hand-made build). */
function firstScreens(assets: Map<string, Asset>): FirstScreens | null {
  const file = assets.get(`/${FIRST_SCREENS_FILE}`);
  return file ? (JSON.parse(new TextDecoder().decode(file.body)) as FirstScreens) : null;
}

/** The shell's headers for a page made from it; the ETag follows the bytes, so 304s stay right. */
function personalised(shell: Asset, html: string, gzip: boolean, brotli = false): Asset {
  const body = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // A couple of kilobytes: gzip (when asked for) is cheap enough per request; brotli only for pages made once.
  const br = brotli && shell.br ? (brotliCompressSync(body) as Uint8Array<ArrayBuffer>) : undefined;
  return { ...shell, body, etag, br, gzip: gzip && shell.gzip ? (gzipSync(body) as Uint8Array<ArrayBuffer>) : undefined };
}

function send(req: Request, asset: Asset, status: number): Response {
  const headers = new Headers({
    'content-type': asset.type,
    'cache-control': asset.cacheControl,
    etag: asset.etag,
    vary: 'accept-encoding',
  });
  if (status === 200 && matches(req.headers.get('if-none-match'), asset.etag)) return new Response(null, { status: 304, headers });
  const { body, encoding } = negotiate(asset, req.headers.get('accept-encoding') ?? undefined);
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(req.method === 'HEAD' ? null : body, { status, headers });
}
