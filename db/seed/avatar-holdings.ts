/**
 * Giving a player an avatar with its outfit, and the demo holdings built with it. Used by the demo seed
 * and by the server when a registered explorer's avatar is first needed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AvatarType, TokenMetadata } from '../../domain/traits.ts';
import type { Db } from '../client.ts';
import { avatarEquipment, avatars, inventoryItems, tokens, traits } from '../schema/index.ts';

export interface AvatarGift {
  profileId: number;
  type: Exclude<AvatarType, 'NONE'>;
  tokenId: number;
  /** Trait names the avatar starts wearing; they are added to the inventory bound to it. */
  outfit: string[];
  pfp?: boolean;
}

/**
 * Creates the avatar and equips its outfit, once: an avatar that already exists is left as its owner
 * changed it. Returns the avatar id, or null when the token belongs to another player.
 */
export async function giveAvatar(db: Db, gift: AvatarGift): Promise<number | null> {
  const [created] = await db
    .insert(avatars)
    .values({ type: gift.type, token_id: gift.tokenId, profile_id: gift.profileId, pfp: gift.pfp ?? false })
    .onConflictDoNothing()
    .returning({ id: avatars.id });
  if (!created) {
    const [existing] = await db
      .select({ id: avatars.id, profileId: avatars.profile_id })
      .from(avatars)
      .where(and(eq(avatars.type, gift.type), eq(avatars.token_id, gift.tokenId)));
    return existing && existing.profileId === gift.profileId ? existing.id : null;
  }
  if (gift.outfit.length === 0) return created.id;
  const rows = await db
    .select({ id: traits.id, trait_type: traits.trait_type })
    .from(traits)
    .where(and(inArray(traits.name, gift.outfit), inArray(traits.type, [gift.type, 'NONE'])));
  if (rows.length === 0) return created.id;
  await db
    .insert(inventoryItems)
    .values(rows.map((t) => ({ profile_id: gift.profileId, trait_id: t.id, bound_to: created.id })))
    .onConflictDoNothing();
  // Items the player already held (not just inserted) are worn too.
  const items = await db
    .select({ id: inventoryItems.id, traitId: inventoryItems.trait_id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.profile_id, gift.profileId), inArray(inventoryItems.trait_id, rows.map((t) => t.id))));
  const typeOf = new Map(rows.map((t) => [t.id, t.trait_type]));
  await db
    .insert(avatarEquipment)
    .values(items.map((item) => ({ avatar_id: created.id, inventory_item_id: item.id, trait_type: typeOf.get(item.traitId)! })))
    .onConflictDoNothing();
  return created.id;
}

/** Adds unbound wearables to a player's bag; items they already hold are left alone. */
export async function giveItems(db: Db, profileId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db.select({ id: traits.id }).from(traits).where(inArray(traits.name, names));
  if (rows.length === 0) return;
  await db
    .insert(inventoryItems)
    .values(rows.map((t) => ({ profile_id: profileId, trait_id: t.id })))
    .onConflictDoNothing();
}

/** A Sidekx token's metadata: its companion's name and head picture. */
export function sidekxMetadata(kind: 'Sage' | 'Milo' | 'Bones', tokenId: number): TokenMetadata {
  return {
    name: `${kind} #${tokenId}`,
    thumbnail_url: `/assets/traits/none/sidekick/${kind.toLowerCase()}/head.png`,
    attributes: [{ trait_type: 'Sidekx', value: kind }],
  };
}

/** Hands out a Sidekx token unless it already has an owner. */
export async function giveSidekx(db: Db, profileId: number, kind: 'Sage' | 'Milo' | 'Bones', tokenId: number): Promise<void> {
  await db
    .insert(tokens)
    .values({ token_type: 'SIDEKX', token_id: tokenId, profile_id: profileId, metadata: sidekxMetadata(kind, tokenId) })
    .onConflictDoNothing();
}
