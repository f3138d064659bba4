import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { QueueStatus, TaskKind } from '../../domain/journeys.ts';
import type { TaskPayload } from '../../domain/journey-tasks.ts';
import { profiles } from './profiles.ts';

/**
 * A journey (SPEC section 3 "Journey"): a named set of tasks in a season. `slug` keys seeded and
 * admin-made journeys so seeding twice changes nothing; `score` is the bonus for finishing every task.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    season: integer('season').notNull().default(1),
    score: integer('score').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('journeys_score_not_negative', sql`${t.score} >= 0`)],
);

/** One task of a journey. `payload` holds the kind's settings (domain/journey-tasks.ts); riddle answers never leave the server. */
export const journeyTasks = pgTable(
  'journey_tasks',
  {
    id: serial('id').primaryKey(),
    journey_id: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    kind: text('kind').$type<TaskKind>().notNull(),
    title: text('title').notNull(),
    prompt: text('prompt').notNull().default(''),
    payload: jsonb('payload').$type<TaskPayload>().notNull(),
    score: integer('score').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Wearables a completion earns: queued (journey_queues) and delivered in a chest by the queue worker. */
    reward_trait_ids: jsonb('reward_trait_ids').$type<number[]>().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('journey_tasks_journey_slug').on(t.journey_id, t.slug),
    check('journey_tasks_score_not_negative', sql`${t.score} >= 0`),
    check('journey_tasks_kind', sql`${t.kind} in ('riddle', 'choice', 'progress', 'own-trait', 'equip-trait', 'video')`),
  ],
);

/**
 * An edge of the unlock graph: `journey_id` unlocks `target_journey_id` once the player has completed
 * `unlock_submission_threshold` of its tasks. A target with several links needs all of them.
 */
export const journeyLinks = pgTable(
  'journey_links',
  {
    journey_id: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    target_journey_id: integer('target_journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    unlock_submission_threshold: integer('unlock_submission_threshold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.journey_id, t.target_journey_id] }),
    index('journey_links_target').on(t.target_journey_id),
    check('journey_links_threshold_positive', sql`${t.unlock_submission_threshold} > 0`),
    check('journey_links_not_self', sql`${t.journey_id} <> ${t.target_journey_id}`),
  ],
);

/** A player's completed task (SPEC section 3 "completed {id, submitted_at, task_id, score}"); once per player and task. */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    task_id: integer('task_id')
      .notNull()
      .references(() => journeyTasks.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** What the player chose, for a choice task. */
    choice: text('choice'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('task_completions_profile_task').on(t.profile_id, t.task_id)],
);

/** A player's like or comment on a video task's video (SPEC section 3 "video_interaction"). */
export const videoInteractions = pgTable(
  'video_interactions',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    task_id: integer('task_id')
      .notNull()
      .references(() => journeyTasks.id, { onDelete: 'cascade' }),
    liked_date: timestamp('liked_date', { withTimezone: true }),
    comment_date: timestamp('comment_date', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.task_id] })],
);

/**
 * A queue of trait grants the web polls after the 'start-queue' window event (SPEC section 7):
 * PENDING until the grant has landed, then OK. Only its player may read it.
 */
export const journeyQueues = pgTable(
  'journey_queues',
  {
    id: text('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    trait_ids: jsonb('trait_ids').$type<number[]>().notNull(),
    status: text('status').$type<QueueStatus>().notNull().default('PENDING'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    /** The chest the worker put the traits in, once settled (null for a queue settled some other way). */
    chest_id: integer('chest_id'),
  },
  (t) => [index('journey_queues_profile').on(t.profile_id), index('journey_queues_pending').on(t.created_at).where(sql`${t.status} = 'PENDING'`), check('journey_queues_status', sql`${t.status} in ('PENDING', 'OK')`)],
);

export type JourneyRow = typeof journeys.$inferSelect;
export type JourneyTaskRow = typeof journeyTasks.$inferSelect;
export type JourneyLinkRow = typeof journeyLinks.$inferSelect;
