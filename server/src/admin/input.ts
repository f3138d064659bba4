/** Request bodies of the admin API; unknown fields are refused so a typo never passes silently. */
import { z } from 'zod';
import { NOTIFICATION_ENVS, NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '../../../domain/notifications.ts';
import { REWARD_LIMITS } from '../../../domain/rewards.ts';
import { addressField } from '../profiles/profile-input.ts';

/** Most wearables one grant may hold. */
export const GRANT_MAX_ITEMS = 50;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

const id = (name: string) => z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be positive`).max(2 ** 31 - 1);

/** An image address: http(s) or a path on this site ('/news/fair.svg'). */
export const imageUrl = (name: string) =>
  text(name, 500).refine((v) => v.startsWith('/') && !v.startsWith('//') ? true : /^https?:\/\/\S+$/.test(v), `${name} must be an http(s) URL or a path starting with /`);

export const notificationBody = z
  .object({
    type: z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }).default('simple_message'),
    title: z.string().trim().max(NOTIFICATION_LIMITS.title, `title must be at most ${NOTIFICATION_LIMITS.title} characters`).default(''),
    message: text('message', NOTIFICATION_LIMITS.message),
    // Absent or null: everyone.
    wallet: addressField.nullish(),
    env: z.enum(NOTIFICATION_ENVS, { error: `env must be one of ${NOTIFICATION_ENVS.join(', ')}` }).default('both'),
    journey_id: id('journey_id').optional(),
    data: z.object({ name: text('data.name', 120).optional(), thumbnail_url: imageUrl('data.thumbnail_url').optional() }).strict().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.type === 'journey_unlocked' && v.journey_id === undefined) ctx.addIssue({ code: 'custom', path: [], message: 'journey_id is required for journey_unlocked' });
  });

export const rewardBody = z
  .object({
    wallet: addressField,
    success_text: text('success_text', REWARD_LIMITS.successText),
    cool_points: z
      .number({ error: 'cool_points must be a number' })
      .int('cool_points must be a whole number')
      .min(1, 'cool_points must be at least 1')
      .max(REWARD_LIMITS.coolPoints, `cool_points must be at most ${REWARD_LIMITS.coolPoints}`),
    claimable: z.boolean({ error: 'claimable must be true or false' }).default(true),
  })
  .strict();

export const grantBody = z
  .object({
    wallet: addressField,
    traitIds: z.array(id('traitIds[]')).min(1, 'traitIds must not be empty').max(GRANT_MAX_ITEMS, `at most ${GRANT_MAX_ITEMS} traits per grant`).optional(),
    traitNames: z.array(text('traitNames[]', 80)).min(1, 'traitNames must not be empty').max(GRANT_MAX_ITEMS, `at most ${GRANT_MAX_ITEMS} traits per grant`).optional(),
    name: text('name', 60).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.traitIds === undefined) === (v.traitNames === undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'give either traitIds or traitNames' });
  });

const newsFields = {
  name: text('name', 120),
  description: text('description', 2000),
  thumbnail_url: imageUrl('thumbnail_url'),
};

export const newsCreateBody = z
  .object({ ...newsFields, slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'slug must be lower-case letters, digits and dashes').optional() })
  .strict();

export const newsUpdateBody = z
  .object({ name: newsFields.name.optional(), description: newsFields.description.optional(), thumbnail_url: newsFields.thumbnail_url.optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one of name, description, thumbnail_url');

export const termsBody = z.object({ version: text('version', 40), content: text('content', 100_000) }).strict();

export const logQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
