import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailCodes } from '../../../db/schema/index.ts';

/** A code lives 10 minutes and survives at most 5 tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

// Keyed by the server secret and bound to the address, so a leaked table cannot be brute-forced offline.
function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

/**
 * Makes a fresh 6-digit code for an (already lower-cased) address, asked for from `network`
 * (client-ip.ts clientNetwork); that network's older unused codes stop working, other networks' do not.
 */
export async function issueCode(db: Db, secret: string, email: string, network: string): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ used_at: now })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.network, network), isNull(emailCodes.used_at)));
    await tx.insert(emailCodes).values({
      email,
      code_hash: hashCode(secret, email, code),
      network,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      created_at: now,
    });
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'burned';

/**
 * Spends one try of the newest live code `network` asked for: a guess from elsewhere never reaches
 * another network's code. The try is claimed atomically before comparing, so even parallel guesses get
 * at most 5 comparisons per code, and a right code is accepted exactly once.
 */
export async function redeemCode(db: Db, secret: string, email: string, code: string, network: string): Promise<CodeCheck> {
  const now = new Date();
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.network, network), isNull(emailCodes.used_at), gt(emailCodes.expires_at, now)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!live) return 'invalid';
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.used_at), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: emailCodes.id });
  if (!claimed) {
    // Either its tries ran out, or it was spent or replaced a moment ago.
    const [current] = await db.select({ used_at: emailCodes.used_at }).from(emailCodes).where(eq(emailCodes.id, live.id));
    return current?.used_at ? 'invalid' : 'burned';
  }
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) return 'invalid';
  const [spent] = await db
    .update(emailCodes)
    .set({ used_at: now })
    .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.used_at)))
    .returning({ id: emailCodes.id });
  return spent ? 'ok' : 'invalid';
}
