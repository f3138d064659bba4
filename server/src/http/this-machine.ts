import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLoopback, socketAddress } from './loopback-or-bearer.ts';

/**
 * Whether the caller is on this machine: a request made in this process (tests, which have no socket),
 * or one over a loopback socket; behind TRUST_PROXY, one whose forwarded client is loopback too (the
 * proxy's own address says nothing about who is behind it).
 */
export function fromThisMachine(c: Context, trustProxy: boolean): boolean {
  const address = socketAddress(c);
  if (address === undefined) return true;
  if (!isLoopback(address)) return false;
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded === undefined || forwarded === '' || isLoopback(forwarded);
}

/** Answers 404 `{ error: 'Not found' }`, as for a path that does not exist, to a caller on another machine. */
export function thisMachineOnly(trustProxy: boolean) {
  return createMiddleware(async (c, next) => {
    if (!fromThisMachine(c, trustProxy)) return c.json({ error: 'Not found' }, 404);
    await next();
  });
}
