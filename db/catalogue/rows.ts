/** How catalogue rows are written: one row per trait, images named by art piece key (render/art/pieces). */
import type { AvatarType, AvatarView, LayerLabel, Rarity, RuleFn, RuleType, TraitImage, TraitType } from '../../domain/traits.ts';
import type { NewTraitRow } from '../schema/index.ts';

export type Options = Partial<Omit<NewTraitRow, 'name' | 'display_name' | 'trait_type' | 'rules'>> & {
  rules?: Array<[RuleType, RuleFn]>;
};

export function row(name: string, displayName: string, traitType: TraitType, options: Options = {}): NewTraitRow {
  const { rules = [], ...rest } = options;
  const images = rest.images ?? [image(name)];
  return {
    name,
    display_name: displayName,
    trait_type: traitType,
    type: 'NONE',
    images,
    // Cards show the FULL view, where every piece is in the picture (FRONT cuts off boots and trousers);
    // rule-only wearables have no art of their own to show.
    display_image: images.length > 0 ? `${name}/full.png` : null,
    ...rest,
    rules: rules.map(([type, fn]) => ({ type, fn })),
  };
}

/** One image of the art piece `key`, resolved per view by compose. */
export function image(key: string, extra: { weight?: number; label?: LayerLabel } = {}): TraitImage {
  return { uri: `${key}/$view.png`, ...extra };
}

/** A body is several images so rules can hide parts and the head can sit over the shirt collar. */
export function body(key: string, type: AvatarType, displayName: string, rarity: Rarity, animal: boolean): NewTraitRow {
  const images: TraitImage[] = [
    ...(animal ? [image(`${key}-tail`, { weight: 0.6 })] : []),
    // Legs first, so the torso's hem covers the hips.
    image(`${key}-legs`, { label: 'legs' }),
    image(`${key}-feet`, { label: 'feet' }),
    image(`${key}-torso`),
    image(`${key}-arms`, { label: 'arms' }),
    image(`${key}-head`, { weight: 4.5 }),
    image(`${key}-face`, { weight: 4.6, label: 'face' }),
    image(`${key}-cheeks`, { weight: 4.7, label: 'cheeks' }),
  ];
  // Tall ears poke through hats: hats swap to their drawing with ear holes.
  const rules: Options['rules'] = animal ? [['MUTATE_LAYERS', 'hat-mutation']] : [];
  return row(key, displayName, 'BODY', { type, rarity, images, rules, display_image: `${key}-card/head.png` });
}

export const sleeved = (key: string) => [image(key), image(`${key}-sleeves`, { label: 'arms' })];

/**
 * Views for things drawn low on the figure: the HEAD window shows the head and hat (things held or worn
 * on the back would only peek in cut by its edge), and shoes and tails below the hips show only in FULL,
 * so their rows do not claim views where they would draw nothing or be cut.
 */
export const BELOW_HEAD: AvatarView[] = ['FRONT', 'RIGHT', 'FULL', 'LEFT'];
export const FULL_ONLY: AvatarView[] = ['FULL'];
