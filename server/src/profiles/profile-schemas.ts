/**
 * The profile answers as zod schemas, for the OpenAPI document (http/describe.ts); every API test's
 * answers are checked against them, so they stay what own-profile.ts and public-profile.ts build.
 */
import { z } from 'zod';

const id = z.number().int();

/** One stored key/value entry as its owner sees it (own-profile.ts kvOut). */
export const kvEntryView = z
  .object({ id, key: z.string(), value: z.union([z.number(), z.string()]), type: z.enum(['number', 'string']), created: z.iso.datetime() })
  .meta({ id: 'KvEntry' });

/** The full profile, only ever sent to its owner (own-profile.ts ownProfile). */
export const ownProfileSchema = z
  .object({
    id,
    wallet: z.string(),
    address: z.string(),
    wallet_type: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean().meta({ description: 'The owner proved the e-mail with a code; a verified address signs in to this profile by code too' }),
    username: z.string(),
    slug: z.string(),
    safeword: z.string(),
    onboarded: z.boolean(),
    avatar_token_id: id.nullable(),
    sapphire_town_explorer_token_id: id.nullable(),
    subscriptions: z.object({ general: z.boolean(), product: z.boolean(), merch: z.boolean() }),
    data: z.array(kvEntryView),
    connections: z.array(z.object({ provider: z.string(), accountId: z.string(), name: z.string(), tag: z.string().nullable(), linkedAt: z.iso.datetime() })),
    providers: z.array(z.string()),
  })
  .meta({ id: 'OwnProfile', description: "The caller's own profile: everything, its key/value progress included" });

/** What anyone may see of a registered player (public-profile.ts). */
export const publicProfileSchema = z
  .object({ id, username: z.string(), slug: z.string(), avatar_token_id: id.nullable(), sapphire_town_explorer_token_id: id.nullable() })
  .meta({ id: 'PublicProfile', description: 'What anyone may see of a player: never e-mail, wallet, safe word or progress' });
