/** The customiser's live picture: the draft composed exactly as the image service composes it. */
import { compose, type ComposeTrait, type Composition } from '../../../../render/src/compose.ts';
import { BREAKPOINTS, DEFAULT_CANVAS, type AvatarView } from '../../../../domain/traits.ts';
import { layerSources } from '../../../../render/src/raster-web.ts';
import type { AvatarCard, ItemView } from '../../lib/bootstrap-query.ts';
import { supportedViews, toggleItem, wornItems, type Draft, type WardrobeGroup } from './customiser-model.ts';

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
 * The layer list for `avatar` in `view` wearing `worn` (in the order put on), at `width` px (the 1000 px
 * of a saved picture unless told). Traits go in by id, as the server reads them, so both draw the same picture.
 */
export function previewComposition(avatar: AvatarCard, view: AvatarView, worn: readonly ItemView[], name: string, width: number = DEFAULT_CANVAS): Composition {
  const traits = worn.map(composeTraitOf).sort((a, b) => a.id - b.id);
  return compose(avatar.type, view, traits, { width, tokenId: avatar.tokenId, name });
}

/**
 * The canvas width the preview draws at for a box `px` device pixels wide: the smallest of the image
 * service's widths that covers it, never more than a saved picture's 1000 px. Fewer pixels on a phone
 * make every redraw (and the sticker outline's pixel pass) cheaper, at no loss of sharpness.
 */
export function previewWidth(px: number): number {
  const covering = BREAKPOINTS.find((w) => w >= px) ?? DEFAULT_CANVAS;
  return Math.min(DEFAULT_CANVAS, covering);
}

/** Layer images a view switch may need: what is worn, in every other view the avatar has. */
export function viewsToPrewarm(draft: Draft, avatar: AvatarCard, items: readonly ItemView[], view: AvatarView, name: string, width: number): string[] {
  const worn = wornItems(draft, items);
  const views = supportedViews(draft, items).filter((v) => v !== view);
  return [...new Set(views.flatMap((v) => layerSources(previewComposition(avatar, v, worn, name, width))))];
}

/**
 * Layer images an equip may need: the draft with each wardrobe item put on or taken off, in this view.
 * An item's layers hardly depend on the rest of the outfit, so callers work this out once per view.
 */
export function wardrobeToPrewarm(draft: Draft, avatar: AvatarCard, items: readonly ItemView[], groups: readonly WardrobeGroup[], view: AvatarView, name: string, width: number): string[] {
  const srcs: string[] = [];
  for (const item of groups.flatMap((g) => g.items)) {
    const next = toggleItem(draft, avatar, items, item);
    if (next !== draft) srcs.push(...layerSources(previewComposition(avatar, view, wornItems(next, items), name, width)));
  }
  return [...new Set(srcs)];
}
