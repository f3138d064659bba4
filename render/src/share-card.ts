/**
 * The 1200 x 630 share card for `/{username}` links: the avatar on the left, the name on the right, on
 * the town's green. Pure, like compose(): it places an avatar composition (630 px) into a card.
 */
import type { Frame } from './draft.ts';
import type { CanvasLayer, Composition } from './layer.ts';
import { IDENTITY, multiply } from './matrix.ts';
import { textLayer } from './themes.ts';

export const CARD = { width: 1200, height: 630 } as const;

const box = (key: string, x: number, y: number, width: number, height: number, background: string, weight: number): CanvasLayer => ({
  key, traitType: null, weight, x, y, width, height, rotate: 0, flip: false, background, transparent: true,
  cropX: 0, cropY: 0, sticker: false, stickerWidth: 0, stickerExempt: true, stickerSpecial: false, filters: [],
});

/** A card showing `avatar` (composed at 630 px) and `title` (the username) with a `subtitle`. */
export function shareCard(avatar: Composition, title: string, subtitle: string): Composition {
  const size = CARD.height;
  const x0 = 40;
  const move = [1, 0, 0, 1, x0, 0] as const;
  const frame: Frame = { type: avatar.type, view: avatar.view, width: CARD.width, height: CARD.height, sx: 1, sy: 1, options: {} };
  const layers: CanvasLayer[] = [
    box('card:panel', 660, 150, 500, 330, '#fffaf0', -2),
    box('card:rule', 700, 330, 420, 6, '#f5c542', -1),
    ...(avatar.background ? [box('card:avatar-background', x0, 0, size, size, avatar.background, -1.5)] : []),
    ...avatar.layers.map((layer) => ({ ...layer, transform: multiply(move, layer.transform ?? IDENTITY) })),
    textLayer({ key: 'card:title', text: title, maxLimit: 24, box: [690, 190, 440, 130], weight: 1001, color: '#3a2a1e' }, frame),
    textLayer({ key: 'card:subtitle', text: subtitle, maxLimit: 32, box: [690, 360, 440, 80], weight: 1001, color: '#2d5bd3' }, frame),
  ];
  return { type: avatar.type, view: avatar.view, width: CARD.width, height: CARD.height, background: '#a7d67e', layers };
}
