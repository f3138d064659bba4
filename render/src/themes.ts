/**
 * The special placement themes (SPEC section 3): each moves or frames the avatar and may write on it.
 * Boxes are in 1000 px layer-canvas units (figure units where noted) and match the themes' art in
 * render/art/pieces.
 */
import { PLACEMENT_THEMES, type PlacementTheme, type RuleFn } from '../../domain/traits.ts';
import type { CanvasLayer, Shadow } from './layer.ts';
import { rotateAbout, scaleAbout } from './matrix.ts';
import { isCharacter, isOwn, moveCharacter, outlineCharacter, type ActiveRule, type Draft, type Frame } from './draft.ts';
import { fontBounds, truncate } from './text.ts';
import { figureToCanvas } from './views.ts';

export function isTheme(fn: RuleFn): fn is PlacementTheme {
  return (PLACEMENT_THEMES as readonly string[]).includes(fn);
}

const INK = '#3a2a1e';

interface TextSpec {
  key: string;
  text: string;
  maxLimit: number;
  /** [x, y, w, h] on the 1000 px canvas. */
  box: readonly [number, number, number, number];
  weight: number;
  color: string;
  rotate?: number;
  shadow?: Shadow;
}

/** A text layer; the text is cut to maxLimit here, and the raster fits it within the font size bounds. */
export function textLayer(spec: TextSpec, frame: Frame): CanvasLayer {
  const [x, y, w, h] = spec.box;
  const height = h * frame.sy;
  return {
    key: spec.key, traitType: null, weight: spec.weight, text: truncate(spec.text, spec.maxLimit), maxLimit: spec.maxLimit,
    x: x * frame.sx, y: y * frame.sy, width: w * frame.sx, height, rotate: spec.rotate ?? 0, flip: false,
    transparent: true, cropX: 0, cropY: 0, label: 'text', color: spec.color, ...(spec.shadow ? { shadow: spec.shadow } : {}),
    sticker: false, stickerWidth: 0, stickerExempt: true, stickerSpecial: false, filters: [], ...fontBounds(frame.sx, height),
  };
}

const weightOf = (draft: Draft, rule: ActiveRule) => Math.max(...draft.layers.filter((l) => isOwn(l, rule.trait)).map((l) => l.weight), 0);
const nameOr = (frame: Frame, fallback: string) => frame.options.name?.trim() || fallback;

const THEMES: Record<PlacementTheme, (draft: Draft, rule: ActiveRule, frame: Frame) => Draft> = {
  // A convention badge on the chest with the holder's name on it.
  'comic-con': (draft, rule, frame) => {
    const [x, y, w, h] = figureToCanvas(frame.view, [86, 133, 28, 11]);
    const text = textLayer({ key: 'comic-con:name', text: nameOr(frame, 'Visitor'), maxLimit: 12, box: [x, y, w, h], weight: weightOf(draft, rule) + 0.01, color: INK }, frame);
    return { ...draft, layers: [...draft.layers, text] };
  },
  // The avatar hangs in a gilded frame with its token number on the plaque.
  nft: (draft, rule, frame) => {
    const moved = moveCharacter(draft, scaleAbout(0.74, frame.width / 2, frame.height / 2, 0, -0.04 * frame.height));
    const label = frame.options.tokenId === undefined ? 'NFT' : `#${frame.options.tokenId}`;
    const text = textLayer({ key: 'nft:plaque', text: label, maxLimit: 10, box: [345, 868, 310, 62], weight: weightOf(draft, rule) + 0.01, color: INK }, frame);
    return { ...moved, layers: [...moved.layers, text] };
  },
  // A dark room and a violet glow around the avatar.
  cabal: (draft, _rule, frame) => ({
    ...draft,
    layers: draft.layers.map((l) => (isCharacter(l) ? { ...l, shadow: { color: '#9b5de5', blur: 0.045 * frame.width, x: 0, y: 0 } } : l)),
  }),
  // The avatar stands in the card's window, feet trimmed at its sill, with a greeting above.
  'christmas-card': (draft, rule, frame) => {
    const moved = moveCharacter(draft, scaleAbout(0.7, frame.width / 2, frame.height / 2, 0, 0.09 * frame.height));
    const layers = moved.layers.map((l) => (isCharacter(l) ? { ...l, cropY: 0.06 } : l));
    const name = frame.options.name?.trim();
    const text = textLayer({
      key: 'christmas-card:greeting', text: name ? `Happy holidays, ${name}!` : 'Happy holidays!', maxLimit: 28,
      box: [120, 52, 760, 96], weight: weightOf(draft, rule) + 0.01, color: '#b3261e',
    }, frame);
    return { ...moved, layers: [...layers, text] };
  },
  // A tilted sticker with a shout.
  woot: (draft, _rule, frame) => {
    const moved = moveCharacter(draft, rotateAbout(-8, frame.width / 2, 0.56 * frame.height));
    const outlined = outlineCharacter(moved, 'sticker', frame);
    const text = textLayer({
      key: 'woot:shout', text: 'WOOT!', maxLimit: 5, box: [50, 46, 520, 180], weight: 100.01, color: '#f5c542', rotate: -8,
      shadow: { color: INK, blur: 0, x: 0.007 * frame.width, y: 0.007 * frame.width },
    }, frame);
    return { ...outlined, layers: [...outlined.layers, text] };
  },
  // The carton (placed at the mouth by the trait's placement fields) tips up; the blush hides behind it.
  'milk-chug': (draft, rule) => ({
    ...draft,
    layers: draft.layers
      .filter((l) => l.label !== 'cheeks')
      .map((l) => (isOwn(l, rule.trait) ? { ...l, rotate: (l.rotate + 342) % 360 } : l)),
  }),
};

export function applyTheme(draft: Draft, rule: ActiveRule, frame: Frame): Draft {
  return isTheme(rule.fn) ? THEMES[rule.fn](draft, rule, frame) : draft;
}
