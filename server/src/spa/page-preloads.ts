/**
 * Modulepreloads for the page a path opens (issue 18): the page's own script and the chunks it imports
 * at once (scripts/page-chunks.ts lists them per page at build time), named on the shell's boot script,
 * which asks for them as it asks for the main script (domain/boot-script.ts), so they download alongside
 * it. Without them, a page's script is asked for only once the main one has run, a round trip later.
 * Not in the head: there a visitor's page fetched them beside its stylesheet, typeface and pictures, which
 * they held up before they were of any use (Lighthouse mobile, median of 3: a profile's first paint 1.22 s
 * -> 1.06 s and its largest 1.97 s -> 1.67 s; a bag's largest 2.18 s -> 1.96 s). `/` names no page:
 * visitors there meet the login screen, not the town.
 * The town's pages (`/` too) also name the sign-in screens' scripts (`data-visitor-preload`), which the
 * boot script asks for only for a visitor: a returning player's main script goes without them.
 */
import { PAGES } from '../../../domain/routes.ts';
import { playerPage } from './share-tags.ts';

/** The file the build writes (scripts/page-chunks.ts). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** The sign-in screens' chunk (web/src/features/login/components/login-screens.tsx), listed there too. */
export const LOGIN_SCREENS = 'login-screens';
/** The pages a visitor sees without signing in (PublicLayout in web/src/app/router.tsx). */
const PUBLIC_PAGES = new Set(['board-page', 'profile-page', 'bag-page']);

/** The page chunk (web/src/features/.../<name>-page.tsx) each named path opens; see web/src/app/router.tsx. */
const PAGE_CHUNK: Record<string, string> = {
  [PAGES.journeys.path]: 'journeys-page',
  [PAGES.board.path]: 'board-page',
  [PAGES.townhall.path]: 'townhall-page',
  [PAGES.arcade.path]: 'arcade-page',
  [PAGES.workshop.path]: 'workshop-page',
  [PAGES.content.path]: 'content-hall-page',
  [PAGES.contentAlias.path]: 'content-hall-page',
  [PAGES.wearables.path]: 'wearables-page',
  [PAGES.shop.path]: 'shop-page',
  [PAGES.achievements.path]: 'place-page',
};

/** The page chunk `pathname` opens, if it is one the build knows to name. */
export function pageChunkFor(pathname: string): string | null {
  const named = PAGE_CHUNK[pathname.replace(/\/+$/, '') || '/'];
  if (named) return named;
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'shop' && parts[1] === 'orders' && parts.length === 3) return 'order-page';
  if (parts.length === 2 && parts[1] === 'customise') return 'customiser-page';
  const player = playerPage(pathname);
  return player ? (player.bag ? 'bag-page' : 'profile-page') : null;
}

/** Whether `pathname` is one of the town's pages, where a visitor meets the sign-in screens (TownLayout in web/src/app/router.tsx). */
export function isTownPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === PAGES.home.path || path === PAGES.imx.path) return true;
  const name = pageChunkFor(pathname);
  return name !== null && !PUBLIC_PAGES.has(name);
}

const scriptsOf = (chunks: Record<string, string[]>, name: string | null) => (name ? (chunks[name] ?? []) : []).filter((url) => /^\/assets\/[\w.-]+\.js$/.test(url));

/** The scripts `pathname`'s page needs at once, from the build's page-chunks.json (parsed), or none. */
export function pageScripts(chunks: Record<string, string[]>, pathname: string): string[] {
  return scriptsOf(chunks, pageChunkFor(pathname));
}

/** The scripts a visitor needs at once on `pathname`: the sign-in screens' on the town's pages, or none. */
export function visitorScripts(chunks: Record<string, string[]>, pathname: string): string[] {
  return isTownPage(pathname) ? scriptsOf(chunks, LOGIN_SCREENS) : [];
}

/**
 * The shell with `urls` named on its boot script (`data-preload`), and `visitorUrls` for a visitor only
 * (`data-visitor-preload`); a shell without one is left as it is.
 */
export function withPagePreloads(html: string, urls: string[], visitorUrls: string[] = []): string {
  const named = [urls.length ? `data-preload="${urls.join(' ')}" ` : '', visitorUrls.length ? `data-visitor-preload="${visitorUrls.join(' ')}" ` : ''].join('');
  return named ? html.replace('<script data-src="', `<script ${named}data-src="`) : html;
}
