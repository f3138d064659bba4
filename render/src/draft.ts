/** The draft layer list rules and themes work on, and the helpers they share. */
import { stickerOutline, type AvatarType, type AvatarView, type TraitRule } from '../../domain/traits.ts';
import type { CanvasLayer, ComposeOptions, ComposeTrait, Matrix } from './layer.ts';
import { IDENTITY, multiply } from './matrix.ts';
import { SCENERY } from './views.ts';

/** What every rule may read about the picture being composed. */
export interface Frame {
  type: AvatarType;
  view: AvatarView;
  width: number;
  height: number;
  /** Output px per layer-canvas px, across and down. */
  sx: number;
  sy: number;
  options: ComposeOptions;
}

export interface Draft {
  layers: CanvasLayer[];
  background: string | null;
}

export type ActiveRule = TraitRule & { trait: ComposeTrait };

export const INK = '#3a2a1e';

/** Part of the character (moved, filtered and outlined with it), as opposed to scenery and overlays. */
export function isCharacter(layer: CanvasLayer): boolean {
  return layer.traitType !== null && !SCENERY.has(layer.traitType);
}

/** Whether `layer` was drawn from `trait`. */
export function isOwn(layer: CanvasLayer, trait: ComposeTrait): boolean {
  return layer.key.startsWith(`${trait.name}:`);
}

/** Moves every character layer by `m` (after any move it already had). */
export function moveCharacter(draft: Draft, m: Matrix): Draft {
  return { ...draft, layers: draft.layers.map((l) => (isCharacter(l) ? { ...l, transform: multiply(m, l.transform ?? IDENTITY) } : l)) };
}

/**
 * Outlines the character: `outline` in ink, `sticker` in white with a soft shadow. The sidekick stands
 * apart from the avatar, so it gets an outline of its own.
 */
export function outlineCharacter(draft: Draft, kind: 'outline' | 'sticker', frame: Frame): Draft {
  const stickerWidth = stickerOutline(frame.view);
  const shadow = kind === 'sticker' ? { color: 'rgba(58, 42, 30, 0.45)', blur: 0.015 * frame.width, x: 0, y: 0.008 * frame.width } : undefined;
  return {
    ...draft,
    layers: draft.layers.map((l) =>
      isCharacter(l)
        ? { ...l, sticker: true, stickerWidth, color: kind === 'sticker' ? '#ffffff' : INK, stickerSpecial: l.traitType === 'SIDEKICK', ...(shadow ? { shadow } : {}) }
        : l,
    ),
  };
}

