import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { SignatureVerifier } from '../../auth/signature-verifier.ts';
import { applyLinkChange } from '../../delegation/change.ts';
import type { Delegations } from '../../delegation/links.ts';
import { delegationStats } from '../../delegation/stats.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';

const linkSchema = z.object({
  type: z.enum(['delegate', 'vault']),
  associated_address: z.string(),
  associated_username: z.string().nullable(),
  source: z.enum(['signed', 'onchain']),
});
const changeQuery = z.object({ action: z.enum(['create', 'revoke']) });
const changeBody = z.object({
  variables: z.array(z.object({ type: z.enum(['address', 'uint256']), data: z.union([z.string().max(80), z.number().int().nonnegative()]) })).max(3),
  signedMessage: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature').max(20_000),
});

/**
 * `GET /api/profile/delegate` -> the caller's links; `POST /api/profile/delegate?action=create|revoke` with
 * `{ variables: [{ type, data }] (vault, delegate, time), signedMessage }` adds or removes one (SPEC sections 3, 5, 7).
 */
export function delegationRoutes(db: Db, delegations: Delegations, verify: SignatureVerifier) {
  const stats = delegationStats(db);
  const refused = (status: number) => stats.refused.set(status, (stats.refused.get(status) ?? 0) + 1);
  return new Hono()
    .get(
      '/delegate',
      describe({
        tag: 'Profile',
        summary: "The caller's delegation links: `type` is the role of `associated_address` ('delegate': my delegate; 'vault': my vault)",
        description: 'Signed links, and delegations a vault registered on the delegate.xyz v2 registry (source onchain, read from the chain and kept 30 s).',
        access: 'session',
        responses: { 200: z.array(linkSchema) },
      }),
      currentPlayer(db),
      async (c) => c.json(await delegations.list(c.get('player').session.wallet), 200),
    )
    .post(
      '/delegate',
      describe({
        tag: 'Profile',
        summary: 'Add (signed by the vault) or remove (signed by either end) a read-only delegation link',
        description:
          'The signature is a personal_sign of keccak256(encodePacked(address vault, address delegate, uint256 time)); the time must be within 5 minutes of GET /api/time; the caller must be the vault or the delegate; each signed change is used once.',
        access: 'session',
        responses: {
          200: z.object({ links: z.array(linkSchema) }),
          400: `${MESSAGES.delegateRequired}, ${MESSAGES.delegateSame}, ${MESSAGES.invalidSignature}, an expired signature or a malformed body`,
          403: MESSAGES.linkNotYours,
          404: MESSAGES.linkNotFound,
          409: MESSAGES.linkSignatureUsed,
          429: 'Too many link changes from this wallet (30 per 15 minutes)',
          502: MESSAGES.blockchainError,
        },
      }),
      currentPlayer(db),
      validate('query', changeQuery, () => refused(400)),
      validate('json', changeBody, () => refused(400)),
      async (c) => {
        const wallet = c.get('player').session.wallet;
        if (!(await hit(db, `delegate:wallet:${wallet}`, LIMITS.linkChangesPerWallet))) {
          refused(429);
          return c.json({ error: MESSAGES.tooManyRequests }, 429);
        }
        const { action } = c.req.valid('query');
        const { variables, signedMessage } = c.req.valid('json');
        const changed = await applyLinkChange(db, verify, wallet, { action, variables, signedMessage: signedMessage as `0x${string}` });
        if (!changed.ok) {
          refused(changed.status);
          return c.json({ error: changed.error }, changed.status);
        }
        if (action === 'create') stats.created++;
        else stats.revoked++;
        return c.json({ links: await delegations.list(wallet) }, 200);
      },
    );
}
