/**
 * Makes the database agree with what a wallet holds on the chain: CAT and SHADOWWOLF tokens are
 * avatars, SIDEKX tokens are tokens. Tokens the player now holds are assigned to them (taken from a
 * previous holder if need be); tokens they no longer hold are released (no owner, nothing worn).
 * A collection the reader could not read is left exactly as it was.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, profiles, tokens, traits } from '../../../db/schema/index.ts';
import { sidekxMetadata } from '../../../db/catalogue/sidekx.ts';
import { COLLECTION_BODIES } from '../../../db/catalogue/outfits.ts';
import { SIDEKX_SLOTS } from '../../../domain/traits.ts';
import type { HoldingsReader } from './chain-reader.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AnimalType = 'CAT' | 'SHADOWWOLF';

export interface HoldingsChange {
  type: AnimalType | 'SIDEKX';
  tokenId: number;
}

export interface SyncResult {
  assigned: HoldingsChange[];
  released: HoldingsChange[];
}

/**
 * Reads `wallet`'s holdings with `reader` and writes them for the profile signed in with that wallet,
 * in one transaction. Null when no profile has that wallet. Throws when the chain could not be read.
 */
export async function syncHoldings(db: Db, wallet: string, reader: HoldingsReader): Promise<SyncResult | null> {
  const address = wallet.toLowerCase();
  const [player] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.wallet, address)).limit(1);
  if (!player) return null;
  const held = await reader.read(address as Address);
  return db.transaction(async (tx) => {
    const result: SyncResult = { assigned: [], released: [] };
    for (const type of ['CAT', 'SHADOWWOLF'] as const) {
      const ids = held[type];
      if (!ids) continue;
      for (const tokenId of await releaseAvatars(tx, player.id, type, ids)) result.released.push({ type, tokenId });
      for (const tokenId of ids) if (await claimAvatar(tx, player.id, type, tokenId)) result.assigned.push({ type, tokenId });
    }
    const sidekx = held.SIDEKX;
    if (sidekx) {
      const released = await tx
        .update(tokens)
        .set({ profile_id: null })
        .where(and(eq(tokens.token_type, 'SIDEKX'), eq(tokens.profile_id, player.id), notHeld(tokens.token_id, sidekx)))
        .returning({ tokenId: tokens.token_id });
      for (const r of released) result.released.push({ type: 'SIDEKX', tokenId: r.tokenId });
      for (const tokenId of sidekx) {
        const [claimed] = await tx
          .insert(tokens)
          .values({ token_type: 'SIDEKX', token_id: tokenId, profile_id: player.id, metadata: sidekxMetadata(sidekxKind(tokenId), tokenId) })
          .onConflictDoUpdate({ target: [tokens.token_type, tokens.token_id], set: { profile_id: player.id }, setWhere: sql`${tokens.profile_id} is distinct from ${player.id}` })
          .returning({ id: tokens.id });
        if (claimed) result.assigned.push({ type: 'SIDEKX', tokenId });
      }
    }
    return result;
  });
}

/**
 * Without the token's metadata the companion follows the token id, in slot order (Sage, Milo, Bones,
 * Sage, ...), as the demo tokens do.
 */
export function sidekxKind(tokenId: number): keyof typeof SIDEKX_SLOTS {
  const kinds = Object.keys(SIDEKX_SLOTS) as Array<keyof typeof SIDEKX_SLOTS>;
  return kinds[(((tokenId - 1) % kinds.length) + kinds.length) % kinds.length]!;
}

const notHeld = (column: typeof tokens.token_id | typeof avatars.token_id, ids: number[]): SQL | undefined =>
  ids.length ? notInArray(column, ids) : undefined;

/** Releases the player's avatars of `type` that are not in `ids`; returns their token ids. */
async function releaseAvatars(tx: Tx, profileId: number, type: AnimalType, ids: number[]): Promise<number[]> {
  const released = await tx
    .update(avatars)
    .set({ profile_id: null, pfp: false, updated_at: new Date() })
    .where(and(eq(avatars.type, type), eq(avatars.profile_id, profileId), notHeld(avatars.token_id, ids)))
    .returning({ id: avatars.id, tokenId: avatars.token_id });
  if (released.length === 0) return [];
  const gone = released.map((r) => r.id);
  // What the player dressed it in stays in their bag; the bound body is free for their next one.
  await tx.delete(avatarEquipment).where(inArray(avatarEquipment.avatar_id, gone));
  await tx.update(inventoryItems).set({ bound_to: null }).where(inArray(inventoryItems.bound_to, gone));
  return released.map((r) => r.tokenId);
}

/**
 * Makes the avatar the player's: created if new, taken over from a previous holder (whose outfit comes
 * off) otherwise, and dressed in its collection's body. False when it was already theirs.
 */
async function claimAvatar(tx: Tx, profileId: number, type: AnimalType, tokenId: number): Promise<boolean> {
  const [avatar] = await tx
    .insert(avatars)
    .values({ type, token_id: tokenId, profile_id: profileId })
    .onConflictDoUpdate({
      target: [avatars.type, avatars.token_id],
      set: { profile_id: profileId, pfp: false, updated_at: new Date() },
      setWhere: sql`${avatars.profile_id} is distinct from ${profileId}`,
    })
    .returning({ id: avatars.id });
  if (!avatar) return false;
  await tx.delete(avatarEquipment).where(eq(avatarEquipment.avatar_id, avatar.id));
  const [body] = await tx
    .select({ id: traits.id, traitType: traits.trait_type })
    .from(traits)
    .where(and(eq(traits.type, type), eq(traits.name, COLLECTION_BODIES[type])))
    .limit(1);
  // A catalogue without the body (not seeded yet) leaves the avatar bare rather than failing sign-in.
  if (!body) return true;
  await tx.insert(inventoryItems).values({ profile_id: profileId, trait_id: body.id, bound_to: avatar.id }).onConflictDoNothing();
  // The body the player already had is bound here unless it still dresses another avatar of theirs.
  await tx
    .update(inventoryItems)
    .set({ bound_to: avatar.id })
    .where(and(eq(inventoryItems.profile_id, profileId), eq(inventoryItems.trait_id, body.id), sql`${inventoryItems.bound_to} is null`));
  const [item] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.profile_id, profileId), eq(inventoryItems.trait_id, body.id)));
  if (item) await tx.insert(avatarEquipment).values({ avatar_id: avatar.id, inventory_item_id: item.id, trait_type: body.traitType }).onConflictDoNothing();
  return true;
}
