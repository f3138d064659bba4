import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, sessions, type ProfileRow, type SessionRow } from '../../../db/schema/index.ts';
import type { LoginType } from '../../../domain/identity.ts';
import { pgliteWrites } from '../../../db/pglite-parsers.ts';
import { keepSession, keptSession } from './kept-sessions.ts';

/** Who a live session belongs to: the session's id, its (lower-case) wallet and how it signed in. */
export interface SessionInfo {
  id: number;
  wallet: string;
  type: LoginType;
}

/** Sessions last 30 days; signing in again starts a new one. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The sha256 of a bearer token, as kept in `sessions.token_hash`. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a (lower-cased) wallet and returns the bearer token; only its hash is stored. */
export async function createSession(db: Db, wallet: string, walletType: LoginType): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    wallet: wallet.toLowerCase(),
    wallet_type: walletType,
    created_at: new Date(now),
    expires_at: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

/** The live session row for a token, or why there is none. */
export async function findSession(db: Db, token: string): Promise<SessionRow | 'missing' | 'expired'> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)))
    .limit(1);
  if (!row) return 'missing';
  return row.expires_at.getTime() > Date.now() ? row : 'expired';
}

/**
 * The lookup every signed-in request makes: a live session and its wallet's profile, by token hash. Built
 * once per database with drizzle's .prepare() (building the SQL from the query builder cost about three
 * times the driver's own work per read; bench `db-pk-read`).
 */
const sessionPlayerQueries = new WeakMap<Db, ReturnType<typeof prepareSessionPlayer>>();
function prepareSessionPlayer(db: Db) {
  return db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.wallet, sessions.wallet))
    .where(and(eq(sessions.token_hash, sql.placeholder('tokenHash')), isNull(sessions.revoked_at)))
    .limit(1)
    .prepare('session_player');
}

/**
 * A live session and the profile of its wallet (null before registration), read in one query, or on
 * PGlite kept from this token's last read while nothing has been written (kept-sessions.ts); or why there
 * is none. The profile is shared: read it only.
 */
export async function findSessionPlayer(db: Db, token: string): Promise<{ session: SessionInfo; profile: ProfileRow | null } | 'missing' | 'expired'> {
  const tokenHash = hashToken(token);
  const writes = pgliteWrites(db);
  const hit = keptSession(db, tokenHash, writes);
  if (hit) return { session: hit.session, profile: hit.profile };
  let query = sessionPlayerQueries.get(db);
  if (!query) {
    query = prepareSessionPlayer(db);
    sessionPlayerQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return 'missing';
  const expiresAt = row.session.expires_at.getTime();
  if (expiresAt <= Date.now()) return 'expired';
  const { id, wallet, wallet_type } = row.session;
  const found = { session: { id, wallet, type: wallet_type as LoginType }, profile: row.profile };
  keepSession(db, tokenHash, writes, expiresAt, found);
  return found;
}

/** Revokes one session; a revoked token is refused everywhere from then on. */
export async function revokeSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, id));
}
