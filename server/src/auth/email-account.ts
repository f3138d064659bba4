import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { fail, ok, type Result } from '../result.ts';
import { embeddedWalletFor, findByEmail } from './embedded-wallet.ts';

/** How e-mail code sign-ins went: the address's own embedded wallet, a wallet profile's verified address, or refused as unverified. */
export type EmailSignInAccount = 'embedded' | 'verified' | 'unverified';
const outcomes = new WeakMap<Db, Record<EmailSignInAccount, number>>();

/** The e-mail sign-ins counted for `db`, by the account they opened (for /metrics). */
export function emailSignInAccounts(db: Db): Record<EmailSignInAccount, number> {
  const known = outcomes.get(db);
  if (known) return known;
  const counts = { embedded: 0, verified: 0, unverified: 0 };
  outcomes.set(db, counts);
  return counts;
}

/**
 * Which wallet an e-mail code sign-in opens (issue 14, "One account"), for an address whose code was just
 * redeemed (lower-cased):
 * 1. the address's own embedded wallet, when it already has a profile (a player who registered by e-mail);
 * 2. otherwise a profile that verified this address in Settings: that profile's wallet, whatever signs it in;
 * 3. a profile that only typed this address in (a wallet explorer's registration) is refused with the
 *    issue's message: a second wallet there would only end at registration's 409;
 * 4. otherwise the embedded wallet, made on first sign-in as before.
 * The session is always of type `magic`, so wallet signing stays disabled (SPEC section 5).
 */
export async function walletForEmailSignIn(db: Db, secret: string, email: string): Promise<Result<string, 403>> {
  const account = await accountFor(db, secret, email);
  emailSignInAccounts(db)[account.ok ? account.value.kind : 'unverified']++;
  return account.ok ? ok(account.value.wallet) : account;
}

async function accountFor(db: Db, secret: string, email: string): Promise<Result<{ wallet: string; kind: EmailSignInAccount }, 403>> {
  const embedded = await findByEmail(db, email);
  if (embedded) {
    const [own] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.wallet, embedded)).limit(1);
    if (own) return ok({ wallet: embedded, kind: 'embedded' });
  }
  const [holder] = await db
    .select({ wallet: profiles.wallet, verified: profiles.email_verified_at })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email))
    .limit(1);
  if (holder?.verified) return ok({ wallet: holder.wallet, kind: 'verified' });
  if (holder) return fail(403, MESSAGES.emailOfWalletExplorer);
  return ok({ wallet: await embeddedWalletFor(db, secret, email), kind: 'embedded' });
}

/**
 * Whether another profile than `profileId` holds `email` (lower-cased), verified or not, or signs in with
 * its embedded wallet (a code sign-in for it opens that profile first, whatever e-mail it shows now).
 */
export async function emailHeldByAnother(db: Db, email: string, profileId: number): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(sql`lower(${profiles.email})`, email)).limit(1);
  if (row !== undefined && row.id !== profileId) return true;
  const embedded = await findByEmail(db, email);
  if (!embedded) return false;
  const [own] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.wallet, embedded)).limit(1);
  return own !== undefined && own.id !== profileId;
}

/** Marks a profile's e-mail as proved, for a code-login session whose embedded wallet is that address. */
export async function markVerifiedIfOwnAddress(db: Db, profileId: number, wallet: string, email: string | null | undefined) {
  if (!email || (await findByEmail(db, email)) !== wallet) return;
  await db.update(profiles).set({ email_verified_at: new Date() }).where(and(eq(profiles.id, profileId), isNotNull(profiles.email)));
}
