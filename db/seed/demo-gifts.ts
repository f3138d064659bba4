/**
 * What the demo seed gives its neighbours beyond what every player gets: bag items and Sidekx tokens.
 * Avatars and the starter chest come from the server's wearables code (DemoWriters).
 */
import { inArray } from 'drizzle-orm';
import { sidekxMetadata } from '../catalogue/sidekx.ts';
import type { AvatarType } from '../../domain/traits.ts';
import type { Db } from '../client.ts';
import { inventoryItems, tokens, traits } from '../schema/index.ts';

/** A gift of an avatar in its outfit (the shape of server/src/wearables/give-avatar.ts's AvatarGift). */
export interface DemoAvatar {
  profileId: number;
  type: Exclude<AvatarType, 'NONE'>;
  tokenId: number;
  /** Trait names it wears, added to the player's bag bound to it. */
  outfit: string[];
  pfp?: boolean;
}

/**
 * How avatars and starter chests are given: the server's own wearables code, handed in by the caller,
 * since db/ never imports the server. The demo neighbours get exactly what a real player would.
 */
export interface DemoWriters {
  giveAvatar(db: Db, gift: DemoAvatar): Promise<unknown>;
  grantStarterChest(db: Db, profileId: number, explorer: number | null): Promise<unknown>;
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
