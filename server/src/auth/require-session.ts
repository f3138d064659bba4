import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../../db/client.ts';
import type { LoginType } from '../../../domain/identity.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { AppVariables } from '../context.ts';
import { findSession, type SessionInfo } from './session-store.ts';

export type { SessionInfo } from './session-store.ts';

export type SessionEnv = { Variables: AppVariables & { session: SessionInfo } };
export type MaybeSessionEnv = { Variables: AppVariables & { session: SessionInfo | null } };

/**
 * The Bearer credential of a request: undefined without the header, null when it is not `Bearer <token>`.
 * Credentials travel only in the Authorization header: URLs end up in logs, history and Referer headers.
 */
export function bearer(c: Context): string | null | undefined {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function resolve(db: Db, token: string | null) {
  if (!token) return { error: MESSAGES.tokenNotPresent } as const;
  const row = await findSession(db, token);
  if (row === 'missing') return { error: MESSAGES.tokenNotPresent } as const;
  if (row === 'expired') return { error: MESSAGES.sessionExpired } as const;
  return { session: { id: row.id, wallet: row.wallet, type: row.wallet_type as LoginType } } as const;
}

/** Bearer session required: anything missing, unknown, revoked or expired is 401 `{ error }`. */
export function requireSession(db: Db) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const found = await resolve(db, bearer(c) ?? null);
    if ('error' in found) return c.json({ error: found.error }, 401);
    c.set('session', found.session);
    await next();
  });
}

/** Bearer session optional: no header means anonymous, but a bad token is still 401 so the client logs out. */
export function optionalSession(db: Db) {
  return createMiddleware<MaybeSessionEnv>(async (c, next) => {
    const token = bearer(c);
    if (token === undefined) {
      c.set('session', null);
      return next();
    }
    const found = await resolve(db, token);
    if ('error' in found) return c.json({ error: found.error }, 401);
    c.set('session', found.session);
    await next();
  });
}
