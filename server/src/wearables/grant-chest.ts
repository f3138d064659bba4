/**
 * Handing out chests (decision 0006): the starter chest every player gets when registration completes,
 * and `grantChest` for any other gift (the admin's trait grants). Opening is open-chest.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../coolscore/score.ts';
import { EXPLORER_OUTFITS } from '../../../db/catalogue/outfits.ts';
import { chests, traits } from '../../../db/schema/index.ts';
import { EXPLORER_TOKEN_IDS, type ExplorerTokenId } from '../../../domain/traits.ts';
import { pickStarter, STARTER_CHEST } from '../../../domain/wearables.ts';

/** Puts a closed chest holding `traitIds` (repeats are extra copies) in a player's name; returns its id. */
export async function grantChest(db: Db | Tx, profileId: number, name: string, traitIds: number[]): Promise<number> {
  const [row] = await db.insert(chests).values({ profile_id: profileId, name, trait_ids: traitIds }).returning({ id: chests.id });
  return row!.id;
}

/**
 * The starter chest: three wearables from the catalogue's COMMON..RARE pieces for explorers or every type,
 * picked by profile id, none of the chosen character's starting outfit. Given once per player; nothing
 * when the catalogue has no such pieces. Returns the chest id, or null when none was given.
 */
export async function grantStarterChest(db: Db, profileId: number, explorer: number | null): Promise<number | null> {
  const [had] = await db
    .select({ id: chests.id })
    .from(chests)
    .where(and(eq(chests.profile_id, profileId), eq(chests.name, STARTER_CHEST.name)))
    .limit(1);
  if (had) return null;
  const catalogue = await db
    .select({ id: traits.id, name: traits.name, rarity: traits.rarity, type: traits.type, traitType: traits.trait_type })
    .from(traits)
    .where(and(inArray(traits.type, ['EXPLORER', 'NONE']), inArray(traits.rarity, STARTER_CHEST.rarities)));
  const character = (EXPLORER_TOKEN_IDS as readonly number[]).includes(explorer ?? 0) ? (explorer as ExplorerTokenId) : null;
  const picked = pickStarter(catalogue, profileId, character ? EXPLORER_OUTFITS[character] : []);
  return picked.length === 0 ? null : grantChest(db, profileId, STARTER_CHEST.name, picked);
}
