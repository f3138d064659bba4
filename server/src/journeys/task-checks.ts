/** Whether a player has done what a task asks, checked on the server for each kind (decision 0008). */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, kvEntries, traits, type JourneyTaskRow } from '../../../db/schema/index.ts';
import { JOURNEY_MESSAGES, normaliseAnswer } from '../../../domain/journeys.ts';
import { TASK_PAYLOADS, type CompleteBody } from '../../../domain/journey-tasks.ts';
import type { Tx } from '../coolscore/score.ts';
import { fail, ok, type Result } from '../result.ts';

/** What a passed check lets the completion record. */
export interface Checked {
  choice?: string;
  video?: { interaction: 'like' | 'comment'; comment?: string };
}

/** A passed check carries what the completion records; a failed one the 400's message. */
export type CheckResult = Result<Checked, 400>;

const refuse = (error: string): CheckResult => fail(400, error);

/** A trait's shown name, for messages; the stored name when the catalogue does not have it. */
async function traitName(db: Db | Tx, name: string): Promise<string> {
  const [row] = await db.select({ displayName: traits.display_name }).from(traits).where(eq(traits.name, name)).limit(1);
  return row?.displayName ?? name;
}

export async function checkTask(db: Db | Tx, profileId: number, task: JourneyTaskRow, body: CompleteBody): Promise<CheckResult> {
  switch (task.kind) {
    case 'riddle': {
      const { answers } = TASK_PAYLOADS.riddle.parse(task.payload);
      const given = normaliseAnswer(body.answer ?? '');
      return given && answers.some((a) => normaliseAnswer(a) === given) ? ok({}) : refuse(JOURNEY_MESSAGES.wrongAnswer);
    }
    case 'choice': {
      const { options } = TASK_PAYLOADS.choice.parse(task.payload);
      const choice = options.find((o) => o === body.choice?.trim());
      return choice ? ok({ choice }) : refuse(JOURNEY_MESSAGES.notAnOption);
    }
    case 'progress': {
      const { key, value } = TASK_PAYLOADS.progress.parse(task.payload);
      const [row] = await db
        .select({ value: kvEntries.value })
        .from(kvEntries)
        .where(and(eq(kvEntries.profile_id, profileId), eq(kvEntries.key, key)));
      const reached = row && /^\d{1,9}$/.test(row.value) ? Number(row.value) : 0;
      return reached >= value ? ok({}) : refuse(JOURNEY_MESSAGES.progressShort(key, value));
    }
    case 'own-trait': {
      const { trait } = TASK_PAYLOADS['own-trait'].parse(task.payload);
      const [owned] = await db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
        .where(and(eq(inventoryItems.profile_id, profileId), eq(traits.name, trait), gt(inventoryItems.balance, 0)))
        .limit(1);
      return owned ? ok({}) : refuse(JOURNEY_MESSAGES.traitNotOwned(await traitName(db, trait)));
    }
    case 'equip-trait': {
      const { trait } = TASK_PAYLOADS['equip-trait'].parse(task.payload);
      // The item and the avatar wearing it must both be the player's: an avatar that changed hands does not count.
      const [worn] = await db
        .select({ id: avatarEquipment.avatar_id })
        .from(avatarEquipment)
        .innerJoin(inventoryItems, eq(inventoryItems.id, avatarEquipment.inventory_item_id))
        .innerJoin(avatars, eq(avatars.id, avatarEquipment.avatar_id))
        .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
        .where(and(eq(inventoryItems.profile_id, profileId), eq(avatars.profile_id, profileId), eq(traits.name, trait)))
        .limit(1);
      return worn ? ok({}) : refuse(JOURNEY_MESSAGES.traitNotWorn(await traitName(db, trait)));
    }
    case 'video': {
      if (body.interaction === 'like') return ok({ video: { interaction: 'like' } });
      if (body.interaction === 'comment' && body.comment) return ok({ video: { interaction: 'comment', comment: body.comment } });
      return refuse(JOURNEY_MESSAGES.videoNoInteraction);
    }
  }
}
