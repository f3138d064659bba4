/**
 * Saving the customiser (SPEC section 4 "Avatar editing", decision 0006): the view made permanent, this
 * avatar the only profile picture, the equipped set replaced and snapshotted, all or nothing.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatarEquipment, avatars, historyEntries, inventoryItems, profiles, traits, type AvatarRow } from '../../../db/schema/index.ts';
import { validateEquipSet } from '../../../domain/equip.ts';
import type { AvatarView } from '../../../domain/traits.ts';
import { WEARABLE_MESSAGES } from '../../../domain/wearables.ts';
import { fail, ok, type Result } from '../result.ts';

export interface SaveRequest {
  profileId: number;
  avatarId: number;
  view: AvatarView;
  itemIds: number[];
}

/** The saved avatar; 403 for an avatar or item not theirs, 400 for an outfit the rules refuse. */
export type SaveResult = Result<AvatarRow, 400 | 403>;

/** Thrown inside the transaction so a refusal rolls back whatever was written; saveAvatar returns it as a Fail. */
class Refused extends Error {
  constructor(
    readonly status: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

export async function saveAvatar(db: Db, { profileId, avatarId, view, itemIds }: SaveRequest): Promise<SaveResult> {
  try {
    const avatar = await db.transaction(async (tx) => {
      // One save per player at a time: the pfp flags of all their avatars change together.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
      const [avatar] = await tx.select().from(avatars).where(eq(avatars.id, avatarId));
      if (!avatar || avatar.profile_id !== profileId) throw new Refused(403, WEARABLE_MESSAGES.avatarNotOwned);
      const rows = itemIds.length
        ? await tx
            .select({ id: inventoryItems.id, boundTo: inventoryItems.bound_to, traitId: traits.id, name: traits.name, type: traits.type, traitType: traits.trait_type })
            .from(inventoryItems)
            .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
            .where(and(eq(inventoryItems.profile_id, profileId), inArray(inventoryItems.id, itemIds)))
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (itemIds.some((id) => !byId.has(id))) throw new Refused(403, WEARABLE_MESSAGES.itemNotOwned);
      const items = itemIds.map((id) => byId.get(id)!);
      const problem = validateEquipSet(avatar.type, items.map((r) => ({ id: r.id, boundTo: r.boundTo, trait: { type: r.type, traitType: r.traitType } })), avatar.id);
      if (problem) throw new Refused(400, problem);

      await tx.delete(avatarEquipment).where(eq(avatarEquipment.avatar_id, avatar.id));
      if (items.length) {
        await tx.insert(avatarEquipment).values(items.map((r) => ({ avatar_id: avatar.id, inventory_item_id: r.id, trait_type: r.traitType })));
      }
      const now = new Date();
      const [saved] = await tx.update(avatars).set({ view, pfp: true, updated_at: now }).where(eq(avatars.id, avatar.id)).returning();
      await tx
        .update(avatars)
        .set({ pfp: false, updated_at: now })
        .where(and(eq(avatars.profile_id, profileId), ne(avatars.id, avatar.id), eq(avatars.pfp, true)));
      await tx.insert(historyEntries).values({
        profile_id: profileId,
        avatar_id: avatar.id,
        type: avatar.type,
        token_id: avatar.token_id,
        view,
        equipment: items.map((r) => ({ traitId: r.traitId, name: r.name, traitType: r.traitType })),
        date: now,
      });
      return saved!;
    });
    return ok(avatar);
  } catch (err) {
    if (err instanceof Refused) return fail(err.status, err.message);
    throw err;
  }
}
