/**
 * Session answers kept on PGlite while nothing is written (db/pglite-parsers.ts pgliteWrites): one process
 * owns that database, so an unchanged write count means an unchanged session, profile and entries. Every
 * signed-in request asks who is calling, and on PGlite that one statement cost about as much as the rest
 * of a small route; a town load makes seven such requests, the first of them the caller's full profile
 * (profiles/own-profile-read.ts), which the rest can use. PostgreSQL has no count and is always asked.
 * Keyed by the token's hash; an answer is never used past its session's expiry.
 */
import type { ProfileRow } from '../../../db/schema/index.ts';
import type { OwnProfile } from '../profiles/own-profile.ts';
import type { SessionInfo } from './session-store.ts';

/** A live session and its wallet's profile; `own` (the full profile) when the reader asked for it. */
export interface KeptSession {
  session: SessionInfo;
  profile: ProfileRow | null;
  own?: OwnProfile | null;
}

interface Kept {
  writes: number;
  expiresAt: number;
  found: KeptSession;
}

const KEPT_MAX = 2000;
const kept = new WeakMap<object, Map<string, Kept>>();

/**
 * The answer kept for `tokenHash` at write count `writes` (taken before any read of this request), if any
 * and not expired; with `needOwn`, only one that holds the full profile. Shared: read it only.
 */
export function keptSession(db: object, tokenHash: string, writes: number | null, needOwn = false): KeptSession | undefined {
  if (writes === null) return undefined;
  const hit = kept.get(db)?.get(tokenHash);
  if (!hit || hit.writes !== writes || hit.expiresAt <= Date.now()) return undefined;
  return needOwn && hit.found.own === undefined ? undefined : hit.found;
}

/**
 * Keeps `found`, read at write count `writes` (taken before the read: a write while it ran leaves it under
 * an older count, never used). A fuller answer at the same count is not replaced by a leaner one.
 */
export function keepSession(db: object, tokenHash: string, writes: number | null, expiresAt: number, found: KeptSession): void {
  if (writes === null) return;
  let answers = kept.get(db);
  if (!answers) {
    answers = new Map();
    kept.set(db, answers);
  }
  const old = answers.get(tokenHash);
  if (old && old.writes === writes && old.found.own !== undefined && found.own === undefined) return;
  answers.delete(tokenHash);
  // The oldest kept answer goes first once the map is full.
  if (answers.size >= KEPT_MAX) answers.delete(answers.keys().next().value!);
  answers.set(tokenHash, { writes, expiresAt, found });
}
