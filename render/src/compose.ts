/**
 * compose(): (avatar type, view, equipped traits, options) -> the ordered layer list to draw.
 * Pure: no I/O, no clock, no randomness, so the server, the browser and the image cache key all see
 * the same list for the same inputs. Layer order comes from LAYER_WEIGHTS (or an image's own weight);
 * rules and themes are applied in rules.ts and themes.ts.
 */
import {
  AVATAR_VIEWS, DEFAULT_CANVAS, LAYER_WEIGHTS, RULE_SCOPES, TRAIT_BASE_URL,
  type AvatarType, type AvatarView, type TraitImage,
} from '../../domain/traits.ts';
import type { CanvasLayer, ComposeOptions, ComposeTrait, Composition } from './layer.ts';
import { applyRules, type ActiveRule, type Frame } from './rules.ts';
import { CANVAS_FRAMED, figureToCanvas, FIGURE, LAYER_CANVAS, SCENERY, TURN, TURN_SHIFT } from './views.ts';
import { overlays } from './overlays.ts';

export type { CanvasLayer, ComposeOptions, ComposeTrait, Composition } from './layer.ts';

/** Composes an avatar: see the module comment. Traits that lack art for `view` are left out. */
export function compose(type: AvatarType, view: AvatarView, traits: readonly ComposeTrait[], options: ComposeOptions = {}): Composition {
  const width = options.width ?? DEFAULT_CANVAS;
  const height = options.height ?? width;
  const frame: Frame = { type, view, width, height, sx: width / LAYER_CANVAS, sy: height / LAYER_CANVAS, options };
  const worn = wornTraits(traits, view, options.reset ?? false);
  const rules: ActiveRule[] = worn.flatMap((trait) =>
    trait.rules.filter((rule) => RULE_SCOPES[rule.fn]?.includes(rule.type)).map((rule) => ({ ...rule, trait })),
  );
  const hatMutation = rules.some((rule) => rule.fn === 'hat-mutation');
  const layers = worn.flatMap((trait) => traitLayers(trait, frame, hatMutation));
  let background: string | null = null;
  for (const trait of worn) if (trait.parentBackground) background = trait.parentBackground;

  const ruled = applyRules({ layers, background }, rules, frame);
  // Stable: equal weights keep trait order, then image order.
  const ordered = ruled.layers.map((layer, i) => ({ layer, i })).sort((a, b) => a.layer.weight - b.layer.weight || a.i - b.i);
  return {
    type,
    view,
    width,
    height,
    background: ruled.background,
    layers: [...ordered.map((o) => o.layer), ...overlays(frame)],
  };
}

/** One trait per trait type (the last one given wins, as equipping replaces), only those with art for the view. */
function wornTraits(traits: readonly ComposeTrait[], view: AvatarView, reset: boolean): ComposeTrait[] {
  const byType = new Map<string, ComposeTrait>();
  for (const trait of traits) {
    if (reset && trait.traitType !== 'BODY') continue;
    if (!(trait.view ?? AVATAR_VIEWS).includes(view)) continue;
    byType.delete(trait.traitType);
    byType.set(trait.traitType, trait);
  }
  return [...byType.values()];
}

/** The images a trait draws: a hat swaps to its `mutated` drawing when hat-mutation is on and it has one. */
function imagesOf(trait: ComposeTrait, hatMutation: boolean): TraitImage[] {
  const mutated = trait.images.filter((image) => image.label === 'mutated');
  if (hatMutation && trait.traitType === 'HAT' && mutated.length > 0) return mutated;
  return trait.images.filter((image) => image.label !== 'mutated');
}

function traitLayers(trait: ComposeTrait, frame: Frame, hatMutation: boolean): CanvasLayer[] {
  const base = frame.options.baseUrl ?? TRAIT_BASE_URL;
  const dir = base.replaceAll('$type', trait.type.toLowerCase()).replaceAll('$traitType', trait.traitType.toLowerCase());
  const box = placement(trait, frame);
  return imagesOf(trait, hatMutation).map((image) => ({
    key: `${trait.name}:${image.uri}`,
    traitType: trait.traitType,
    weight: image.weight ?? trait.weight ?? LAYER_WEIGHTS[trait.traitType],
    src: `${dir}${image.uri.replaceAll('$view', frame.view.toLowerCase())}`,
    ...box,
    rotate: 0,
    flip: false,
    ...(trait.background ? { background: trait.background } : {}),
    transparent: trait.traitType !== 'BACKGROUND',
    cropX: 0,
    cropY: 0,
    ...(image.label ? { label: image.label } : {}),
    sticker: false,
    stickerWidth: 0,
    stickerExempt: SCENERY.has(trait.traitType),
    stickerSpecial: false,
    filters: [],
  }));
}

/**
 * The box a trait's images fill: the whole canvas, or the trait's placement fields (1000 px units of the
 * FULL view) carried into this view's window, following the face when the head turns.
 */
function placement(trait: ComposeTrait, frame: Frame): Pick<CanvasLayer, 'x' | 'y' | 'width' | 'height'> {
  const { offsetX, offsetY, width, height } = trait;
  if (offsetX == null || offsetY == null || width == null || height == null) {
    return { x: 0, y: 0, width: frame.width, height: frame.height };
  }
  let box: [number, number, number, number] = [offsetX, offsetY, width, height];
  if (!CANVAS_FRAMED.has(trait.traitType)) {
    const unit = LAYER_CANVAS / FIGURE;
    const shift = TURN[frame.view] * TURN_SHIFT;
    box = figureToCanvas(frame.view, [offsetX / unit + shift, offsetY / unit, width / unit, height / unit]);
  }
  return { x: box[0] * frame.sx, y: box[1] * frame.sy, width: box[2] * frame.sx, height: box[3] * frame.sy };
}
