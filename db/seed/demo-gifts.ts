/**
 * The rows the demo seed writes for its neighbours: avatars in their outfits, bag items, Sidekx tokens
 * and the starter chest. The server gives real players the same things (server/src/wearables); the demo
 * seed writes its own rows, since db/ never imports the server, and only into a fresh demo database.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { EXPLORER_OUTFITS } from '../catalogue/outfits.ts';
import { sidekxMetadata } from '../catalogue/sidekx.ts';
import { EXPLORER_TOKEN_IDS, type AvatarType, type ExplorerTokenId } from '../../domain/traits.ts';
import { pickStarter, STARTER_CHEST } from '../../domain/wearables.ts';
import type { Db } from '../client.ts';
import { avatarEquipment, avatars, chests, inventoryItems, tokens, traits } from '../schema/index.ts';

export interface DemoAvatar {
  profileId: number;
  type: Exclude<AvatarType, 'NONE'>;
  tokenId: number;
  /** Trait names it wears, added to the player's bag bound to it. */
  outfit: string[];
  pfp?: boolean;
}

/** Creates the avatar wearing its outfit; an avatar that already exists is left alone. */
export async function giveDemoAvatar(db: Db, gift: DemoAvatar): Promise<void> {
  const [created] = await db
    .insert(avatars)
    .values({ type: gift.type, token_id: gift.tokenId, profile_id: gift.profileId, pfp: gift.pfp ?? false })
    .onConflictDoNothing()
    .returning({ id: avatars.id });
  if (!created || gift.outfit.length === 0) return;
  const rows = await db
    .select({ id: traits.id, traitType: traits.trait_type })
    .from(traits)
    .where(and(inArray(traits.name, gift.outfit), inArray(traits.type, [gift.type, 'NONE'])));
  if (rows.length === 0) return;
  await db
    .insert(inventoryItems)
    .values(rows.map((t) => ({ profile_id: gift.profileId, trait_id: t.id, bound_to: created.id })))
    .onConflictDoNothing();
  const items = await db
    .select({ id: inventoryItems.id, traitId: inventoryItems.trait_id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.profile_id, gift.profileId), inArray(inventoryItems.trait_id, rows.map((t) => t.id))));
  const typeOf = new Map(rows.map((t) => [t.id, t.traitType]));
  await db
    .insert(avatarEquipment)
    .values(items.map((item) => ({ avatar_id: created.id, inventory_item_id: item.id, trait_type: typeOf.get(item.traitId)! })))
    .onConflictDoNothing();
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

/** Hands out a Sidekx token unless it already has an owner. */
export async function giveSidekx(db: Db, profileId: number, kind: 'Sage' | 'Milo' | 'Bones', tokenId: number): Promise<void> {
  await db
    .insert(tokens)
    .values({ token_type: 'SIDEKX', token_id: tokenId, profile_id: profileId, metadata: sidekxMetadata(kind, tokenId) })
    .onConflictDoNothing();
}

/** The starter chest every new player gets (domain pickStarter, as at registration), once per player. */
export async function giveStarterChest(db: Db, profileId: number, explorer: ExplorerTokenId): Promise<void> {
  const [had] = await db
    .select({ id: chests.id })
    .from(chests)
    .where(and(eq(chests.profile_id, profileId), eq(chests.name, STARTER_CHEST.name)))
    .limit(1);
  if (had || !EXPLORER_TOKEN_IDS.includes(explorer)) return;
  const catalogue = await db
    .select({ id: traits.id, name: traits.name, rarity: traits.rarity, type: traits.type, traitType: traits.trait_type })
    .from(traits)
    .where(and(inArray(traits.type, ['EXPLORER', 'NONE']), inArray(traits.rarity, STARTER_CHEST.rarities)));
  const picked = pickStarter(catalogue, profileId, EXPLORER_OUTFITS[explorer]);
  if (picked.length) await db.insert(chests).values({ profile_id: profileId, name: STARTER_CHEST.name, trait_ids: picked });
}
