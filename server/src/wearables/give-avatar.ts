/**
 * Giving a player an avatar with its outfit. A registered explorer's avatar is made when registration
 * completes (profiles/write-profile.ts); databases from before that get theirs once at start-up
 * (backfillExplorerAvatars), so reading an avatar never has to create one.
 */
import { and, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { EXPLORER_OUTFITS } from '../../../db/catalogue/outfits.ts';
import { avatarEquipment, avatars, inventoryItems, profiles, traits } from '../../../db/schema/index.ts';
import { EXPLORER_TOKEN_IDS, type AvatarType, type ExplorerTokenId } from '../../../domain/traits.ts';

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

/**
 * A registered player's explorer avatar, in the starting outfit of the character they chose; it is their
 * picture unless they already chose another. Nothing for a player who is not onboarded, has no avatar
 * token or chose no known character. Returns the avatar id, or null when none was given.
 */
export async function giveExplorerAvatar(db: Db, profileId: number): Promise<number | null> {
  const [owner] = await db
    .select({ explorer: profiles.sapphire_town_explorer_token_id, tokenId: profiles.avatar_token_id, onboarded: profiles.onboarded })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  const character = owner?.explorer as ExplorerTokenId | null | undefined;
  if (!owner?.onboarded || owner.tokenId === null || !character || !EXPLORER_TOKEN_IDS.includes(character)) return null;
  const [picture] = await db.select({ id: avatars.id }).from(avatars).where(and(eq(avatars.profile_id, profileId), eq(avatars.pfp, true))).limit(1);
  return giveAvatar(db, { profileId, type: 'EXPLORER', tokenId: owner.tokenId, outfit: EXPLORER_OUTFITS[character], pfp: !picture });
}

/**
 * Gives every registered explorer who has none their avatar. Before avatars were made at registration,
 * the first image request made them; players who never had one asked for keep their avatar this way.
 * After the first run this is one query that finds nobody. Returns how many were given.
 */
export async function backfillExplorerAvatars(db: Db): Promise<number> {
  const missing = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.onboarded, true),
        isNotNull(profiles.avatar_token_id),
        inArray(profiles.sapphire_town_explorer_token_id, [...EXPLORER_TOKEN_IDS]),
        notExists(db.select({ id: avatars.id }).from(avatars).where(and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, profiles.avatar_token_id)))),
      ),
    );
  let given = 0;
  for (const { id } of missing) if ((await giveExplorerAvatar(db, id)) !== null) given += 1;
  return given;
}
