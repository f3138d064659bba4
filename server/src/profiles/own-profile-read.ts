/**
 * GET /api/profile for its owner in one query: the live session, its wallet's profile, the profile's
 * entries and its social links, by token hash, prepared once per database. The route runs on every page
 * load, and on PGlite each statement costs more than the rest of the request (bench `db-route`: three
 * statements made PGlite a quarter of PostgreSQL's rate). On PGlite the answer is also kept, per token,
 * for as long as nothing has been written (auth/kept-sessions.ts), and the town's other signed-in
 * requests learn who is calling from it. PostgreSQL is always asked.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, sessions, type KvRow, type ProfileRow, type ProviderLinkRow } from '../../../db/schema/index.ts';
import type { LoginType } from '../../../domain/identity.ts';
import { pgliteWrites } from '../../../db/pglite-parsers.ts';
import { hashToken, type SessionInfo } from '../auth/session-store.ts';
import { keepSession, keptSession } from '../auth/kept-sessions.ts';
import { connectionOf } from '../connections/links.ts';
import { ownProfile, type OwnProfile } from './own-profile.ts';

// Timestamps as JSON text (ISO 8601 with an offset), made Dates again below.
const entriesJson = sql<unknown>`(select coalesce(json_agg(json_build_object('id', k.id, 'profile_id', k.profile_id, 'key', k.key, 'value', k.value, 'type', k.type, 'created', k.created, 'updated', k.updated) order by k.id), '[]'::json) from kv_entries k where k.profile_id = ${profiles.id})`;
const linksJson = sql<unknown>`(select coalesce(json_agg(json_build_object('id', l.id, 'profile_id', l.profile_id, 'provider', l.provider, 'account_id', l.account_id, 'name', l.name, 'tag', l.tag, 'linked_at', l.linked_at) order by l.linked_at), '[]'::json) from provider_links l where l.profile_id = ${profiles.id})`;

const queries = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return db
    .select({ session: sessions, profile: profiles, entries: entriesJson, links: linksJson })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.wallet, sessions.wallet))
    .where(and(eq(sessions.token_hash, sql.placeholder('tokenHash')), isNull(sessions.revoked_at)))
    .limit(1)
    .prepare('session_own_profile');
}

// PGlite hands json columns back parsed, Bun's PostgreSQL client as text on some paths: take either.
const parsed = (value: unknown): Record<string, unknown>[] => (typeof value === 'string' ? JSON.parse(value) : ((value ?? []) as Record<string, unknown>[]));

const entryRow = (e: Record<string, unknown>) => ({ ...e, created: new Date(e.created as string), updated: new Date(e.updated as string) }) as KvRow;
const linkRow = (l: Record<string, unknown>) => ({ ...l, linked_at: new Date(l.linked_at as string) }) as ProviderLinkRow;

export interface SessionOwnProfile {
  session: SessionInfo;
  profile: ProfileRow | null;
  /** The owner's full profile (null before registration). */
  own: OwnProfile | null;
}

/**
 * A live session with its wallet's full profile, in one statement (or none, on PGlite, when nothing was
 * written since the same token's last read); or why there is no session. The answer is shared: read it only.
 */
export async function findSessionOwnProfile(db: Db, token: string): Promise<SessionOwnProfile | 'missing' | 'expired'> {
  const tokenHash = hashToken(token);
  // Taken before the read: a write while it runs leaves the answer kept under an older count, never used.
  const writes = pgliteWrites(db);
  const hit = keptSession(db, tokenHash, writes, true);
  if (hit) return hit as SessionOwnProfile;
  let query = queries.get(db);
  if (!query) {
    query = prepare(db);
    queries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return 'missing';
  const expiresAt = row.session.expires_at.getTime();
  if (expiresAt <= Date.now()) return 'expired';
  const { id, wallet, wallet_type } = row.session;
  const own = row.profile ? ownProfile(row.profile, parsed(row.entries).map(entryRow), parsed(row.links).map(linkRow).map(connectionOf)) : null;
  const found = { session: { id, wallet, type: wallet_type as LoginType }, profile: row.profile, own };
  keepSession(db, tokenHash, writes, expiresAt, found);
  return found;
}
