/** The journeys answers (decision 0008; domain/journeys.ts JourneyView and friends) as zod schemas, for the OpenAPI document. */
import { z } from 'zod';
import { JOURNEY_STATUSES, TASK_KINDS } from '../../../domain/journeys.ts';

const id = z.number().int();
const time = z.iso.datetime();

const linkSchema = z
  .object({ journey_id: id, name: z.string(), unlock_submission_threshold: z.number().int(), current_submission_count: z.number().int() })
  .meta({ id: 'JourneyLink' });

export const completionSchema = z.object({ id, submitted_at: time, task_id: id, score: z.number().int() }).meta({ id: 'TaskCompletion' });
export const videoInteractionSchema = z.object({ liked_date: time.nullable(), comment_date: time.nullable() }).meta({ id: 'VideoInteraction' });

/** What the client may see of a task's settings (never a riddle's answers). */
const publicPayloadSchema = z.union([
  z.object({ kind: z.literal('riddle') }),
  z.object({ kind: z.literal('choice'), options: z.array(z.string()) }),
  z.object({ kind: z.literal('progress'), key: z.string(), value: z.number().int() }),
  z.object({ kind: z.enum(['own-trait', 'equip-trait']), trait: z.string() }),
  z.object({ kind: z.literal('video'), video: z.string(), title: z.string() }),
]);

const taskSchema = z
  .object({
    id,
    kind: z.enum(TASK_KINDS),
    title: z.string(),
    prompt: z.string(),
    score: z.number().int(),
    tags: z.array(z.string()),
    payload: publicPayloadSchema,
    completed: completionSchema.nullable(),
    video_interaction: videoInteractionSchema.nullable(),
  })
  .meta({ id: 'Task' });

/** A journey as one player sees it: status, tasks, and the links that unlock it and that it unlocks. */
export const journeySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    season: z.number().int(),
    score: z.number().int(),
    status: z.enum(JOURNEY_STATUSES),
    tasks: z.array(taskSchema),
    unlockedby: z.object({ journeys: z.array(linkSchema) }),
    unlocks: z.object({ journeys: z.array(linkSchema) }),
  })
  .meta({ id: 'Journey' });

/** One journey a completion unlocked; `message` is '{journey name} unlocked!'. */
export const unlockedSchema = z.object({ id, name: z.string(), message: z.string() });
