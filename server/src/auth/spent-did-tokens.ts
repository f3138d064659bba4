import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usedDidTokens } from '../../../db/schema/index.ts';

// Rows are swept only well after their token died, so instance clocks a little apart cannot reopen one.
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Marks a DID token (by its claim hash) as used; true only for the first caller. One conditional insert,
 * so any number of parallel replays on any number of instances get exactly one session.
 */
export async function spendDidToken(db: Db, claimHash: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedDidTokens).where(lt(usedDidTokens.expires_at, new Date(Date.now() - SWEEP_GRACE_MS)));
  const [row] = await db
    .insert(usedDidTokens)
    .values({ claim_hash: claimHash, expires_at: expiresAt })
    .onConflictDoNothing({ target: usedDidTokens.claim_hash })
    .returning({ claim_hash: usedDidTokens.claim_hash });
  return row !== undefined;
}
