/** The shapes of decision 0006 (TraitView, ItemView, AvatarCard) and the queries that build them. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, traits, type AvatarRow, type TraitRow } from '../../../db/schema/index.ts';
import { avatarImageUrl, avatarLook, traitImageUrl } from '../../../domain/wearables.ts';
import type { AvatarView } from '../../../domain/traits.ts';

export function traitView(row: TraitRow) {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    rarity: row.rarity,
    type: row.type,
    traitType: row.trait_type,
    displayImage: row.display_image === null ? null : traitImageUrl(row.type, row.trait_type, row.display_image),
    view: row.view as AvatarView[],
    // What compose reads (SPEC section 3 "Trait"), so the customiser's live preview draws the very
    // layers the image service draws.
    weight: row.weight,
    images: row.images,
    rules: row.rules,
    offsetX: row.offset_x,
    offsetY: row.offset_y,
    width: row.width,
    height: row.height,
    background: row.background,
    parentBackground: row.parent_background,
    generated: row.generated,
  };
}
export type TraitView = ReturnType<typeof traitView>;

export function avatarCard(row: AvatarRow) {
  return { id: row.id, tokenId: row.token_id, type: row.type, pfp: row.pfp, view: row.view, image: avatarImageUrl(row.type, row.token_id, avatarLook(row.updated_at)) };
}
export type AvatarCard = ReturnType<typeof avatarCard>;

export interface ItemView {
  id: number;
  traitid: number;
  tokenId: number | null;
  balance: number;
  boundTo: number | null;
  /** Ids of the owner's avatars wearing it. */
  equipped: number[];
  trait: TraitView;
}

/** A player's avatars, oldest first. */
export async function loadAvatars(db: Db, profileId: number): Promise<AvatarCard[]> {
  const rows = await db.select().from(avatars).where(eq(avatars.profile_id, profileId)).orderBy(asc(avatars.id));
  return rows.map(avatarCard);
}

/** A player's items (only those of `traitIds` when given), oldest first, with which of their avatars wear each. */
export async function loadItems(db: Db, profileId: number, traitIds?: readonly number[]): Promise<ItemView[]> {
  if (traitIds && traitIds.length === 0) return [];
  const rows = await db
    .select({ item: inventoryItems, trait: traits })
    .from(inventoryItems)
    .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
    .where(and(eq(inventoryItems.profile_id, profileId), traitIds ? inArray(inventoryItems.trait_id, [...traitIds]) : undefined))
    .orderBy(asc(inventoryItems.id));
  if (rows.length === 0) return [];
  // Only the owner's own avatars count as wearing an item, whatever another holder left behind.
  const worn = await db
    .select({ itemId: avatarEquipment.inventory_item_id, avatarId: avatarEquipment.avatar_id })
    .from(avatarEquipment)
    .innerJoin(avatars, eq(avatars.id, avatarEquipment.avatar_id))
    .where(and(eq(avatars.profile_id, profileId), inArray(avatarEquipment.inventory_item_id, rows.map((r) => r.item.id))))
    .orderBy(asc(avatarEquipment.avatar_id));
  return rows.map(({ item, trait }) => ({
    id: item.id,
    traitid: item.trait_id,
    tokenId: item.token_id,
    balance: item.balance,
    boundTo: item.bound_to,
    equipped: worn.filter((w) => w.itemId === item.id).map((w) => w.avatarId),
    trait: traitView(trait),
  }));
}
