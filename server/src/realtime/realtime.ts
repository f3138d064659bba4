import { websocket as honoWebsocket } from 'hono/bun';
import type { Database } from '../../../db/client.ts';
import { classifyChannel, MAX_EVENT_DATA_BYTES, REPLAY_RETENTION_MS, WS_MAX_MESSAGE_BYTES } from '../../../domain/realtime.ts';
import type { Logger } from '../log.ts';
import { Broker } from './broker.ts';
import { ClientSockets } from './client-sockets.ts';
import type { Connection } from './connection.ts';
import { appendEvent, pruneEvents, type StoredEvent } from './event-store.ts';
import { Hub, type TopicSink } from './hub.ts';
import { liveSessionIds } from './session-check.ts';

export interface RealtimeOptions {
  database: Database;
  log: Logger;
  /**
   * Redis for cross-instance delivery, and the pub/sub channel every instance of this town (and no
   * other) uses (townChannel). Without it, events reach this instance's sockets only.
   */
  redis?: { url: string; channel: string };
  /** The clock (ms since the epoch); tests move it to age events past retention. */
  now?: () => number;
}

/** The transport under the server's typed `Publish` (publish.ts), which is what the rest of the server calls. */
export interface Publisher {
  /**
   * Stores an event on `channel` with the channel's next seq and delivers it to subscribed sockets on
   * every instance. Resolves once stored (delivery follows). Throws on an unknown channel or oversized data.
   * Takes any JSON: the event map of domain/realtime.ts is checked where pushes are made, not here.
   */
  publish(channel: string, event: string, data: unknown): Promise<StoredEvent>;
}

export type Realtime = ReturnType<typeof createRealtime>;

const SESSION_CHECK_EVERY_MS = 60_000;
/** With Redis, how often followed channels are compared with the database to catch lost messages. */
const RESYNC_EVERY_MS = 5_000;

/**
 * The real-time core: the hub delivering to local sockets, the optional Redis broker, the publish API,
 * and the Bun websocket handler to pass to Bun.serve.
 */
export function createRealtime(options: RealtimeOptions) {
  const { database, log } = options;
  const db = database.db;
  const now = options.now ?? Date.now;
  const hub = new Hub({ db, log, now });
  const connections = new Set<Connection>();
  const clientSockets = new ClientSockets();
  const broker = options.redis
    ? new Broker({
        ...options.redis,
        log,
        onEvent: (e) => hub.receive(e),
        onSessionsRevoked: (ids) => endSessions(ids),
        // Messages may have been missed while Redis was away: events and revocations alike.
        onResubscribed: () => {
          resync();
          void checkSessions().catch((err) => log.error('realtime session check failed', { err }));
        },
      })
    : null;
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let started: Promise<void> | null = null;

  const resync = () => void hub.resync().catch((err) => log.error('realtime resync failed', { err }));

  async function publish(channel: string, event: string, data: unknown): Promise<StoredEvent> {
    if (!classifyChannel(channel)) throw new Error(`publish: unknown channel ${channel}`);
    if (typeof event !== 'string' || event.length === 0 || event.length > 100) throw new Error('publish: event must be a name of 1 to 100 characters');
    const json = JSON.stringify(data ?? null);
    if (json.length > MAX_EVENT_DATA_BYTES) throw new Error(`publish: data over ${MAX_EVENT_DATA_BYTES} bytes`);
    const stored = await appendEvent(db, channel, event, JSON.parse(json), new Date(now()));
    hub.receive(stored);
    // Stored first, so a failed announcement only delays other instances until their next resync.
    // Said at debug level while Redis is known to be away: the broker said so once already.
    broker?.publish(stored).catch((err) => (broker.connected() ? log.warn : log.debug)('realtime announce failed; other instances will catch up', { channel, err }));
    return stored;
  }

  /** Deletes events older than the retention window; returns how many. (The periodic sweep does it for the server: server/src/sweep.) */
  const prune = () => pruneEvents(db, new Date(now() - REPLAY_RETENTION_MS));

  /** Ends the private feeds of sockets whose session was revoked or expired since they signed in. */
  async function checkSessions(): Promise<void> {
    const signedIn = [...connections].filter((c) => c.sessionId !== null);
    const live = await liveSessionIds(db, signedIn.map((c) => c.sessionId!), new Date(now()));
    for (const c of signedIn) if (c.sessionId !== null && !live.has(c.sessionId)) c.sessionEnded();
  }

  /** Ends the private feeds of this instance's sockets signed in with one of `ids`. */
  function endSessions(ids: number[]): void {
    const ended = new Set(ids);
    for (const c of connections) if (c.sessionId !== null && ended.has(c.sessionId)) c.sessionEnded();
  }

  /**
   * Sessions were revoked (logout): their sockets lose their private channels now, here and, through
   * Redis, on every other instance. The periodic check catches anything Redis drops.
   */
  function revokeSessions(ids: number[]): void {
    endSessions(ids);
    broker?.revokeSessions(ids).catch((err) => log.warn('realtime revocation announce failed; other instances check within a minute', { err }));
  }

  function every(ms: number, run: () => Promise<unknown>, what: string) {
    const timer = setInterval(() => void run().catch((err) => log.error(`realtime ${what} failed`, { err })), ms);
    timer.unref?.();
    timers.push(timer);
  }

  return {
    publish,
    prune,
    checkSessions,
    revokeSessions,
    hub,
    db,
    log,
    broker,
    connections,
    clientSockets,
    now,
    /** Starts delivering through `server` (Bun.serve's publish), the timers and Redis. */
    start(server: TopicSink): Promise<void> {
      hub.attach(server);
      if (started) return started;
      every(SESSION_CHECK_EVERY_MS, checkSessions, 'session check');
      if (broker) every(RESYNC_EVERY_MS, () => hub.resync(), 'resync');
      started = broker?.start() ?? Promise.resolve();
      return started;
    },
    /** Closes every socket with 1001 (going away), before the server stops. */
    closeSockets(): void {
      for (const c of connections) c.shutdown();
    },
    /** Stops timers, Redis and delivery. */
    close(): void {
      for (const t of timers.splice(0)) clearInterval(t);
      broker?.close();
      hub.close();
    },
    /** Bun.serve's `websocket` option: hono's dispatcher with our limits. */
    websocket: {
      ...honoWebsocket,
      maxPayloadLength: WS_MAX_MESSAGE_BYTES,
      // A client too slow to take its pushes is closed rather than silently skipped; it reconnects with `since`.
      backpressureLimit: 1024 * 1024,
      closeOnBackpressureLimit: true,
      idleTimeout: 120,
      sendPings: true,
    },
  };
}
