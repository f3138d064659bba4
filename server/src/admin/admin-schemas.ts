/** The admin API's answers as zod schemas, for the OpenAPI document (http/describe.ts). */
import { z } from 'zod';
import { TASK_KINDS } from '../../../domain/journeys.ts';

const id = z.number().int();
const time = z.iso.datetime();

/** One admin action (admin-log.ts adminLogView): the token's fingerprint, never the token. */
export const adminLogEntrySchema = z.object({
  id,
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  token_fingerprint: z.string(),
  created_at: time,
});

export const newsItemSchema = z.object({ id, slug: z.string(), name: z.string(), description: z.string(), thumbnail_url: z.string(), created_at: time });
export const termsSchema = z.object({ id, version: z.string(), content: z.string(), created_at: time });

/** A journey as the operator sees it (journeys.ts journeyAdminView). */
export const adminJourneySchema = z
  .object({ id, slug: z.string(), name: z.string(), description: z.string(), sort_order: z.number().int(), season: z.number().int(), score: z.number().int(), created_at: time })
  .meta({ id: 'AdminJourney' });

/** A task with its settings (riddle answers included: the operator's view). */
export const adminTaskSchema = z
  .object({
    id,
    journey_id: id,
    slug: z.string(),
    kind: z.enum(TASK_KINDS),
    title: z.string(),
    prompt: z.string(),
    payload: z.record(z.string(), z.unknown()).meta({ description: "The kind's settings (domain/journey-tasks.ts TASK_PAYLOADS)" }),
    score: z.number().int(),
    tags: z.array(z.string()),
    reward_trait_ids: z.array(z.number().int()).meta({ description: 'Wearables a completion earns, delivered in a chest through the journey queue' }),
    sort_order: z.number().int(),
  })
  .meta({ id: 'AdminTask' });

/** An edge of the unlock graph: `journey_id` unlocks `target_journey_id` after that many completed tasks. */
export const journeyLinkSchema = z.object({ journey_id: id, target_journey_id: id, unlock_submission_threshold: z.number().int() }).meta({ id: 'AdminJourneyLink' });

export const adminJourneyListSchema = z.array(
  adminJourneySchema.extend({ tasks: z.array(adminTaskSchema), unlocks: z.array(z.object({ journey_id: id, unlock_submission_threshold: z.number().int() })) }),
);
