import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages.ts';
import { describe } from '../../http/describe.ts';
import { validateOr } from '../../http/validate.ts';
import type { Db } from '../../../../db/client.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import type { EnsLookup } from '../../delegation/ens-lookup.ts';

const answerSchema = z.object({ address: z.string().nullable(), message: z.string() });
const nameParam = z.object({ name: z.string().min(1).max(255) });

/**
 * `GET /ens/{name}` -> `{ address, message }`: the avatar CDN's ENS look-up (SPEC section 7), served by us
 * through ETH_RPC_URLS. A name with no address answers 404 with address null ('Ens address not found').
 */
export function ensRoutes(lookup: EnsLookup | null, db: Db, proxies: number) {
  const notFound = { address: null, message: MESSAGES.ensNotFound };
  return new Hono().get(
    '/:name',
    describe({
      tag: 'Profile',
      summary: 'The address an ENS name (.eth) resolves to, read from the chain and cached (5 minutes; a name with none 1 minute)',
      access: 'public',
      responses: {
        200: answerSchema,
        404: { description: "No such name, no address set, or not a .eth name: `{ address: null, message: 'Ens address not found' }`", schema: answerSchema },
        502: { description: 'The chain could not be asked', schema: answerSchema },
        429: { description: 'Too many names read from the chain for this address (120 per 15 minutes; cached names are always answered)', schema: answerSchema },
        503: { description: 'This server reads no chain (ETH_RPC_URLS is not set)', schema: answerSchema },
      },
    }),
    validateOr('param', nameParam, (c) => c.json(notFound, 404)),
    async (c) => {
      if (!lookup) return c.json(notFound, 503);
      const answer = await lookup(c.req.valid('param').name, () => hit(db, `ens:ip:${clientIp(c, proxies)}`, LIMITS.ensChainReadsPerIp));
      if (answer.status === 'found') {
        c.header('Cache-Control', 'public, max-age=300');
        return c.json({ address: answer.address, message: 'ok' }, 200);
      }
      if (answer.status === 'unreachable') return c.json({ address: null, message: MESSAGES.blockchainError }, 502);
      if (answer.status === 'limited') return c.json({ address: null, message: MESSAGES.tooManyRequests }, 429);
      return c.json(notFound, 404);
    },
  );
}
