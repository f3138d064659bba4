/**
 * A proxy in front that the server was not told about (TRUST_PROXY off) makes every visitor share the
 * proxy's address: rate limits and the socket limit then count the whole town as one client. The first
 * request that arrives from a private or loopback address with a forwarding header says so in the log,
 * once per process. A forwarding header from a public address proves nothing (anyone can send one).
 */
import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import { forwarded, socketAddress } from './loopback-or-bearer.ts';
import { isPublicAddress } from './public-address.ts';

export function proxyHint(env: Pick<Env, 'TRUST_PROXY'>, log: Logger) {
  let told = env.TRUST_PROXY > 0;
  return createMiddleware(async (c, next) => {
    if (!told && forwarded(c)) {
      const proxy = socketAddress(c);
      if (proxy !== undefined && !isPublicAddress(proxy)) {
        told = true;
        log.warn('requests come through a proxy but TRUST_PROXY is off: every visitor shares its address for rate limits and the socket limit, and none counts as this machine; set TRUST_PROXY to the number of proxies in front', { proxy });
      }
    }
    await next();
  });
}
