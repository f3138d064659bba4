/**
 * The named rule functions of SPEC section 3, applied to a draft layer list. A rule's type is its reach:
 * MUTATE_LAYERS changes the layers its function names (by trait type or part label), MUTATE the owner's
 * own layers, MUTATE_ALL every character layer, FILTER every layer, EFFECT outlines or a placement theme.
 */
import { LAYER_WEIGHTS, type RuleFn } from '../../domain/traits.ts';
import { isOwn, moveCharacter, outlineCharacter, type ActiveRule, type Draft, type Frame } from './draft.ts';
import type { LayerFilter } from './layer.ts';
import { mirrorAbout, rotateAbout } from './matrix.ts';
import { applyTheme, isTheme } from './themes.ts';
import { LAYER_CANVAS, TURN, VIEW_BOXES } from './views.ts';

export type { ActiveRule, Frame } from './draft.ts';

const hideLabels = (labels: string[], types: string[] = []) => (draft: Draft, rule: ActiveRule): Draft => ({
  ...draft,
  layers: draft.layers.filter(
    (l) => isOwn(l, rule.trait) || !((l.label && labels.includes(l.label)) || (l.traitType && types.includes(l.traitType))),
  ),
});

const reweigh = (traitType: string, weight: number) => (draft: Draft): Draft => ({
  ...draft,
  layers: draft.layers.map((l) => (l.traitType === traitType ? { ...l, weight } : l)),
});

const toggleFlip = (traitType: string) => (draft: Draft): Draft => ({
  ...draft,
  layers: draft.layers.map((l) => (l.traitType === traitType ? { ...l, flip: !l.flip } : l)),
});

/** MUTATE_LAYERS functions, in the order they apply (so pants-under-shirt beats pants-over-shirt). */
const LAYER_RULES: Array<[RuleFn, (draft: Draft, rule: ActiveRule) => Draft]> = [
  ['hide-visor', hideLabels(['visor'])],
  ['hide-cheeks', hideLabels(['cheeks'])],
  ['hide-arms', hideLabels(['arms'])],
  ['hide-legs-and-feet', hideLabels(['legs', 'feet'], ['SHOES'])],
  // A mechanical skin draws its own face; the body's eyes, mouth and blush would show through.
  ['hide-face-mechanical', hideLabels(['face', 'cheeks'])],
  ['pants-over-shirt', reweigh('PANTS', LAYER_WEIGHTS.SHIRT + 0.2)],
  ['pants-under-shirt', reweigh('PANTS', LAYER_WEIGHTS.PANTS)],
  ['shirts-over-hats', reweigh('SHIRT', LAYER_WEIGHTS.HAT + 0.5)],
  ['flip-sidekick', toggleFlip('SIDEKICK')],
  ['flip-accessory', toggleFlip('ACCESSORY')],
];

const FILTERS: Partial<Record<RuleFn, LayerFilter>> = { 'black-and-white': 'grayscale', sepia: 'sepia', inverse: 'invert' };

function mutateOwn(draft: Draft, rule: ActiveRule): Draft {
  const filter = FILTERS[rule.fn];
  return {
    ...draft,
    layers: draft.layers.map((l) => {
      if (!isOwn(l, rule.trait)) return l;
      if (filter) return { ...l, filters: [...l.filters, filter] };
      if (rule.fn === 'upside-down') return { ...l, rotate: (l.rotate + 180) % 360 };
      if (rule.fn === 'flip-horizontal') return { ...l, flip: !l.flip };
      return l;
    }),
  };
}

function mutateAll(draft: Draft, rule: ActiveRule, frame: Frame): Draft {
  if (rule.fn === 'upside-down') return moveCharacter(draft, rotateAbout(180, frame.width / 2, frame.height / 2));
  if (rule.fn === 'flip-horizontal') return moveCharacter(draft, mirrorAbout(frame.width / 2));
  return draft;
}

function filterAll(draft: Draft, rule: ActiveRule): Draft {
  const filter = FILTERS[rule.fn];
  return filter ? { ...draft, layers: draft.layers.map((l) => ({ ...l, filters: [...l.filters, filter] })) } : draft;
}

/** How far (figure units) a hat worn over a hood sits above where it sits on a bare head: the hood's thickness. */
export const HOOD_LIFT = 6;

/**
 * Combinations that would clash, settled after the layer rules:
 * - a hat worn with a hood (shirts-over-hats) goes on top of the hood, lifted by the hood's thickness,
 *   instead of under it with its brim sticking out of the hood like horns;
 * - sidekicks and held items: a held item on the sidekick's side carries flip-sidekick; a sidekick that
 *   perches on the holding hand (Bones) carries flip-accessory. flip-accessory moves only an item on the
 *   sidekick's side (one carrying flip-sidekick), and then the sidekick stays: the item goes to the other
 *   hand. An item in the other hand stays where it is (moving it would put it on the sidekick).
 * - in profile (RIGHT, LEFT) the held item is in the one hand in front, so neither flip applies: the
 *   sidekick sits behind the figure (bottom left when it looks right), clear of the item.
 */
function settleClashes(draft: Draft, rules: ActiveRule[], frame: Frame): Draft {
  const active = (fn: RuleFn) => rules.some((rule) => rule.type === 'MUTATE_LAYERS' && rule.fn === fn);
  if (!active('shirts-over-hats')) return draft;
  const lift = HOOD_LIFT * (LAYER_CANVAS / VIEW_BOXES[frame.view][3]) * frame.sy;
  return {
    ...draft,
    layers: draft.layers.map((l) => (l.traitType === 'HAT' ? { ...l, weight: LAYER_WEIGHTS.HAT + 0.6, y: l.y - lift } : l)),
  };
}

/** Applies every active rule in a fixed order: layer rules, own mutations, group moves, filters, effects. */
export function applyRules(draft: Draft, rules: ActiveRule[], frame: Frame): Draft {
  let out = draft;
  const turn = TURN[frame.view];
  const active = (fn: RuleFn, traitType?: string) =>
    rules.some((rule) => rule.type === 'MUTATE_LAYERS' && rule.fn === fn && (!traitType || rule.trait.traitType === traitType));
  const itemOnSidekickSide = active('flip-sidekick', 'ACCESSORY');
  const itemMoves = active('flip-accessory') && itemOnSidekickSide;
  for (const [fn, run] of LAYER_RULES) {
    if (fn === 'flip-sidekick' || fn === 'flip-accessory') {
      if (turn !== 0) continue;
      if (fn === 'flip-accessory' && !itemMoves) continue;
    }
    for (const rule of rules) {
      if (rule.type !== 'MUTATE_LAYERS' || rule.fn !== fn) continue;
      // The item goes to the other hand instead of moving the sidekick.
      if (fn === 'flip-sidekick' && itemMoves && rule.trait.traitType === 'ACCESSORY') continue;
      out = run(out, rule);
    }
  }
  if (turn === 1) out = { ...out, layers: out.layers.map((l) => (l.traitType === 'SIDEKICK' ? { ...l, flip: true } : l)) };
  out = settleClashes(out, rules, frame);
  for (const rule of rules) if (rule.type === 'MUTATE') out = mutateOwn(out, rule);
  for (const rule of rules) if (rule.type === 'MUTATE_ALL') out = mutateAll(out, rule, frame);
  for (const rule of rules) if (rule.type === 'FILTER') out = filterAll(out, rule);
  for (const rule of rules) if (rule.type === 'EFFECT' && isTheme(rule.fn)) out = applyTheme(out, rule, frame);
  for (const rule of rules) {
    if (rule.type === 'EFFECT' && (rule.fn === 'outline' || rule.fn === 'sticker')) out = outlineCharacter(out, rule.fn, frame);
  }
  return out;
}
