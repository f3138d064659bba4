/**
 * Chests of wearables (decision 0006), Bearer session, the caller's own chests only:
 *   GET  /api/profile/chests            unopened chests, oldest first
 *   POST /api/profile/chests/:id/open   once; the traits land in the inventory
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { chests } from '../../../../db/schema/index.ts';
import { WEARABLE_MESSAGES } from '../../../../domain/wearables.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { idParam } from '../../http/id-param.ts';
import { openChest } from '../../wearables/open-chest.ts';
import { loadItems } from '../../wearables/views.ts';
import { describe } from '../../http/describe.ts';
import { itemSchema } from '../../wearables/wearable-schemas.ts';
import type { Delegations } from '../../delegation/links.ts';
import { readOnlyRefusal, touchesVault, vaultProfiles } from '../../delegation/vault-access.ts';

const notRegistered = 'User not found (the wallet has not registered)';
const chestSchema = z.object({ id: z.number().int(), name: z.string(), itemCount: z.number().int(), createdAt: z.iso.datetime() });

/** A delegate does not see its vaults' chests, and opening one is 403 read-only (issue 15). */
export function chestRoutes(db: Db, delegations: Delegations | null = null) {
  return new Hono()
    .get(
      '/chests',
      describe({ tag: 'Wearables', summary: "The caller's unopened chests, oldest first", access: 'session', responses: { 200: z.array(chestSchema), 404: notRegistered } }),
      currentPlayer(db),
      registeredPlayer,
      async (c) => {
        const me = c.get('player').profile;
        const rows = await db
          .select()
          .from(chests)
          .where(and(eq(chests.profile_id, me.id), isNull(chests.opened_at)))
          .orderBy(asc(chests.created_at), asc(chests.id));
        return c.json(rows.map((r) => ({ id: r.id, name: r.name, itemCount: r.trait_ids.length, createdAt: r.created_at.toISOString() })), 200);
      },
    )
    .post(
      '/chests/:id/open',
      describe({
        tag: 'Wearables',
        summary: 'Open one of the caller\'s chests: its traits land in the inventory',
        access: 'session',
        responses: {
          200: z.object({ chest: z.object({ id: z.number().int(), name: z.string() }), items: z.array(itemSchema) }),
          403: "A delegate opening its vault's chest: read-only",
          404: 'Chest not found (or not the caller\'s), or user not found',
          409: 'Chest already opened',
        },
      }),
      currentPlayer(db),
      idParam(WEARABLE_MESSAGES.chestNotFound),
      registeredPlayer,
      async (c) => {
        const me = c.get('player').profile;
        const chestId = Number(c.req.valid('param').id);
        const opened = await openChest(db, me.id, chestId);
        if (!opened.ok) {
          if (opened.status === 404 && (await touchesVault(db, await vaultProfiles(db, delegations, c.get('player').session.wallet), { chestId }))) {
            return readOnlyRefusal(c, db);
          }
          return c.json({ error: opened.error }, opened.status);
        }
        return c.json({ chest: opened.value.chest, items: await loadItems(db, me.id, opened.value.traitIds) }, 200);
      },
    );
}
