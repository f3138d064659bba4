/** Reading what an avatar image needs: the avatar, its owner's name and the traits it wears. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, profiles, traits, type AvatarRow } from '../../../db/schema/index.ts';
import type { AvatarType } from '../../../domain/traits.ts';
import type { ComposeTrait } from '../../../render/src/layer.ts';
import { toComposeTrait } from '../../../render/src/trait-row.ts';

export interface AvatarForImage {
  avatar: AvatarRow;
  ownerName: string | null;
  traits: ComposeTrait[];
}

type HeldType = Exclude<AvatarType, 'NONE'>;

/** The avatar of `type` with collection token `tokenId`, or null. Reads only: explorers get theirs at registration. */
export async function findAvatar(db: Db, type: HeldType, tokenId: number): Promise<AvatarRow | null> {
  const [found] = await db.select().from(avatars).where(and(eq(avatars.type, type), eq(avatars.token_id, tokenId))).limit(1);
  return found ?? null;
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
export async function profileAvatar(db: Db, slug: string): Promise<{ profileId: number; username: string; image: AvatarForImage } | null> {
  const [player] = await db
    .select({ id: profiles.id, username: profiles.username, onboarded: profiles.onboarded, avatarTokenId: profiles.avatar_token_id })
    .from(profiles)
    .where(eq(profiles.slug, slug))
    .limit(1);
  if (!player?.onboarded) return null;
  const [pfp] = await db.select().from(avatars).where(and(eq(avatars.profile_id, player.id), eq(avatars.pfp, true))).orderBy(asc(avatars.id)).limit(1);
  const avatar = pfp ?? (player.avatarTokenId === null ? null : await findAvatar(db, 'EXPLORER', player.avatarTokenId));
  if (!avatar) return null;
  return { profileId: player.id, username: player.username, image: { avatar, ownerName: player.username, traits: await wornTraits(db, avatar) } };
}
