/**
 * Journeys (decision 0008), Bearer session, the caller's own progress only:
 *   GET  /api/journeys                      every journey: status, tasks, unlockedby / unlocks links
 *   POST /api/journeys/tasks/:id/complete   the kind's body; -> completion, journey status, unlocked list
 *   GET  /api/journeys/queue?queueId=       { status: 'OK' | 'PENDING' } of the caller's trait-grant queue
 */
import { Hono } from 'hono';
import type { InstanceEnv } from '../../../../domain/notifications.ts';
import { pushNotification } from '../../notifications/notify.ts';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { completeBody } from '../../../../domain/journey-tasks.ts';
import { JOURNEY_MESSAGES, JOURNEY_STATUSES, QUEUE_STATUSES } from '../../../../domain/journeys.ts';
import { EVENTS, privateChannel } from '../../../../domain/realtime.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { idParam } from '../../http/id-param.ts';
import { announceScore, standingOf } from '../../coolscore/score.ts';
import { validate } from '../../http/validate.ts';
import { completeTask } from '../../journeys/complete-task.ts';
import { journeysFor } from '../../journeys/journey-state.ts';
import { noPublish, publishSafely, type Publish } from '../../publish.ts';
import { queueStatus, type QueueWorker } from '../../journeys/queue.ts';
import { describe } from '../../http/describe.ts';
import { standingSchema } from '../../coolscore/score-schemas.ts';
import { completionSchema, journeySchema, unlockedSchema, videoInteractionSchema } from '../../journeys/journey-schemas.ts';

const notRegistered = 'User not found (the wallet has not registered)';
const completedSchema = z.object({
  completed: completionSchema,
  video_interaction: videoInteractionSchema.nullable(),
  journey: z.object({ id: z.number().int(), name: z.string(), status: z.enum(JOURNEY_STATUSES) }),
  unlocked: z.array(unlockedSchema),
  coolscore: standingSchema,
  queue: z
    .object({ queueId: z.string(), traitIds: z.array(z.number().int()) })
    .nullable()
    .meta({ description: "The task's wearable reward, on its way in a chest: the page fires 'start-queue' with it and polls GET /queue until OK" }),
});

type RewardWorker = Pick<QueueWorker, 'kick'>;

const queueQuery = z.object({ queueId: z.string().min(1).max(64) });

export function journeyRoutes(db: Db, publish: Publish = noPublish, instance?: InstanceEnv, rewards?: RewardWorker) {
  return new Hono()
    .get(
      '/',
      describe({ tag: 'Journeys', summary: 'Every journey with its tasks and the caller\'s progress', access: 'session', responses: { 200: z.array(journeySchema), 404: notRegistered } }),
      currentPlayer(db),
      registeredPlayer,
      async (c) => c.json(await journeysFor(db, c.get('player').profile.id), 200),
    )
    .get(
      '/queue',
      describe({
        tag: 'Journeys',
        summary: "Whether a trait grant of the caller's is done",
        access: 'session',
        responses: { 200: z.object({ status: z.enum(QUEUE_STATUSES) }), 404: 'Queue not found (or not the caller\'s), or user not found' },
      }),
      currentPlayer(db),
      validate('query', queueQuery),
      registeredPlayer,
      async (c) => {
        const me = c.get('player').profile;
        const status = await queueStatus(db, me.id, c.req.valid('query').queueId);
        // Someone else's queue is as unknown as a made-up one.
        return status ? c.json({ status }, 200) : c.json({ error: JOURNEY_MESSAGES.queueNotFound }, 404);
      },
    )
    .post(
      '/tasks/:id/complete',
      describe({
        tag: 'Journeys',
        summary: 'Complete a task: `{ answer }` for a riddle, `{ choice }` for a choice, `{ interaction }` for a video, nothing for the rest',
        description: 'Earns the task\'s cool points (and the journey\'s when it is the last task); may unlock other journeys.',
        access: 'session',
        responses: {
          200: completedSchema,
          400: 'Wrong answer, not one of the options, or progress not yet reached',
          403: 'This journey is locked',
          404: 'Task not found, or user not found',
          409: 'Task already completed',
          429: 'Too many answers to this riddle (10 an hour)',
        },
      }),
      currentPlayer(db),
      validate('json', completeBody),
      idParam(JOURNEY_MESSAGES.taskNotFound),
      registeredPlayer,
      async (c) => {
        const { session, profile: me } = c.get('player');
        const wallet = session.wallet;
        const outcome = await completeTask(db, me.id, Number(c.req.valid('param').id), c.req.valid('json'));
        if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
        const { progress, ranksMoved, notices, ...done } = outcome.value;
        // Pushed only once committed, to the player alone (decision 0061); a lost push costs a refetch, never the completion.
        for (const event of progress) await publishSafely(publish, privateChannel.rewards(wallet), EVENTS.journeyProgress, event);
        for (const notice of notices) await pushNotification(publish, notice, instance);
        // Delivered here at once when this instance runs a worker; otherwise by any instance's next round.
        if (done.queue) rewards?.kick();
        const coolscore = await standingOf(db, me.id);
        if (ranksMoved) await announceScore(db, publish, me.id, coolscore);
        return c.json({ ...done, coolscore }, 200);
      },
    );
}
