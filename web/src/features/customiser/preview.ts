/** The customiser's live picture: the draft composed exactly as the image service composes it. */
import { compose, type ComposeTrait, type Composition } from '../../../../render/src/compose.ts';
import { DEFAULT_CANVAS, type AvatarView } from '../../../../domain/traits.ts';
import type { AvatarCard, ItemView } from '../../lib/bootstrap-query.ts';

/** A worn item's trait as compose takes it. */
export function composeTraitOf(item: ItemView): ComposeTrait {
  const t = item.trait;
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    traitType: t.traitType,
    weight: t.weight,
    images: t.images,
    rules: t.rules,
    view: t.view,
    offsetX: t.offsetX,
    offsetY: t.offsetY,
    width: t.width,
    height: t.height,
    background: t.background,
    parentBackground: t.parentBackground,
    generated: t.generated,
  };
}

/**
 * The layer list for `avatar` in `view` wearing `worn` (in the order put on), at the default 1000 px
 * canvas. Traits go in by id, as the server reads them, so both draw the same picture.
 */
export function previewComposition(avatar: AvatarCard, view: AvatarView, worn: readonly ItemView[], name: string): Composition {
  const traits = worn.map(composeTraitOf).sort((a, b) => a.id - b.id);
  return compose(avatar.type, view, traits, { width: DEFAULT_CANVAS, tokenId: avatar.tokenId, name });
}
