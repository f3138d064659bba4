/**
 * Modulepreloads for the page a path opens (issue 18): the page's own script and the chunks it imports
 * at once (scripts/page-chunks.ts lists them per page at build time), named on the shell's boot script,
 * which asks for them as it asks for the main script (domain/boot-script.ts), so they download alongside
 * it. Without them, a page's script is asked for only once the main one has run, a round trip later.
 * Not in the head: there a visitor's page fetched them beside its stylesheet, typeface and pictures, which
 * they held up before they were of any use (Lighthouse mobile, median of 3: a profile's first paint 1.22 s
 * -> 1.06 s and its largest 1.97 s -> 1.67 s; a bag's largest 2.18 s -> 1.96 s). `/` names none: visitors
 * there meet the login screen, not the town.
 */
import { PAGES } from '../../../domain/routes.ts';
import { playerPage } from './share-tags.ts';

/** The file the build writes (scripts/page-chunks.ts). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

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

/** The scripts `pathname`'s page needs at once, from the build's page-chunks.json (parsed), or none. */
export function pageScripts(chunks: Record<string, string[]>, pathname: string): string[] {
  const name = pageChunkFor(pathname);
  return (name ? (chunks[name] ?? []) : []).filter((url) => /^\/assets\/[\w.-]+\.js$/.test(url));
}

/** The shell with `urls` named on its boot script (`data-preload`); a shell without one is left as it is. */
export function withPagePreloads(html: string, urls: string[]): string {
  return urls.length === 0 ? html : html.replace('<script data-src="', `<script data-preload="${urls.join(' ')}" data-src="`);
}
