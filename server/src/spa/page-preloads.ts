/**
 * Modulepreloads for the page a path opens (issue 18): the page's own script and the chunks it imports
 * at once (scripts/page-chunks.ts lists them per page at build time), put in the shell's head so they
 * download alongside the main script. Without them, a page's script is asked for only once the main one
 * has run, a round trip later. `/` names none: visitors there meet the login screen, not the town.
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

/** The `<link rel="modulepreload">` tags for `pathname`, from the build's page-chunks.json (parsed), or ''. */
export function pagePreloads(chunks: Record<string, string[]>, pathname: string): string {
  const name = pageChunkFor(pathname);
  const urls = name ? (chunks[name] ?? []) : [];
  return urls.map((url) => `<link rel="modulepreload" href="${url}" />`).join('');
}
