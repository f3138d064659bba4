/** Admin bodies for journeys, their unlock links and tasks (tables of decision 0008). */
import { z } from 'zod';
import { TASK_KINDS } from '../../../domain/journeys.ts';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'slug must be lower-case letters, digits and dashes');

const journeyFields = {
  name: text('name', 80),
  description: z.string().trim().max(1000, 'description must be at most 1000 characters'),
  score: whole('score', 0, 100_000),
  sort_order: whole('sort_order', 0, 100_000),
  season: whole('season', 1, 1000),
};

export const journeyCreateBody = z
  .object({
    name: journeyFields.name,
    description: journeyFields.description.default(''),
    score: journeyFields.score.default(0),
    sort_order: journeyFields.sort_order.optional(),
    season: journeyFields.season.default(1),
    slug: slug.optional(),
  })
  .strict();

export const journeyUpdateBody = z
  .object({
    name: journeyFields.name.optional(),
    description: journeyFields.description.optional(),
    score: journeyFields.score.optional(),
    sort_order: journeyFields.sort_order.optional(),
    season: journeyFields.season.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one of name, description, score, sort_order, season');

export const linkBody = z.object({ unlock_submission_threshold: whole('unlock_submission_threshold', 1, 1000) }).strict();

const kind = z.enum(TASK_KINDS, { error: `kind must be one of ${TASK_KINDS.join(', ')}` });
const taskFields = {
  title: text('title', 120),
  prompt: z.string().trim().max(2000, 'prompt must be at most 2000 characters'),
  score: whole('score', 0, 100_000),
  sort_order: whole('sort_order', 0, 100_000),
  // Checked against the kind's own schema (domain/journey-tasks.ts) once the kind is known.
  payload: z.record(z.string(), z.unknown(), { error: 'payload must be an object' }),
  tags: z.array(z.string({ error: 'tags must be text' }), { error: 'tags must be a list' }),
  // Checked against the catalogue in the route.
  reward_trait_ids: z
    .array(whole('reward_trait_ids', 1, 2_147_483_647), { error: 'reward_trait_ids must be a list of trait ids' })
    .max(30, 'reward_trait_ids must hold at most 30 traits'),
};

export const taskCreateBody = z
  .object({
    kind,
    title: taskFields.title,
    prompt: taskFields.prompt.default(''),
    score: taskFields.score.default(0),
    sort_order: taskFields.sort_order.optional(),
    payload: taskFields.payload,
    tags: taskFields.tags.default([]),
    reward_trait_ids: taskFields.reward_trait_ids.default([]),
    slug: slug.optional(),
  })
  .strict();

export const taskUpdateBody = z
  .object({
    kind: kind.optional(),
    title: taskFields.title.optional(),
    prompt: taskFields.prompt.optional(),
    score: taskFields.score.optional(),
    sort_order: taskFields.sort_order.optional(),
    payload: taskFields.payload.optional(),
    tags: taskFields.tags.optional(),
    reward_trait_ids: taskFields.reward_trait_ids.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one field to change');
