/**
 * Admin view of delegation links (issue 15), for support ("my hot wallet was stolen"):
 *   GET    /delegations?wallet=            the signed links the wallet is either end of
 *   DELETE /delegations?vault=&delegate=   ends one signed link (recorded in the admin log)
 * On-chain delegate.xyz delegations are the vault's to revoke on the chain; they are not listed here.
 */
import { and, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { delegationLinks } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';
import { addressField } from '../../profiles/profile-input.ts';

const adminLinkSchema = z.object({ vault: z.string(), delegate: z.string(), signedAt: z.iso.datetime(), createdAt: z.iso.datetime() });

export function adminDelegationRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/delegations',
      describe({ tag: 'Admin', summary: 'The signed delegation links a wallet is the vault or the delegate of', access: 'admin', responses: { 200: z.object({ links: z.array(adminLinkSchema) }) } }),
      validate('query', z.object({ wallet: addressField })),
      async (c) => {
        const { wallet } = c.req.valid('query');
        const rows = await db
          .select()
          .from(delegationLinks)
          .where(or(eq(delegationLinks.vault, wallet), eq(delegationLinks.delegate, wallet)))
          .orderBy(delegationLinks.id);
        return c.json({ links: rows.map((r) => ({ vault: r.vault, delegate: r.delegate, signedAt: r.signed_at.toISOString(), createdAt: r.created_at.toISOString() })) }, 200);
      },
    )
    .delete(
      '/delegations',
      describe({
        tag: 'Admin',
        summary: 'End a signed delegation link (the delegate loses sight of the vault at once)',
        access: 'admin',
        responses: { 200: z.object({ removed: adminLinkSchema }), 404: MESSAGES.linkNotFound },
      }),
      validate('query', z.object({ vault: addressField, delegate: addressField })),
      async (c) => {
        const { vault, delegate } = c.req.valid('query');
        const removed = await db.transaction(async (tx) => {
          const [row] = await tx.delete(delegationLinks).where(and(eq(delegationLinks.vault, vault), eq(delegationLinks.delegate, delegate))).returning();
          if (row) await recordAdminAction(tx, { action: 'delegation.revoke', target: `${vault}->${delegate}`, details: { vault, delegate }, fingerprint: c.get('admin').fingerprint });
          return row;
        });
        if (!removed) return c.json({ error: MESSAGES.linkNotFound }, 404);
        return c.json({ removed: { vault, delegate, signedAt: removed.signed_at.toISOString(), createdAt: removed.created_at.toISOString() } }, 200);
      },
    );
}
