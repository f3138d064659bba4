/**
 * The 1200 x 630 share card for `/{username}` links (issue 19): the avatar whole, in the view its holder
 * saved, in a framed window on the left; on the right a paper panel with the town's name, the player's
 * name, their cool score and their rank; the town's sky and green behind. Pure, like compose(): it places
 * an avatar composition (AVATAR_SIZE px square) into a card.
 */
import type { Frame } from './draft.ts';
import type { CanvasLayer, Composition } from './layer.ts';
import { IDENTITY, multiply } from './matrix.ts';
import { textLayer } from './themes.ts';

export const CARD = { width: 1200, height: 630 } as const;
/** The avatar's window: a square this size, its top left corner at AVATAR_AT. */
export const AVATAR_SIZE = 540;
export const AVATAR_AT = { x: 48, y: 45 } as const;
/** The name panel's box; the avatar never reaches into it. */
export const PANEL = { x: 640, y: 70, width: 515, height: 490 } as const;

const INK = '#3a2a1e';
const PAPER = '#fffaf0';
const GOLD = '#f5c542';
const SAPPHIRE = '#2d5bd3';

const box = (key: string, x: number, y: number, width: number, height: number, background: string, weight: number): CanvasLayer => ({
  key, traitType: null, weight, x, y, width, height, rotate: 0, flip: false, background, transparent: true,
  cropX: 0, cropY: 0, sticker: false, stickerWidth: 0, stickerExempt: true, stickerSpecial: false, filters: [],
});

export interface CardPlayer {
  name: string;
  score: number;
  rank: number;
}

/** A card showing `avatar` (composed at AVATAR_SIZE px) and the player's name, cool score and rank. */
export function shareCard(avatar: Composition, player: CardPlayer): Composition {
  const { x, y } = AVATAR_AT;
  const s = AVATAR_SIZE;
  const move = [1, 0, 0, 1, x, y] as const;
  const frame: Frame = { type: avatar.type, view: avatar.view, width: CARD.width, height: CARD.height, sx: 1, sy: 1, options: {} };
  const text = (key: string, value: string, maxLimit: number, at: [number, number, number, number], color: string) =>
    textLayer({ key, text: value, maxLimit, box: at, weight: 1001, color }, frame);
  const p = PANEL;
  const layers: CanvasLayer[] = [
    // The town: sky over the green, a band of darker grass between.
    box('card:sky', 0, 0, CARD.width, 360, '#bfe3f5', -5),
    box('card:hill-far', 0, 330, CARD.width, 60, '#8cc063', -5),
    box('card:hill', 0, 380, CARD.width, CARD.height - 380, '#a7d67e', -5),
    // The avatar's window: an ink frame around the avatar's own background (or paper).
    box('card:window-frame', x - 9, y - 9, s + 18, s + 18, INK, -4),
    box('card:window', x, y, s, s, avatar.background ?? PAPER, -3),
    ...avatar.layers.map((layer) => ({ ...layer, transform: multiply(move, layer.transform ?? IDENTITY) })),
    // The panel: paper in an ink outline, a gold rule under the name.
    box('card:panel-frame', p.x - 6, p.y - 6, p.width + 12, p.height + 12, INK, -2),
    box('card:panel', p.x, p.y, p.width, p.height, PAPER, -2),
    box('card:rule', p.x + 30, p.y + 235, p.width - 60, 6, GOLD, -1),
    text('card:brand', 'Sapphire Town', 20, [p.x + 30, p.y + 28, p.width - 60, 56], SAPPHIRE),
    text('card:title', player.name, 24, [p.x + 30, p.y + 100, p.width - 60, 120], INK),
    text('card:score', `Cool score ${player.score.toLocaleString('en-US')}`, 28, [p.x + 30, p.y + 285, p.width - 60, 62], INK),
    text('card:rank', `Rank #${player.rank.toLocaleString('en-US')} in town`, 28, [p.x + 30, p.y + 375, p.width - 60, 56], SAPPHIRE),
  ];
  return { type: avatar.type, view: avatar.view, width: CARD.width, height: CARD.height, background: '#a7d67e', layers };
}
