/**
 * Who is calling: one middleware reads the Bearer session joined with its wallet's profile (one query;
 * on PGlite none while nothing has been written since this token's last read, auth/kept-sessions.ts)
 * and puts it on the context as `player`, so no handler looks the caller up again.
 *   currentPlayer(db)    session required: missing, unknown, revoked or expired is 401 `{ error }`
 *   optionalPlayer(db)   no Authorization header is anonymous (null); a bad token is still 401
 *                        ({ withOwnProfile: true }: the same query also reads the caller's full profile, `own`)
 *   registeredPlayer     after currentPlayer: a wallet without a profile is 404 'User not found'
 */
import type { TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../../db/client.ts';
import type { ProfileRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { findSessionPlayer, type SessionInfo } from '../auth/session-store.ts';
import { findSessionOwnProfile } from '../profiles/own-profile-read.ts';
import type { OwnProfile } from '../profiles/own-profile.ts';
import type { AppVariables } from '../context.ts';
import { fail, ok, type Result } from '../result.ts';
import { bearer } from './bearer.ts';

/** The signed-in caller: their session and their profile (null for a wallet that has not registered yet). */
export interface Player {
  session: SessionInfo;
  profile: ProfileRow | null;
  /** The caller's full profile, when the middleware was asked to read it too. */
  own?: OwnProfile | null;
}

/** A caller with a profile: what registeredPlayer guarantees. */
export interface RegisteredPlayer extends Player {
  profile: ProfileRow;
}

export type PlayerEnv = { Variables: AppVariables & { player: Player } };
export type MaybePlayerEnv = { Variables: AppVariables & { player: Player | null } };
export type RegisteredPlayerEnv = { Variables: AppVariables & { player: RegisteredPlayer } };

/** The refusals these answer, typed so each route's RPC type (and the typed test client) lists them. */
type Refusal<S extends 401 | 404> = Response & TypedResponse<{ error: string }, S, 'json'>;

async function resolve(db: Db, token: string | null, withOwnProfile = false): Promise<Result<Player, 401>> {
  if (!token) return fail(401, MESSAGES.tokenNotPresent);
  const found = withOwnProfile ? await findSessionOwnProfile(db, token) : await findSessionPlayer(db, token);
  if (found === 'missing') return fail(401, MESSAGES.tokenNotPresent);
  if (found === 'expired') return fail(401, MESSAGES.sessionExpired);
  return ok(found);
}

/** Bearer session required; sets `player`. */
export function currentPlayer(db: Db) {
  return createMiddleware<PlayerEnv, string, BlankInput, Refusal<401>>(async (c, next) => {
    const found = await resolve(db, bearer(c) ?? null);
    if (!found.ok) return c.json({ error: found.error }, found.status);
    c.set('player', found.value);
    await next();
  });
}

/** Bearer session optional: no header sets `player` to null, but a bad token is still 401 so the client logs out. */
export function optionalPlayer(db: Db, { withOwnProfile = false }: { withOwnProfile?: boolean } = {}) {
  return createMiddleware<MaybePlayerEnv, string, BlankInput, Refusal<401>>(async (c, next) => {
    const token = bearer(c);
    if (token === undefined) {
      c.set('player', null);
      return next();
    }
    const found = await resolve(db, token, withOwnProfile);
    if (!found.ok) return c.json({ error: found.error }, found.status);
    c.set('player', found.value);
    await next();
  });
}

/**
 * After currentPlayer (and after the request's validators, so a malformed request is still its 400):
 * the caller must have a profile, or it is 404 'User not found'. Reads only the context, no query.
 */
export const registeredPlayer = createMiddleware<RegisteredPlayerEnv, string, BlankInput, Refusal<404>>(async (c, next) => {
  const player = c.get('player') as Player | undefined;
  if (!player?.profile) return c.json({ error: MESSAGES.userNotFound }, 404);
  await next();
});
