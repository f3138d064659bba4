/** Test traits for compose and raster tests: the shapes of seeded rows, built by hand so tests read alone. */
import type { AvatarType, LayerLabel, RuleFn, RuleType, TraitType } from '../../domain/traits.ts';
import type { ComposeTrait } from '../src/layer.ts';

let nextId = 1;

type Extra = Partial<Omit<ComposeTrait, 'rules'>> & { rules?: Array<[RuleType, RuleFn]> };

/** A trait named `name` drawing the art piece of the same name. */
export function trait(name: string, traitType: TraitType, extra: Extra = {}): ComposeTrait {
  const { rules = [], ...rest } = extra;
  return {
    id: nextId++,
    name,
    type: 'NONE',
    traitType,
    images: [{ uri: `${name}/$view.png` }],
    ...rest,
    rules: rules.map(([type, fn]) => ({ type, fn })),
  };
}

const img = (uri: string, extra: { weight?: number; label?: LayerLabel } = {}) => ({ uri: `${uri}/$view.png`, ...extra });

/** A body with every part image, as seeded. */
export function body(name: string, type: AvatarType = 'EXPLORER', extra: Extra = {}): ComposeTrait {
  return trait(name, 'BODY', {
    type,
    images: [
      img(`${name}-legs`, { label: 'legs' }), img(`${name}-feet`, { label: 'feet' }), img(`${name}-torso`),
      img(`${name}-arms`, { label: 'arms' }), img(`${name}-head`, { weight: 4.5 }),
      img(`${name}-face`, { weight: 4.6, label: 'face' }), img(`${name}-cheeks`, { weight: 4.7, label: 'cheeks' }),
    ],
    ...extra,
  });
}

/** Pip in the starting outfit: body, shirt with sleeves, trousers, boots, bush hat, map. */
export function pipOutfit(): ComposeTrait[] {
  return [
    body('pip'),
    trait('pip-shirt', 'SHIRT', { images: [img('pip-shirt'), img('pip-shirt-sleeves', { label: 'arms' })] }),
    trait('pip-pants', 'PANTS', { images: [img('pip-pants', { label: 'legs' })] }),
    trait('trail-boots', 'SHOES', { images: [img('trail-boots', { label: 'feet' })] }),
    trait('bush-hat', 'HAT', { images: [img('bush-hat'), img('bush-hat-mutated', { label: 'mutated' })] }),
    trait('trail-map', 'ACCESSORY'),
  ];
}

export { img };
