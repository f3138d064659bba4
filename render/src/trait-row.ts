/** Catalogue rows (snake_case, as stored) to the traits compose takes. */
import type { AvatarType, AvatarView, TraitImage, TraitRule, TraitType } from '../../domain/traits.ts';
import type { ComposeTrait } from './layer.ts';

/** The stored fields compose reads; a traits table row has all of them. */
export interface TraitRowLike {
  id?: number;
  name: string;
  type: AvatarType;
  trait_type: TraitType;
  weight?: number | null;
  images?: TraitImage[];
  rules?: TraitRule[];
  view?: AvatarView[] | null;
  offset_x?: number | null;
  offset_y?: number | null;
  width?: number | null;
  height?: number | null;
  background?: string | null;
  parent_background?: string | null;
  generated?: boolean;
}

export function toComposeTrait(row: TraitRowLike): ComposeTrait {
  return {
    id: row.id ?? 0,
    name: row.name,
    type: row.type,
    traitType: row.trait_type,
    weight: row.weight ?? null,
    images: row.images ?? [],
    rules: row.rules ?? [],
    view: row.view ?? null,
    offsetX: row.offset_x ?? null,
    offsetY: row.offset_y ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    background: row.background ?? null,
    parentBackground: row.parent_background ?? null,
    generated: row.generated ?? false,
  };
}
