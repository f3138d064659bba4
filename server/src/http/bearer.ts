import type { Context } from 'hono';

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
