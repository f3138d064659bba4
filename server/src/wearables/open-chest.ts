/** Opening a chest (decision 0006): once, atomically, its traits merged into the inventory's balances. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chests, inventoryItems, traits } from '../../../db/schema/index.ts';
import { WEARABLE_MESSAGES } from '../../../domain/wearables.ts';
import { fail, ok, type Result } from '../result.ts';

/** The opened chest and the traits it added; 404 for no such chest of theirs, 409 when already open. */
export type OpenResult = Result<{ chest: { id: number; name: string }; traitIds: number[] }, 404 | 409>;

export async function openChest(db: Db, profileId: number, chestId: number): Promise<OpenResult> {
  return db.transaction(async (tx) => {
    // The guarded update is the claim: of two concurrent opens only one finds opened_at still empty.
    const [claimed] = await tx
      .update(chests)
      .set({ opened_at: new Date() })
      .where(and(eq(chests.id, chestId), eq(chests.profile_id, profileId), isNull(chests.opened_at)))
      .returning();
    if (!claimed) {
      // Another player's chest reads as missing: nothing says it exists.
      const [mine] = await tx.select({ id: chests.id }).from(chests).where(and(eq(chests.id, chestId), eq(chests.profile_id, profileId)));
      return mine ? fail(409, WEARABLE_MESSAGES.chestOpened) : fail(404, WEARABLE_MESSAGES.chestNotFound);
    }
    const copies = new Map<number, number>();
    for (const id of claimed.trait_ids) copies.set(id, (copies.get(id) ?? 0) + 1);
    // Traits dropped from the catalogue since the grant are skipped rather than failing the chest.
    const known = copies.size
      ? (await tx.select({ id: traits.id }).from(traits).where(inArray(traits.id, [...copies.keys()]))).map((t) => t.id).sort((a, b) => a - b)
      : [];
    if (known.length) {
      await tx
        .insert(inventoryItems)
        .values(known.map((id) => ({ profile_id: profileId, trait_id: id, balance: copies.get(id)! })))
        .onConflictDoUpdate({
          target: [inventoryItems.profile_id, inventoryItems.trait_id],
          set: { balance: sql`${inventoryItems.balance} + excluded.balance` },
        });
    }
    return ok({ chest: { id: claimed.id, name: claimed.name }, traitIds: known });
  });
}
