/**
 * `POST /api/journeys/sidekx { key: 'selected-sidekx', value, id }` (Bearer session): the Sidekx picker's
 * three slots (Sage, Milo, Bones) as token ids joined by commas, an empty part for an empty slot. Only
 * the caller's own tokens, each in one slot; stored as the caller's 'selected-sidekx' entry.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { tokens } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { SIDEKX_SLOTS } from '../../../../domain/traits.ts';
import { SIDEKX_KEY, WEARABLE_MESSAGES } from '../../../../domain/wearables.ts';
import { validate } from '../../http/validate.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { storeEntries } from '../../profiles/kv-store.ts';
import { describe } from '../../http/describe.ts';
import type { Delegations } from '../../delegation/links.ts';
import { readOnlyRefusal, touchesVault, vaultProfiles } from '../../delegation/vault-access.ts';

/** The slots' token ids (null for an empty slot), or null when the value is not three such parts. */
function slotsOf(value: string): Array<number | null> | null {
  const parts = value.split(',');
  if (parts.length !== Object.keys(SIDEKX_SLOTS).length) return null;
  if (parts.some((p) => p !== '' && !/^\d{1,9}$/.test(p))) return null;
  return parts.map((p) => (p === '' ? null : Number(p)));
}

// The key and slots are checked once the fields are well formed (zod runs an object's refine only then),
// and before the caller's profile, as a malformed choice is 400 whoever sends it.
const body = z
  .object({
    key: z.string().max(64),
    value: z.string().max(64),
    id: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]),
  })
  .refine((b) => b.key === SIDEKX_KEY && slotsOf(b.value) !== null, { message: WEARABLE_MESSAGES.invalidSidekx });

/** A delegate sees its vaults' Sidekx but cannot put them in its slots: 403 read-only (issue 15). */
export function sidekxRoutes(db: Db, delegations: Delegations | null = null) {
  return new Hono().post(
    '/sidekx',
    describe({
      tag: 'Wearables',
      summary: 'Choose the Sidekx in the three slots (Sage, Milo, Bones)',
      description: '`value` is three token ids joined by commas, an empty part for an empty slot; only the caller\'s own tokens.',
      access: 'session',
      responses: {
        200: z.object({ key: z.string(), value: z.string() }),
        400: 'Invalid Sidekx selection, or a token in two slots',
        403: "Not the caller's id, or a token the caller does not hold (a delegate choosing its vault's Sidekx: read-only)",
        404: 'User not found (the wallet has not registered)',
      },
    }),
    currentPlayer(db),
    validate('json', body),
    registeredPlayer,
    async (c) => {
      const { value, id } = c.req.valid('json');
      const slots = slotsOf(value)!;
      const me = c.get('player').profile;
      if (Number(id) !== me.id) return c.json({ error: MESSAGES.walletMismatch }, 403);
      const chosen = slots.filter((s): s is number => s !== null);
      if (new Set(chosen).size !== chosen.length) return c.json({ error: WEARABLE_MESSAGES.tokenInOtherSlot }, 400);
      if (chosen.length) {
        const owned = await db
          .select({ tokenId: tokens.token_id })
          .from(tokens)
          .where(and(eq(tokens.token_type, 'SIDEKX'), eq(tokens.profile_id, me.id), inArray(tokens.token_id, chosen)));
        if (owned.length !== chosen.length) {
          const vaults = await vaultProfiles(db, delegations, c.get('player').session.wallet);
          if (await touchesVault(db, vaults, { sidekxTokenIds: chosen })) return readOnlyRefusal(c, db);
          return c.json({ error: WEARABLE_MESSAGES.tokenNotOwned }, 403);
        }
      }
      const [stored] = await db.transaction((tx) => storeEntries(tx, me.id, [{ key: SIDEKX_KEY, value }], { sidekx: true }));
      return c.json({ key: stored!.key, value: String(stored!.value) }, 200);
    },
  );
}
