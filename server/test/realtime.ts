/** Test helpers: a real listening server with the real-time core, and a WebSocket client that waits on conditions. */
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test/test-database.ts';
import type { ServerMessage } from '../../domain/realtime.ts';
import { createApp } from '../src/app.ts';
import type { AppDeps } from '../src/context.ts';
import { createLogger } from '../src/log.ts';
import { testEnv } from './app.ts';
import { createRealtime, type RealtimeOptions } from '../src/realtime/realtime.ts';

export interface TestServerOptions extends Partial<Omit<RealtimeOptions, 'database' | 'log'>> {
  /** Shared with another test server; closed by whoever opened it. */
  database?: Database;
  env?: Record<string, string>;
}

/** The app with `/ws` on a real Bun.serve at port 0, as server.ts wires it. */
export async function startTestServer(options: TestServerOptions = {}) {
  const env = testEnv(options.env);
  const ownDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase(env.DATABASE_URL));
  const log = createLogger('silent');
  const realtime = createRealtime({ database, log, redis: options.redis, now: options.now });
  const deps: AppDeps = { env, database, log, secret: 'test-secret-'.padEnd(40, 'x'), realtime };
  const app = createApp(deps);
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch, websocket: realtime.websocket });
  await realtime.start(server);
  const origin = `http://127.0.0.1:${server.port}`;
  return {
    app,
    server,
    realtime,
    database,
    origin,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    /** Opens a client socket (with this server's own Origin unless told otherwise). */
    connect: (headers: Record<string, string> = { origin }) => TestSocket.open(`ws://127.0.0.1:${server.port}/ws`, headers),
    async close() {
      realtime.closeSockets();
      await server.stop(true);
      realtime.close();
      if (ownDatabase) await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

type Event = Extract<ServerMessage, { type: 'event' }>;

/** A real WebSocket client that records every message and lets a test await the one it expects. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.onmessage = (e) => {
      this.messages.push(JSON.parse(String(e.data)) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.closed = new Promise((resolve) => {
      ws.addEventListener('close', (e) => {
        resolve({ code: e.code, reason: e.reason });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  /** Resolves once open; rejects when the upgrade is refused. */
  static open(url: string, headers: Record<string, string>): Promise<TestSocket> {
    // Bun's WebSocket takes extra handshake headers; browsers set Origin themselves.
    const ws = new WebSocket(url, { headers } as unknown as string[]);
    return new Promise((resolve, reject) => {
      ws.onopen = () => resolve(new TestSocket(ws));
      ws.onerror = () => reject(new Error('websocket refused'));
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits until `match` holds for some message received so far (or later); fails after `ms`. */
  async waitFor<T extends ServerMessage>(match: (m: ServerMessage) => m is T, ms?: number): Promise<T>;
  async waitFor(match: (m: ServerMessage) => boolean, ms?: number): Promise<ServerMessage>;
  async waitFor(match: (m: ServerMessage) => boolean, ms = 5000): Promise<ServerMessage> {
    const deadline = performance.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed while waiting; got ${JSON.stringify(this.messages)}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`timed out waiting; got ${JSON.stringify(this.messages).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Subscribes and waits for `subscribed`. */
  async subscribe(channel: string, since?: number): Promise<void> {
    this.send({ type: 'subscribe', channel, ...(since === undefined ? {} : { since }) });
    await this.waitFor((m) => m.type === 'subscribed' && m.channel === channel);
  }

  /** Events received on `channel`, in arrival order. */
  events(channel: string): Event[] {
    return this.messages.filter((m): m is Event => m.type === 'event' && m.channel === channel);
  }

  /** Waits until `count` events arrived on `channel`. */
  async waitForEvents(channel: string, count: number, ms = 10_000): Promise<Event[]> {
    await this.waitFor(() => this.events(channel).length >= count, ms);
    return this.events(channel);
  }

  /**
   * A round trip through this socket's message queue: every message handled before the ping was
   * answered first. Used to prove something did not arrive.
   */
  async roundTrip(): Promise<void> {
    const before = this.messages.filter((m) => m.type === 'pong').length;
    this.send({ type: 'ping' });
    await this.waitFor(() => this.messages.filter((m) => m.type === 'pong').length > before);
  }

  errors(): string[] {
    return this.messages.flatMap((m) => (m.type === 'error' ? [m.error] : []));
  }

  close(): void {
    this.ws.close();
  }
}
