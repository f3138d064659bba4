/** What avatars start wearing: rows of the catalogue (traits.ts) by name. */
import type { ExplorerTokenId } from '../../domain/traits.ts';

/** The outfit a new explorer starts with, by the character chosen at registration. */
export const EXPLORER_OUTFITS: Record<ExplorerTokenId, string[]> = {
  10000: ['pip', 'pip-shirt', 'pip-pants', 'trail-boots', 'bush-hat', 'trail-map'],
  20000: ['fern', 'fern-shirt', 'fern-pants', 'trail-boots', 'sprout-pot'],
  30000: ['nell', 'nell-shirt', 'nell-overalls', 'trail-boots', 'tinker-goggles', 'wrench'],
  40000: ['orin', 'orin-shirt', 'orin-pants', 'trail-boots', 'star-cape', 'telescope'],
};

/** The body every cat and every wolf token wears. */
export const COLLECTION_BODIES: Record<'CAT' | 'SHADOWWOLF', string> = { CAT: 'cat', SHADOWWOLF: 'shadowwolf' };
