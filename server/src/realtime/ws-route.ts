import { Hono } from 'hono';
import { upgradeWebSocket } from 'hono/bun';
import type { ServerWebSocket } from 'bun';
import { WS_AUTH_FAILURES_MAX, WS_ERRORS } from '../../../domain/realtime.ts';
import { clientIp } from '../auth/client-ip.ts';
import type { Env } from '../env.ts';
import { Connection } from './connection.ts';
import { originAllowed } from './origin.ts';
import type { Realtime } from './realtime.ts';
import { describe } from '../http/describe.ts';

/** `GET /ws`: the real-time socket (DESIGN "Real-time"); the protocol lives in connection.ts. */
export function wsRoutes(env: Env, realtime: Realtime) {
  const { hub, connections, clientSockets, now } = realtime;
  const log = realtime.log;
  return new Hono()
    .get(
      '/',
      describe({
        tag: 'Operations',
        summary: 'The real-time socket: a WebSocket for pushes (decision 0007)',
        description:
          `Messages are JSON frames (domain/realtime.ts): \`auth\` with a session token for private channels, \`subscribe\` to channels (with \`since\` to replay what was missed). The Origin must be PUBLIC_URL's. One client address may hold SOCKET_LIMIT_PER_IP sockets on an instance (${env.SOCKET_LIMIT_PER_IP} here); a socket is closed (1008) after ${WS_AUTH_FAILURES_MAX} failed \`auth\` messages.`,
        access: 'public',
        responses: {
          101: { description: 'Switching Protocols: the socket is open' },
          403: 'Origin not allowed',
          426: 'Expected a WebSocket upgrade',
          429: 'Too many connections from this address',
          503: { description: 'The server is stopping: reconnect to another instance', media: 'text/plain' },
        },
      }),
      async (c, next) => {
        if (!originAllowed(env, c.req.raw)) return c.json({ error: 'Origin not allowed' }, 403);
        const client = clientIp(c, env.TRUST_PROXY);
        if (!clientSockets.take(client, env.SOCKET_LIMIT_PER_IP)) return c.json({ error: WS_ERRORS.tooManySockets }, 429);
        await next();
        // Not upgraded (a plain GET, a failed handshake): the slot is given back now, not when a socket closes.
        if (c.res.status !== 200) clientSockets.release(client);
      },
      upgradeWebSocket((c) => {
        const client = clientIp(c, env.TRUST_PROXY);
        let connection: Connection | null = null;
        return {
          onOpen(_event, ws) {
            connection = new Connection(ws.raw as ServerWebSocket<unknown>, {
              db: realtime.db,
              hub,
              log,
              now,
              onAuthFailuresClose: () => clientSockets.refused.authFailures++,
            });
            connections.add(connection);
          },
          onMessage(event, _ws) {
            const data = event.data;
            connection?.received(typeof data === 'string' ? data : new Uint8Array(data as ArrayBuffer));
          },
          onClose() {
            clientSockets.release(client);
            if (!connection) return;
            connection.closedBy();
            connections.delete(connection);
          },
        };
      }),
      // Reached only when the request was not a WebSocket upgrade.
      (c) => c.json({ error: 'Expected a WebSocket upgrade' }, 426),
    );
}
