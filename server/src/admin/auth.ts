/**
 * The admin API's credential: `Authorization: Bearer <ADMIN_TOKEN>`. Without ADMIN_TOKEN configured the
 * admin API does not exist (404, like any unknown path), so an instance that never set one shows nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { bearer } from '../http/bearer.ts';
import type { AppVariables } from '../context.ts';

export type AdminEnv = { Variables: AppVariables & { admin: { fingerprint: string } } };

export const ADMIN_MESSAGES = {
  badToken: 'Invalid admin token',
  notFound: 'Not found',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A short, stable name for a token (12 hex digits of its SHA-256): enough to tell tokens apart, useless to sign in with. */
export function tokenFingerprint(token: string): string {
  return sha256(token).toString('hex').slice(0, 12);
}

/** Compares digests, so the time taken says nothing about the token's length or its first wrong character. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** 404 without a configured token; 401 `{ error: 'Invalid admin token' }` for a missing or wrong one. */
export function requireAdmin(adminToken: string | undefined) {
  const fingerprint = adminToken ? tokenFingerprint(adminToken) : '';
  return createMiddleware<AdminEnv>(async (c, next) => {
    if (!adminToken) return c.json({ error: ADMIN_MESSAGES.notFound }, 404);
    const given = bearer(c);
    if (!given || !sameToken(given, adminToken)) return c.json({ error: ADMIN_MESSAGES.badToken }, 401);
    c.set('admin', { fingerprint });
    await next();
  });
}
