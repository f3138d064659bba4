import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forwardedClient } from '../auth/client-ip.ts';
import { forwarded, isLoopback, socketAddress } from './loopback-or-bearer.ts';

/**
 * Whether the caller is on this machine: a request made in this process (tests, which have no socket),
 * or one over a loopback socket; behind TRUST_PROXY, one whose client as our proxies saw it
 * (forwardedClient) is loopback too. The proxy's own address says nothing about who is behind it, so a
 * request through it that names no client is not known to be local. Without TRUST_PROXY, a loopback
 * request with a forwarding header is a proxy on this machine passing someone else's on: not local.
 */
export function fromThisMachine(c: Context, proxies: number): boolean {
  const address = socketAddress(c);
  if (address === undefined) return true;
  if (!isLoopback(address)) return false;
  if (proxies < 1) return !forwarded(c);
  const client = forwardedClient(c, proxies);
  return client !== undefined && isLoopback(client);
}

/** Answers 404 `{ error: 'Not found' }`, as for a path that does not exist, to a caller on another machine. */
export function thisMachineOnly(proxies: number) {
  return createMiddleware(async (c, next) => {
    if (!fromThisMachine(c, proxies)) return c.json({ error: 'Not found' }, 404);
    await next();
  });
}
