import type { Db } from '../../../db/client.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { classifyChannel, WS_AUTH_FAILURES_MAX, WS_ERRORS, WS_RATE, type ClientMessage } from '../../../domain/realtime.ts';
import { findSession } from '../auth/session-store.ts';
import type { Logger } from '../log.ts';
import { parseClientMessage } from './client-message.ts';
import type { Hub, HubSocket } from './hub.ts';
import { RateBucket } from '../http/rate-bucket.ts';
import { liveSessionIds } from './session-check.ts';
import { serverMessage } from './wire.ts';

/** The parts of a Bun ServerWebSocket a connection uses. */
export interface ConnectionSocket extends HubSocket {
  unsubscribe(topic: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectionDeps {
  db: Db;
  hub: Hub;
  log: Logger;
  now: () => number;
  /** Told when this socket is closed for too many failed sign-ins (for /metrics). */
  onAuthFailuresClose?: () => void;
}

/** WebSocket close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

/**
 * One socket's side of the protocol. Messages are handled one at a time, in order, so a client may
 * send `auth` and `subscribe` back to back; the rate limit is checked as each arrives.
 */
export class Connection {
  private session: { id: number; wallet: string } | null = null;
  private readonly channels = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly bucket: RateBucket;
  private closed = false;
  private failedSignIns = 0;

  constructor(
    private readonly socket: ConnectionSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.bucket = new RateBucket(WS_RATE.perSecond, WS_RATE.burst, deps.now());
  }

  /** A frame arrived: text is handled in turn, anything else is refused. */
  received(data: string | ArrayBuffer | Uint8Array): void {
    if (this.closed) return;
    if (!this.bucket.take(this.deps.now())) {
      this.send({ type: 'error', error: WS_ERRORS.tooFast });
      this.socket.close(POLICY_VIOLATION, WS_ERRORS.tooFast);
      return;
    }
    if (typeof data !== 'string') {
      this.send({ type: 'error', error: WS_ERRORS.notJsonText });
      return;
    }
    const parsed = parseClientMessage(data);
    if ('error' in parsed) {
      this.send({ type: 'error', error: parsed.error });
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(parsed.message))
      .catch((err) => {
        this.deps.log.error('realtime message failed', { err });
        this.send({ type: 'error', error: MESSAGES.genericError });
      });
  }

  /** The socket closed: leave every channel. */
  closedBy(): void {
    this.closed = true;
    for (const channel of this.channels) this.deps.hub.leave(channel, this.socket);
    this.channels.clear();
  }

  /** Server shutdown: 1001 tells the client to reconnect, to another instance if there is one. */
  shutdown(): void {
    this.socket.close(1001, 'Server shutting down');
  }

  /** The session id this socket signed in with, for the periodic revocation check. */
  get sessionId(): number | null {
    return this.session?.id ?? null;
  }

  /** The session ended elsewhere (logout, expiry): drop its private channels and say so. */
  sessionEnded(): void {
    if (!this.session) return;
    this.session = null;
    this.dropPrivate();
    this.send({ type: 'error', error: MESSAGES.sessionExpired });
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.closed) return;
    switch (message.type) {
      case 'ping':
        return this.send({ type: 'pong' });
      case 'auth':
        return this.auth(message.token);
      case 'subscribe':
        return this.subscribe(message.channel, message.since);
      case 'unsubscribe':
        return this.unsubscribe(message.channel);
    }
  }

  private async auth(token: string): Promise<void> {
    const found = await findSession(this.deps.db, token);
    if (found === 'missing' || found === 'expired') {
      // A failed sign-in leaves the socket anonymous, whatever it was before.
      this.session = null;
      this.dropPrivate();
      this.send({ type: 'error', error: found === 'missing' ? MESSAGES.tokenNotPresent : MESSAGES.sessionExpired });
      // Each attempt reads the database: a socket is not a way to try tokens without end.
      if (++this.failedSignIns >= WS_AUTH_FAILURES_MAX && !this.closed) {
        this.send({ type: 'error', error: WS_ERRORS.tooManySignIns });
        this.deps.onAuthFailuresClose?.();
        // Messages already queued behind this one are not handled.
        this.closed = true;
        this.socket.close(POLICY_VIOLATION, WS_ERRORS.tooManySignIns);
      }
      return;
    }
    this.session = { id: found.id, wallet: found.wallet.toLowerCase() };
    this.dropPrivate();
  }

  private async subscribe(channel: string, since: number | undefined): Promise<void> {
    const kind = classifyChannel(channel);
    if (!kind) return this.send({ type: 'error', error: WS_ERRORS.unknownChannel(channel.slice(0, 100)) });
    if (kind.kind === 'private' && !(await this.owns(kind.owner))) return this.send({ type: 'error', error: WS_ERRORS.forbidden(channel) });
    if (this.closed) return;
    if (this.channels.has(channel)) return this.send({ type: 'subscribed', channel });
    this.channels.add(channel);
    try {
      await this.deps.hub.join(channel, this.socket, since);
    } catch (err) {
      if (this.channels.delete(channel)) this.deps.hub.leave(channel, this.socket);
      throw err;
    }
    // Dropped while joining (the session was revoked meanwhile): the join's subscription must not stay.
    if (!this.channels.has(channel)) this.socket.unsubscribe(channel);
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.deps.hub.leave(channel, this.socket);
    this.socket.unsubscribe(channel);
  }

  /** Whether this socket is signed in as `wallet` right now (a revoked session no longer counts). */
  private async owns(wallet: string): Promise<boolean> {
    if (this.session?.wallet !== wallet) return false;
    const live = await liveSessionIds(this.deps.db, [this.session.id], new Date(this.deps.now()));
    if (live.has(this.session.id)) return true;
    this.sessionEnded();
    return false;
  }

  private dropPrivate(): void {
    for (const channel of [...this.channels]) {
      const kind = classifyChannel(channel);
      if (kind?.kind === 'private' && kind.owner !== this.session?.wallet) this.unsubscribe(channel);
    }
  }

  private send(message: Parameters<typeof serverMessage>[0]): void {
    if (!this.closed && this.socket.readyState === 1) this.socket.send(serverMessage(message));
  }
}
