/**
 * Completing a task, in one transaction per player (decision 0008): check it, record the completion (and
 * the video interaction), store the task's tags as kv entries of 1, add the cool-score events (the task's,
 * and the journey's when it is now complete), and work out which journeys it unlocked. A refused
 * completion writes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journeyTasks, profiles, taskCompletions, traits, videoInteractions, type NotificationRow } from '../../../db/schema/index.ts';
import { newlyUnlocked } from '../../../domain/journey-graph.ts';
import type { CompleteBody } from '../../../domain/journey-tasks.ts';
import { isTaskTag, JOURNEY_MESSAGES, type JourneyStatus, type TaskCompletionView, type UnlockedJourney, type VideoInteractionView } from '../../../domain/journeys.ts';
import { fieldMessage, MESSAGES } from '../../../domain/messages.ts';
import type { JourneyProgressEvent } from '../../../domain/realtime.ts';
import { storeEntries } from '../profiles/kv-store.ts';
import { addScoreEvent, ranksMoved, scoreOf } from '../coolscore/score.ts';
import { storeNotification } from '../notifications/notify.ts';
import { fail, ok, type Result } from '../result.ts';
import { LIMITS } from '../auth/limits.ts';
import { hit } from '../auth/rate-limit.ts';
import { checkTask } from './task-checks.ts';
import { completedCounts, loadGraph, statusesOf } from './journey-state.ts';
import { enqueueTraitGrant } from './queue.ts';

export interface Completed {
  completed: TaskCompletionView;
  video_interaction: VideoInteractionView | null;
  journey: { id: number; name: string; status: JourneyStatus };
  unlocked: UnlockedJourney[];
  /** The journeyprogress pushes to publish once committed. */
  progress: JourneyProgressEvent[];
  /** Whether the new points moved anyone's cool-score rank. */
  ranksMoved: boolean;
  /** The journey_unlocked notifications stored, to push once committed. */
  notices: NotificationRow[];
  /** The task's wearable reward, queued for the worker to deliver in a chest ('start-queue' on the page); null when it has none. */
  queue: { queueId: string; traitIds: number[] } | null;
}

export async function completeTask(db: Db, profileId: number, taskId: number, body: CompleteBody): Promise<Result<Completed, 400 | 403 | 404 | 409 | 429>> {
  return db.transaction(async (tx) => {
    // One completion at a time per player: the unlock and journey-complete checks below see every earlier one.
    const [me] = await tx.select({ wallet: profiles.wallet }).from(profiles).where(eq(profiles.id, profileId)).for('update');
    const [task] = await tx.select().from(journeyTasks).where(eq(journeyTasks.id, taskId));
    if (!task) return fail(404, JOURNEY_MESSAGES.taskNotFound);
    const [done] = await tx
      .select({ id: taskCompletions.id })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.profile_id, profileId), eq(taskCompletions.task_id, taskId)));
    if (done) return fail(409, JOURNEY_MESSAGES.alreadyCompleted);

    const graph = await loadGraph(tx);
    const counts = await completedCounts(tx, profileId, graph);
    const before = statusesOf(graph, counts);
    if (before.get(task.journey_id) === 'locked') return fail(403, JOURNEY_MESSAGES.journeyLocked);
    // Riddle answers are counted (kept when the answer is refused: a refusal commits), so a word list cannot be run through one.
    if (task.kind === 'riddle' && !(await hit(tx, `riddle:${profileId}:${taskId}`, LIMITS.riddleAnswersPerTask))) return fail(429, JOURNEY_MESSAGES.tooManyAnswers);
    const check = await checkTask(tx, profileId, task, body);
    if (!check.ok) return check;

    const scoreBefore = await scoreOf(tx, profileId);
    const [row] = await tx
      .insert(taskCompletions)
      .values({ profile_id: profileId, task_id: taskId, score: task.score, choice: check.value.choice ?? null })
      .returning();
    let video: VideoInteractionView | null = null;
    if (check.value.video) {
      const at = row!.submitted_at;
      const liked = check.value.video.interaction === 'like';
      const [v] = await tx
        .insert(videoInteractions)
        .values({ profile_id: profileId, task_id: taskId, liked_date: liked ? at : null, comment_date: liked ? null : at, comment: check.value.video.comment ?? null })
        .returning();
      video = { liked_date: v!.liked_date?.toISOString() ?? null, comment_date: v!.comment_date?.toISOString() ?? null };
    }
    const tags = task.tags.filter(isTaskTag);
    if (tags.length) await storeEntries(tx, profileId, tags.map((key) => ({ key, value: 1 })), { humanRate: false });
    if (task.score > 0) await addScoreEvent(tx, { profileId, source: 'task', sourceId: task.id, points: task.score, label: task.title });
    // Wearables still in the catalogue (the admin checked them when set; one may have gone since).
    const rewards = task.reward_trait_ids.length ? (await tx.select({ id: traits.id }).from(traits).where(inArray(traits.id, task.reward_trait_ids))).map((t) => t.id) : [];
    const traitIds = task.reward_trait_ids.filter((id) => rewards.includes(id));
    const queue = traitIds.length ? { queueId: await enqueueTraitGrant(tx, profileId, traitIds), traitIds } : null;

    const journey = graph.journeys.find((j) => j.id === task.journey_id)!;
    const count = (counts.get(journey.id) ?? 0) + 1;
    const after = statusesOf(graph, new Map(counts).set(journey.id, count));
    if (after.get(journey.id) === 'completed' && journey.score > 0) {
      await addScoreEvent(tx, { profileId, source: 'journey', sourceId: journey.id, points: journey.score, label: journey.name });
    }
    const unlocked = newlyUnlocked(before, after).map((id) => {
      const { name } = graph.journeys.find((j) => j.id === id)!;
      return { id, name, message: fieldMessage.journeyUnlocked(name) };
    });
    // Each unlock also lands in the player's inbox (the 'New Journey Unlocked!' modal), in this transaction.
    const notices: NotificationRow[] = [];
    for (const u of unlocked) {
      notices.push(await storeNotification(tx, { type: 'journey_unlocked', wallet: me?.wallet ?? null, journey_id: u.id, title: MESSAGES.journeyUnlockedTitle, message: u.message, data: { name: u.name } }));
    }
    const scoreAfter = await scoreOf(tx, profileId);
    return ok({
      completed: { id: row!.id, submitted_at: row!.submitted_at.toISOString(), task_id: taskId, score: row!.score },
      video_interaction: video,
      journey: { id: journey.id, name: journey.name, status: after.get(journey.id)! },
      unlocked,
      progress: [
        { journey_id: journey.id, name: journey.name, current_submission_count: count },
        ...unlocked.map((u) => ({ journey_id: u.id, name: u.name, current_submission_count: count, unlocked: true as const })),
      ],
      ranksMoved: await ranksMoved(tx, profileId, scoreBefore, scoreAfter),
      notices,
      queue,
    });
  });
}
