import { z } from 'zod';
import { fieldMessage } from '../../../domain/messages.ts';
import { KV_LIMITS, kvBatchSchema } from '../../../domain/kv-entries.ts';
import { emailProblem, explorerProblem, registrationProblem, SAFEWORD_MAX, usernameProblem } from '../../../domain/registration.ts';

/** An Ethereum address in any case, lower-cased. */
export const addressField = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'address must be a 0x-prefixed 40-digit hex address')
  .transform((a) => a.toLowerCase());

const explorer = z.union([z.number(), z.string().max(10)]);
const flag = z.union([z.enum(['0', '1']), z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === true || v === 1 || v === '1');

// Spec messages are whole sentences, so they are raised at the root (path []) and shown verbatim.
const problem = (message: string | null, ctx: z.RefinementCtx) => {
  if (message) ctx.addIssue({ code: 'custom', message, path: [] });
};

/** `POST /api/profile/register` body (SPEC section 7); the spec's `signature` is ignored, the session proves the wallet. */
export const registerBody = z
  .object({
    address: addressField,
    email: z.string().max(1000).optional(),
    name: z.string().max(1000).optional(),
    sapphire_town_explorer_token_id: explorer.optional(),
    data: kvBatchSchema.optional(),
    entry: z.string().max(KV_LIMITS.textLength).optional(),
  })
  .superRefine((b, ctx) => problem(registrationProblem({ email: b.email, name: b.name, explorer: b.sapphire_town_explorer_token_id }), ctx));

/** `POST /api/profile/update` body: any of the registration fields and/or the settings form. */
export const updateBody = z
  .object({
    address: addressField.optional(),
    id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
    email: z.string().max(1000).optional(),
    name: z.string().max(1000).optional(),
    sapphire_town_explorer_token_id: explorer.optional(),
    safeword: z.string().max(1000).optional(),
    generalNotifications: flag.optional(),
    productNotifications: flag.optional(),
    merchNotifications: flag.optional(),
    data: kvBatchSchema.optional(),
    entry: z.string().max(KV_LIMITS.textLength).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.email !== undefined) problem(emailProblem(b.email), ctx);
    if (b.name !== undefined) problem(usernameProblem(b.name), ctx);
    if (b.sapphire_town_explorer_token_id !== undefined) problem(explorerProblem(b.sapphire_town_explorer_token_id), ctx);
    if (b.safeword !== undefined && b.safeword.length > SAFEWORD_MAX) problem(fieldMessage.tooLong('safeword'), ctx);
  });

/** The entries to store: the form's data plus `entrypoint` from `entry`. */
export function entriesOf(body: { data?: Array<{ key: string; value: string | number }>; entry?: string }) {
  return [...(body.data ?? []), ...(body.entry ? [{ key: 'entrypoint', value: body.entry }] : [])];
}
