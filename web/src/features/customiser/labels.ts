/** Words the customiser shows for the spec's avatar types, views and trait types. */
import type { AvatarView, TraitType } from '../../../../domain/traits.ts';

export const VIEW_LABELS: Record<AvatarView, string> = { FRONT: 'Front', RIGHT: 'Right', FULL: 'Full', LEFT: 'Left', HEAD: 'Head' };

export const TRAIT_TYPE_LABELS: Record<TraitType, string> = {
  HAT: 'Hats',
  FACE: 'Faces',
  SHIRT: 'Tops',
  PANTS: 'Bottoms',
  SHOES: 'Shoes',
  BACK: 'On the back',
  ACCESSORY: 'In hand',
  SIDEKICK: 'Sidekicks',
  SKIN: 'Skins',
  BODY: 'Body',
  BACKGROUND: 'Backgrounds',
  BORDER: 'Frames',
  EFFECT: 'Effects',
};
