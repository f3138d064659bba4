import { Hono } from 'hono';
import { z } from 'zod';
import { and, desc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Hex } from 'viem';
import { nonces } from '../../../../db/schema/index.ts';
import { LOGIN_TYPES, type LoginType } from '../../../../domain/identity.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import { createSession } from '../../auth/session-store.ts';
import { buildSiweMessage, newNonce, siweMessageIsCurrent } from '../../auth/siwe.ts';
import type { SignatureVerifier } from '../../auth/signature-verifier.ts';
import { addressField } from '../../profiles/profile-input.ts';
import { describe } from '../../http/describe.ts';
import { signInOrigin } from '../../http/dev-host.ts';
import { ownProfileSchema } from '../../profiles/profile-schemas.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';

// An e-mail ('magic') session is only ever made by a verified code or Magic DID token, never claimed by a wallet.
const WALLET_TYPES = LOGIN_TYPES.filter((t) => t !== 'magic');
const verifyBody = z.object({
  address: addressField,
  signature: z.string().regex(/^0x[0-9a-fA-F]*$/, 'signature must be 0x-prefixed hex').max(20_000),
  type: z.string().optional(),
});

const nonceSchema = z.object({ message: z.string().meta({ description: 'The EIP-4361 message to sign' }), nonce: z.string(), expiresAt: z.iso.datetime() });
const signedInSchema = z.object({
  token: z.string().meta({ description: 'The session: send it as `Authorization: Bearer <token>`' }),
  profile: z.union([ownProfileSchema, z.object({ id: z.literal(0), wallet: z.string() }).meta({ description: 'A wallet that has not registered yet' })]),
});

/** Sign-In with Ethereum: `GET /nonce` hands out a message, `POST /verify` turns its signature into a session. */
export function siweRoutes({ database: { db }, env }: AppDeps, verifySignature: SignatureVerifier) {
  return new Hono<AppEnv>()
    .get(
      '/nonce',
      describe({
        tag: 'Sign-in',
        summary: 'Sign-In with Ethereum, step 1: a message for the wallet to sign',
        access: 'public',
        responses: { 200: nonceSchema, 429: 'Too many requests from this address' },
      }),
      validate('query', z.object({ address: addressField })),
      async (c) => {
        if (!(await hit(db, `nonce:ip:${clientIp(c, env.TRUST_PROXY)}`, LIMITS.noncePerIp))) {
          return c.json({ error: MESSAGES.tooManyRequests }, 429);
        }
        const { address } = c.req.valid('query');
        const nonce = newNonce();
        const now = new Date();
        const { message, expiresAt } = buildSiweMessage(signInOrigin(env, c.req.raw), address, nonce, now);
        // Spent and stale messages of this address are of no further use.
        await db.delete(nonces).where(and(eq(nonces.address, address), or(isNotNull(nonces.used_at), lte(nonces.expires_at, now))));
        await db.insert(nonces).values({ nonce, address, message, expires_at: expiresAt });
        return c.json({ message, nonce, expiresAt: expiresAt.toISOString() }, 200);
      },
    )
    .post(
      '/verify',
      describe({
        tag: 'Sign-in',
        summary: "Sign-In with Ethereum, step 2: the message's signature for a session",
        description: 'Smart-contract wallets are checked on the chain (ETH_RPC_URLS); each message signs in once.',
        access: 'public',
        responses: { 200: signedInSchema, 401: 'Invalid signature (or no current message for the address)', 502: 'The chain could not be asked about a smart-contract wallet' },
      }),
      validate('json', verifyBody),
      async (c) => {
        const { address, signature, type } = c.req.valid('json');
        const walletType: LoginType = (WALLET_TYPES as readonly string[]).includes(type ?? '') ? (type as LoginType) : 'injected';
        const now = new Date();
        const live = await db
          .select()
          .from(nonces)
          .where(and(eq(nonces.address, address), isNull(nonces.used_at), gt(nonces.expires_at, now)))
          .orderBy(desc(nonces.expires_at))
          .limit(5);
        for (const candidate of live) {
          if (!siweMessageIsCurrent(signInOrigin(env, c.req.raw), candidate.message, address, candidate.nonce)) continue;
          const valid = await verifySignature(address as Hex, candidate.message, signature as Hex);
          if (!valid.ok) return c.json({ error: valid.error }, valid.status);
          if (!valid.value) continue;
          // The one atomic step: of any number of parallel verifies of this message, one gets the row.
          const [consumed] = await db
            .update(nonces)
            .set({ used_at: new Date() })
            .where(and(eq(nonces.nonce, candidate.nonce), isNull(nonces.used_at), gt(nonces.expires_at, new Date())))
            .returning({ nonce: nonces.nonce });
          if (!consumed) break;
          const token = await createSession(db, address, walletType);
          const profile = (await loadOwnProfile(db, address)) ?? { id: 0 as const, wallet: address };
          return c.json({ token, profile }, 200);
        }
        return c.json({ error: MESSAGES.invalidSignature }, 401);
      },
    );
}
