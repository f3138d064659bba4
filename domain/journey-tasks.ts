/**
 * The stored settings of each task kind and the bodies that complete them, as zod schemas: the server
 * checks completions with them, and the seed and the admin tools check new tasks with them.
 */
import { z } from 'zod';
import { PROGRESS_CAPS, type KvKey } from './progress.ts';
import { isProgressKey, isTaskTag, VIDEO_COMMENT_MAX, VIDEOS, type PublicTaskPayload, type TaskKind, type VideoId } from './journeys.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const distinct = (list: string[]) => new Set(list).size === list.length;

/** Settings per kind, as stored in the task's `payload`. */
export const TASK_PAYLOADS = {
  riddle: z.object({ answers: z.array(text(100)).min(1).max(20) }),
  choice: z.object({ options: z.array(text(100)).min(2).max(6).refine(distinct, 'Options must differ') }),
  progress: z
    .object({ key: z.string().refine(isProgressKey, 'A counted kv key'), value: z.number().int().min(1) })
    .refine((p) => p.value <= (PROGRESS_CAPS[p.key as KvKey] ?? 0), 'The value must be within the key\'s cap'),
  'own-trait': z.object({ trait: text(64) }),
  'equip-trait': z.object({ trait: text(64) }),
  video: z.object({ video: z.enum(Object.keys(VIDEOS) as [VideoId, ...VideoId[]]) }),
} as const satisfies Record<TaskKind, z.ZodType>;

export type TaskPayloads = { [K in TaskKind]: z.infer<(typeof TASK_PAYLOADS)[K]> };
export type TaskPayload = TaskPayloads[TaskKind];

/** Checks a task's settings for its kind; throws a ZodError naming the problem. */
export function parseTaskPayload<K extends TaskKind>(kind: K, payload: unknown): TaskPayloads[K] {
  return TASK_PAYLOADS[kind].parse(payload) as TaskPayloads[K];
}

/** Checks a task's tags: each a counted kv key (decision 0008), no repeats. */
export const taskTags = z.array(z.string().refine(isTaskTag, 'Tags must be counted kv keys')).max(10).refine(distinct, 'Tags must differ');

/** What the client may see of a task's settings. */
export function publicPayload(kind: TaskKind, payload: unknown): PublicTaskPayload {
  switch (kind) {
    case 'riddle':
      return { kind };
    case 'choice':
      return { kind, options: TASK_PAYLOADS.choice.parse(payload).options };
    case 'progress': {
      const { key, value } = TASK_PAYLOADS.progress.parse(payload);
      return { kind, key, value };
    }
    case 'own-trait':
    case 'equip-trait':
      return { kind, trait: TASK_PAYLOADS[kind].parse(payload).trait };
    case 'video': {
      const { video } = TASK_PAYLOADS.video.parse(payload);
      return { kind, video, title: VIDEOS[video] };
    }
  }
}

/**
 * `POST /api/journeys/tasks/:id/complete` bodies: `{ answer }` for a riddle, `{ choice }` for a choice,
 * `{ interaction: 'like' }` or `{ interaction: 'comment', comment }` for a video, nothing for the rest.
 */
export const completeBody = z
  .object({
    answer: z.string().max(200).optional(),
    choice: z.string().max(200).optional(),
    interaction: z.enum(['like', 'comment']).optional(),
    comment: z.string().trim().min(1).max(VIDEO_COMMENT_MAX).optional(),
  })
  .strict();
export type CompleteBody = z.infer<typeof completeBody>;
