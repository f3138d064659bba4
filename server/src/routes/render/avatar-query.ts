/** Reading what an avatar image needs: the avatar, its owner's name and the traits it wears. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, profiles, traits, type AvatarRow } from '../../../../db/schema/index.ts';
import { giveAvatar } from '../../../../db/seed/avatar-holdings.ts';
import { EXPLORER_OUTFITS } from '../../../../db/seed/avatar-traits.ts';
import { EXPLORER_TOKEN_IDS, type AvatarType, type ExplorerTokenId } from '../../../../domain/traits.ts';
import type { ComposeTrait } from '../../../../render/src/layer.ts';
import { toComposeTrait } from '../../../../render/src/trait-row.ts';

export interface AvatarForImage {
  avatar: AvatarRow;
  ownerName: string | null;
  traits: ComposeTrait[];
}

type HeldType = Exclude<AvatarType, 'NONE'>;

/**
 * The avatar of `type` with collection token `tokenId`. A registered explorer's avatar is created with
 * the starting outfit of the character they chose the first time it is asked for.
 */
export async function findAvatar(db: Db, type: HeldType, tokenId: number): Promise<AvatarRow | null> {
  const [found] = await db.select().from(avatars).where(and(eq(avatars.type, type), eq(avatars.token_id, tokenId))).limit(1);
  if (found || type !== 'EXPLORER') return found ?? null;
  const [owner] = await db
    .select({ id: profiles.id, explorer: profiles.sapphire_town_explorer_token_id, onboarded: profiles.onboarded })
    .from(profiles)
    .where(eq(profiles.avatar_token_id, tokenId))
    .limit(1);
  const character = owner?.explorer as ExplorerTokenId | null | undefined;
  if (!owner || !owner.onboarded || !character || !EXPLORER_TOKEN_IDS.includes(character)) return null;
  // The explorer is the picture unless the player already chose another avatar.
  const [picture] = await db.select({ id: avatars.id }).from(avatars).where(and(eq(avatars.profile_id, owner.id), eq(avatars.pfp, true))).limit(1);
  await giveAvatar(db, { profileId: owner.id, type: 'EXPLORER', tokenId, outfit: EXPLORER_OUTFITS[character], pfp: !picture });
  const [created] = await db.select().from(avatars).where(and(eq(avatars.type, type), eq(avatars.token_id, tokenId))).limit(1);
  return created ?? null;
}

/** The traits `avatar` wears: its owner's items only, drawn for its type (or for any type). */
export async function wornTraits(db: Db, avatar: AvatarRow): Promise<ComposeTrait[]> {
  if (avatar.profile_id === null) return [];
  const rows = await db
    .select({ trait: traits })
    .from(avatarEquipment)
    .innerJoin(inventoryItems, eq(inventoryItems.id, avatarEquipment.inventory_item_id))
    .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
    .where(and(eq(avatarEquipment.avatar_id, avatar.id), eq(inventoryItems.profile_id, avatar.profile_id), inArray(traits.type, [avatar.type, 'NONE'])))
    .orderBy(asc(traits.id));
  return rows.map((r) => toComposeTrait(r.trait));
}

export async function ownerName(db: Db, avatar: AvatarRow): Promise<string | null> {
  if (avatar.profile_id === null) return null;
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, avatar.profile_id)).limit(1);
  return row?.username ?? null;
}

/** Everything for one avatar image, or null when no such avatar exists. */
export async function avatarForImage(db: Db, type: HeldType, tokenId: number): Promise<AvatarForImage | null> {
  const avatar = await findAvatar(db, type, tokenId);
  if (!avatar) return null;
  const [worn, name] = await Promise.all([wornTraits(db, avatar), ownerName(db, avatar)]);
  return { avatar, ownerName: name, traits: worn };
}

/** The avatar a player shows as their picture: the one marked pfp, else their explorer. */
export async function profileAvatar(db: Db, slug: string): Promise<{ username: string; image: AvatarForImage } | null> {
  const [player] = await db
    .select({ id: profiles.id, username: profiles.username, onboarded: profiles.onboarded, avatarTokenId: profiles.avatar_token_id })
    .from(profiles)
    .where(eq(profiles.slug, slug))
    .limit(1);
  if (!player || !player.onboarded) return null;
  const [pfp] = await db.select().from(avatars).where(and(eq(avatars.profile_id, player.id), eq(avatars.pfp, true))).orderBy(asc(avatars.id)).limit(1);
  const avatar = pfp ?? (player.avatarTokenId === null ? null : await findAvatar(db, 'EXPLORER', player.avatarTokenId));
  if (!avatar) return null;
  return { username: player.username, image: { avatar, ownerName: player.username, traits: await wornTraits(db, avatar) } };
}
