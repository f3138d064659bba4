/**
 * `/{username}/bag`'s first screen (issue 18, decision 0024): the page's frame, its title and count, and
 * its first cards with their pictures (the page's largest paint), drawn into the HTML from the bag's API
 * answer, so the pictures are asked for with the HTML instead of once the app has drawn the grid. The
 * app draws the page from the same answer over this markup: bag-screen.test.tsx keeps it the page's own
 * beginning.
 */
import { BAG_BACKGROUND } from '../../../domain/routes.ts';
import { CARD_SIZES, pieceSrcSet } from '../../../domain/trait-picture.ts';
import { RARITY_LABELS, type Rarity } from '../../../domain/traits.ts';
import { escapeHtml } from './share-tags.ts';

export interface BagItemAnswer {
  id: number;
  balance: number;
  trait: { displayName: string; displayImage: string | null; rarity: Rarity };
  heldInVault?: boolean;
}

/** What `GET /api/users/:slug/bag` answered, as far as the first screen reads it. */
export interface BagAnswer {
  username: string;
  items: BagItemAnswer[];
}

/** At most this many cards: two rows of six on a desktop, more than a phone shows; the app draws the rest. */
const FIRST_CARDS = 12;

function card(item: BagItemAnswer, srcSet: string): string {
  const first = srcSet.split(' ')[0]!;
  const rarity = item.trait.rarity === 'NONE' ? '' : `<span class="rarity rarity--${item.trait.rarity.toLowerCase()}">${RARITY_LABELS[item.trait.rarity]}</span>`;
  return (
    `<li class="bag-card"><span class="bag-card__art"><span class="trait-picture" data-state="ready"><img class="trait-picture__image" src="${escapeHtml(first)}" srcSet="${escapeHtml(srcSet)}" sizes="${escapeHtml(CARD_SIZES)}" width="160" height="160" alt="" decoding="async"/></span></span>` +
    `<span class="bag-card__name">${escapeHtml(item.trait.displayName)}</span><span class="bag-card__meta">${rarity}<span class="bag-card__balance"><span aria-hidden="true">×${item.balance}</span><span class="visually-hidden">${item.balance} held</span></span></span></li>`
  );
}

/**
 * The first screen's markup and background. Cards are drawn up to the first that is not a plain piece
 * (a vault's, which carries its mark, or a picture the browser measures): the app draws those.
 */
export function bagFirstScreen(bag: BagAnswer, artVersion: string): { background: typeof BAG_BACKGROUND; html: string } {
  const n = bag.items.length;
  const lead = `${n === 1 ? 'One wearable' : `${n} wearables`} collected around Sapphire Town.`;
  const cards: string[] = [];
  for (const item of bag.items.slice(0, FIRST_CARDS)) {
    const srcSet = item.trait.displayImage && !item.heldInVault ? pieceSrcSet(item.trait.displayImage, artVersion) : null;
    if (!srcSet) break;
    cards.push(card(item, srcSet));
  }
  const grid = n > 0 ? `<ul class="bag-grid" aria-label="Wearables">${cards.join('')}</ul>` : '';
  const html =
    `<main class="page page--${BAG_BACKGROUND}" data-background="${BAG_BACKGROUND}"><header class="page__header"><h1 class="page__title">${escapeHtml(bag.username)}&#x27;s bag</h1><p class="page__lead">${lead}</p></header>` +
    `<div class="page__body bag-page__body">${grid}</div></main>`;
  return { background: BAG_BACKGROUND, html };
}
