import { createHmac } from 'node:crypto';
import { RedisClient } from 'bun';
import type { Logger } from '../log.ts';
import type { StoredEvent } from './event-store.ts';

/**
 * The Redis pub/sub channel of one town. Redis pub/sub ignores database numbers, so two towns on one
 * Redis would hear each other; every instance of a town shares SESSION_SECRET and no other town has it,
 * so a keyed hash of it names the town's channel without revealing anything.
 */
export function townChannel(secret: string): string {
  return `sapphire-town:realtime:${createHmac('sha256', secret).update('realtime channel').digest('hex').slice(0, 24)}`;
}

/**
 * Bun's client retries a lost connection by itself, by default for about 30 s before it gives up; with
 * Redis away at start-up that held the server's start for as long. A few quick tries, then this class
 * starts over every 2 s (scheduleRetry), and health reports Redis down meanwhile.
 */
const CLIENT_OPTIONS = { connectionTimeout: 5000, maxRetries: 3 } as const;
/** Pause before starting over with new clients. */
const RETRY_MS = 2000;
/**
 * A publish Redis has not answered by then counts as Redis out of reach (a stalled server, a network
 * partition): later ones fail at once until it answers, rather than piling up in memory behind it.
 */
const PUBLISH_TIMEOUT_MS = 2000;

export interface BrokerOptions {
  url: string;
  log: Logger;
  /** The Redis channel (see townChannel). */
  channel: string;
  /** Called for each event another (or this) instance announced. */
  onEvent(event: StoredEvent): void;
  /** Called when an instance announces sessions that were revoked (logout), so their sockets lose private channels. */
  onSessionsRevoked(ids: number[]): void;
  /** Called after the subscription was (re)established: messages may have been missed meanwhile. */
  onResubscribed(): void;
}

/**
 * Cross-instance announcements over Redis pub/sub, with Bun's built-in RedisClient: one connection to
 * publish, one to listen. Redis pub/sub is fire-and-forget, so this only speeds things up: the events
 * themselves are in PostgreSQL, and the hub fills anything a lost message leaves out.
 */
export class Broker {
  private readonly channel: string;
  private readonly pub: RedisClient;
  private sub: RedisClient | null = null;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Redis's id of the listening connection (tests kill it to prove recovery). */
  subscriberId: number | null = null;
  /** Since when Redis has been out of reach, and the tries since: the log says so once, not every try. */
  private downSince: number | null = null;
  private tries = 0;
  /** A publish Redis has not answered in PUBLISH_TIMEOUT_MS, while it is still waited on. */
  private stalled: Promise<unknown> | null = null;

  constructor(private readonly options: BrokerOptions) {
    this.channel = options.channel;
    // No offline queue: a publish while Redis is away fails at once instead of piling up in memory.
    this.pub = new RedisClient(options.url, { enableOfflineQueue: false, ...CLIENT_OPTIONS });
  }

  /** Connects both clients; resolves once listening. Failures are logged and retried in the background. */
  async start(): Promise<void> {
    try {
      await this.pub.connect();
      await this.listen();
      this.reached();
    } catch (err) {
      this.unreachable(err);
      this.scheduleRetry();
    }
  }

  /** Where Redis is, for the log: host and port, never the password. */
  private get where(): string {
    return new URL(this.options.url).host;
  }

  private unreachable(err?: unknown): void {
    this.tries++;
    if (this.downSince !== null) {
      this.options.log.debug('redis still unreachable', { redis: this.where, tries: this.tries, err });
      return;
    }
    this.downSince = Date.now();
    this.options.log.error(`redis unreachable; retrying every ${RETRY_MS / 1000} s`, { redis: this.where, err });
  }

  private reached(): void {
    if (this.downSince === null) return;
    this.options.log.info('redis reachable again', { redis: this.where, downForMs: Date.now() - this.downSince, tries: this.tries });
    this.downSince = null;
    this.tries = 0;
  }

  /** Announces a stored event to every instance. */
  async publish(event: StoredEvent): Promise<void> {
    await this.send(JSON.stringify(event));
  }

  /** Announces revoked sessions to every instance (this one included). */
  async revokeSessions(ids: number[]): Promise<void> {
    await this.send(JSON.stringify({ revokedSessions: ids }));
  }

  private async send(message: string): Promise<void> {
    if (this.stalled) throw new Error(`redis has not answered a publish in ${PUBLISH_TIMEOUT_MS} ms`);
    if (!this.pub.connected) await this.pub.connect();
    const sent = this.pub.publish(this.channel, message);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), PUBLISH_TIMEOUT_MS);
    });
    try {
      if ((await Promise.race([sent, late])) !== 'late') return;
    } finally {
      clearTimeout(timer);
    }
    const err = new Error(`redis has not answered a publish in ${PUBLISH_TIMEOUT_MS} ms`);
    this.unreachable(err);
    this.stalled = sent.then(
      () => this.reached(),
      () => {},
    );
    void this.stalled.finally(() => {
      this.stalled = null;
    });
    throw err;
  }

  /** Whether both connections are up and answering (for /api/health and /metrics). */
  connected(): boolean {
    return this.stalled === null && this.pub.connected && this.sub?.connected === true;
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.sub?.close();
    this.pub.close();
  }

  private async listen(): Promise<void> {
    const sub = new RedisClient(this.options.url, CLIENT_OPTIONS);
    this.sub = sub;
    await sub.connect();
    this.subscriberId = Number(await sub.send('CLIENT', ['ID']));
    const listener = (message: string) => this.message(message);
    await sub.subscribe(this.channel, listener);
    // Bun reconnects by itself but does not renew subscriptions (bun 1.4.5): renew them here, once.
    sub.onconnect = () => {
      void (async () => {
        await sub.unsubscribe(this.channel).catch(() => {});
        this.subscriberId = null;
        await sub.subscribe(this.channel, listener);
        this.options.log.info('redis subscription renewed');
        this.options.onResubscribed();
      })().catch((err) => this.options.log.error('redis resubscribe failed', { err }));
    };
    // It gives up after its retries: start over with a new client.
    sub.onclose = () => {
      if (this.closed || this.sub !== sub) return;
      this.unreachable(new Error('the subscriber connection closed'));
      this.sub = null;
      this.scheduleRetry();
    };
    this.options.onResubscribed();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.sub?.close();
      this.sub = null;
      void this.start();
    }, RETRY_MS);
    this.retry.unref?.();
  }

  private message(raw: string): void {
    try {
      const parsed = JSON.parse(raw) as StoredEvent | { revokedSessions: unknown };
      if ('revokedSessions' in parsed) {
        const ids = parsed.revokedSessions;
        if (!Array.isArray(ids) || !ids.every(Number.isSafeInteger)) throw new Error('bad shape');
        this.options.onSessionsRevoked(ids as number[]);
        return;
      }
      const e = parsed;
      if (typeof e.channel !== 'string' || typeof e.event !== 'string' || !Number.isSafeInteger(e.seq)) throw new Error('bad shape');
      this.options.onEvent(e);
    } catch (err) {
      this.options.log.warn('ignoring a malformed realtime message from redis', { err });
    }
  }
}
