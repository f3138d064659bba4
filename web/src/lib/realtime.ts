/**
 * The browser's side of `GET /ws` (DESIGN.md "Real-time"): one socket per tab that signs in with the
 * session token, follows the channels it is given, and loses nothing across reconnects. It remembers the
 * last `seq` seen on each channel and resubscribes with `since`, so the server replays what was missed;
 * a replayed or repeated event (seq not above the last) is dropped. No React here: realtime-provider.tsx
 * wires it to the page, and the socket and clock are passed in so tests drive both.
 */
import type { ServerMessage } from '../../../domain/realtime.ts';

/** The parts of a browser WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * Where an event comes from: `live` as it happened; `missed` replayed after a reconnect (it happened while
 * we were away, so it is news to the player); `history` stored before this tab first followed the channel
 * (already reflected by what the page loaded, so it may refresh data but should not announce anything).
 */
export type EventSource = 'live' | 'missed' | 'history';

export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
  seq: number;
  source: EventSource;
}

export type RealtimeNotice =
  | ({ type: 'event' } & RealtimeEvent)
  /** The channel was rejoined without knowing where we left it: events may have been missed, refetch. */
  | { type: 'resync'; channel: string }
  | { type: 'error'; error: string }
  | { type: 'status'; status: RealtimeStatus };

export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'waiting';

export interface RealtimeOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  clock: Clock;
  /** 0 <= x < 1; spreads reconnects of many tabs after a server restart. */
  random?: () => number;
  /**
   * Whether a channel followed for the first time replays what the server still stores (`since: 0`), so
   * the tab knows the channel's position and a later reconnect can ask for exactly what it missed.
   * Default: every channel but the busy public `sapphiretown`, whose every player's progress would make
   * each page load heavy; what it misses is only ever a refetch.
   */
  replayStored?: (channel: string) => boolean;
  backoff?: { baseMs: number; capMs: number };
  /** A ping goes out this often; no answer within `pongTimeoutMs` and the socket counts as dead. */
  pingEveryMs?: number;
  pongTimeoutMs?: number;
  /** A socket that has not opened by then is given up and retried. */
  connectTimeoutMs?: number;
}

export const REALTIME_DEFAULTS = {
  backoff: { baseMs: 1000, capMs: 30_000 },
  pingEveryMs: 25_000,
  pongTimeoutMs: 10_000,
  connectTimeoutMs: 10_000,
} as const;

const OPEN = 1;

interface Joined {
  /** Events before `subscribed` are a replay: `missed` (since given) or `history` (since 0, first time). */
  replay: 'missed' | 'history' | 'none';
  subscribed: boolean;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling from base, capped, with equal jitter. */
export function backoffDelay(attempt: number, backoff: { baseMs: number; capMs: number }, random: () => number): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** One real-time connection with automatic reconnects and replay; see the file comment. */
export class RealtimeClient {
  private readonly opts: Required<Omit<RealtimeOptions, 'random' | 'replayStored'>> & Pick<RealtimeOptions, 'random' | 'replayStored'>;
  private token: string | null = null;
  private channels: string[] = [];
  private readonly lastSeq = new Map<string, number>();
  /** Channels this tab has followed before (so a rejoin without a position is a possible gap). */
  private readonly followed = new Set<string>();
  /** Positions learnt from an empty replay: the channel's counter may be past 0 (pruned events), so no gap check yet. */
  private readonly looseStart = new Set<string>();
  private joined = new Map<string, Joined>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private started = false;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private connectTimer: unknown = null;
  private readonly listeners = new Set<(notice: RealtimeNotice) => void>();
  private statusNow: RealtimeStatus = 'idle';

  constructor(options: RealtimeOptions) {
    this.opts = {
      backoff: REALTIME_DEFAULTS.backoff,
      pingEveryMs: REALTIME_DEFAULTS.pingEveryMs,
      pongTimeoutMs: REALTIME_DEFAULTS.pongTimeoutMs,
      connectTimeoutMs: REALTIME_DEFAULTS.connectTimeoutMs,
      ...options,
    };
  }

  get status(): RealtimeStatus {
    return this.statusNow;
  }

  /** The last seq seen on `channel`, if any. */
  positionOf(channel: string): number | undefined {
    return this.lastSeq.get(channel);
  }

  /** Listens to events and state changes; returns the way to stop. */
  listen(listener: (notice: RealtimeNotice) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Who is signed in and what to follow. A new token starts a new connection (the server ties private
   * channels to the socket's sign-in); a new channel list only (un)subscribes the difference.
   */
  configure(token: string | null, channels: readonly string[]): void {
    const next = [...new Set(channels)];
    if (token !== this.token) {
      this.token = token;
      this.channels = next;
      if (this.started) this.restart();
      return;
    }
    const added = next.filter((c) => !this.channels.includes(c));
    const removed = this.channels.filter((c) => !next.includes(c));
    this.channels = next;
    if (!this.isOpen()) return;
    for (const channel of removed) {
      this.joined.delete(channel);
      this.send({ type: 'unsubscribe', channel });
    }
    for (const channel of added) this.join(channel);
  }

  /** Connects (and keeps reconnecting) until stop(). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Closes the socket and stops reconnecting; start() again resumes where it left off. */
  stop(): void {
    this.started = false;
    this.clearTimers();
    this.detach(1000, 'Client stopped');
    this.setStatus('idle');
  }

  /**
   * The tab became visible or the network came back: reconnect now rather than after the backoff, or
   * check that an open socket is still alive.
   */
  wake(): void {
    if (!this.started) return;
    if (this.socket) {
      if (this.isOpen()) this.ping();
      return;
    }
    this.attempt = 0;
    this.clear('retryTimer');
    this.connect();
  }

  private restart(): void {
    this.clearTimers();
    this.detach(1000, 'New session');
    this.attempt = 0;
    this.connect();
  }

  private connect(): void {
    if (!this.started || this.socket) return;
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.joined = new Map();
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.clear('connectTimer');
      if (this.token) this.send({ type: 'auth', token: this.token });
      for (const channel of this.channels) this.join(channel);
      this.schedulePing();
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.received(event.data);
    };
    socket.onclose = () => {
      if (socket === this.socket) this.dropped();
    };
    // An error is followed by close; nothing to do until then.
    socket.onerror = () => {};
    this.connectTimer = this.opts.clock.setTimeout(() => {
      this.connectTimer = null;
      if (socket === this.socket && !this.isOpen()) this.dropped();
    }, this.opts.connectTimeoutMs);
  }

  private join(channel: string): void {
    const since = this.lastSeq.get(channel);
    if (since !== undefined) {
      this.joined.set(channel, { replay: 'missed', subscribed: false });
      this.send({ type: 'subscribe', channel, since });
      return;
    }
    const replayStored = this.opts.replayStored ?? ((c: string) => c !== 'sapphiretown');
    if (replayStored(channel)) {
      this.joined.set(channel, { replay: 'history', subscribed: false });
      this.send({ type: 'subscribe', channel, since: 0 });
      return;
    }
    this.joined.set(channel, { replay: 'none', subscribed: false });
    this.send({ type: 'subscribe', channel });
    if (this.followed.has(channel)) this.emit({ type: 'resync', channel });
  }

  private received(raw: unknown): void {
    // Any frame shows the socket is alive.
    this.clear('pongTimer');
    if (typeof raw !== 'string') return;
    let message: ServerMessage & { seq?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    switch (message.type) {
      case 'event':
        return this.event(message);
      case 'subscribed': {
        const joined = this.joined.get(message.channel);
        if (!joined) return;
        joined.subscribed = true;
        this.followed.add(message.channel);
        // A baseline with nothing stored still fixes the position: everything after 0 is new.
        if (joined.replay === 'history' && !this.lastSeq.has(message.channel)) {
          this.lastSeq.set(message.channel, 0);
          this.looseStart.add(message.channel);
        }
        // A server that says where the channel stands lets even a live-only join resume exactly.
        if (typeof message.seq === 'number' && message.seq > (this.lastSeq.get(message.channel) ?? -1)) this.lastSeq.set(message.channel, message.seq);
        // Signed in and following: the connection is healthy, so the next drop starts the backoff afresh.
        this.attempt = 0;
        this.setStatus('live');
        return;
      }
      case 'error':
        return this.emit({ type: 'error', error: String(message.error) });
      case 'pong':
        return;
    }
  }

  private event(message: Extract<ServerMessage, { type: 'event' }>): void {
    const joined = this.joined.get(message.channel);
    if (!joined || typeof message.seq !== 'number') return;
    const last = this.lastSeq.get(message.channel);
    if (last !== undefined && message.seq <= last) return;
    // Seqs have no holes, so a jump means events aged out of the server's store while we were away:
    // what the page holds may be stale (decision 0007).
    if (last !== undefined && message.seq > last + 1 && !this.looseStart.has(message.channel)) this.emit({ type: 'resync', channel: message.channel });
    this.looseStart.delete(message.channel);
    this.lastSeq.set(message.channel, message.seq);
    const source: EventSource = joined.subscribed || joined.replay === 'none' ? 'live' : joined.replay;
    this.emit({ type: 'event', channel: message.channel, event: message.event, data: message.data, seq: message.seq, source });
  }

  private dropped(): void {
    this.clearTimers();
    this.detach(4000, 'Gone');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    this.setStatus('waiting');
    const delay = backoffDelay(this.attempt, this.opts.backoff, this.opts.random ?? Math.random);
    this.attempt += 1;
    this.retryTimer = this.opts.clock.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private schedulePing(): void {
    this.clear('pingTimer');
    this.pingTimer = this.opts.clock.setTimeout(() => {
      this.pingTimer = null;
      this.ping();
      this.schedulePing();
    }, this.opts.pingEveryMs);
  }

  private ping(): void {
    if (!this.isOpen() || this.pongTimer) return;
    this.send({ type: 'ping' });
    const socket = this.socket;
    this.pongTimer = this.opts.clock.setTimeout(() => {
      this.pongTimer = null;
      if (socket === this.socket) this.dropped();
    }, this.opts.pongTimeoutMs);
  }

  /** Forgets the current socket (its late callbacks are ignored) and closes it. */
  private detach(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.joined = new Map();
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  private send(message: object): void {
    if (this.isOpen()) this.socket!.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.statusNow) return;
    this.statusNow = status;
    this.emit({ type: 'status', status });
  }

  private emit(notice: RealtimeNotice): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(notice);
      } catch (err) {
        // One failing listener must not starve the others or break the socket.
        console.error('realtime listener failed', err);
      }
    }
  }

  private clear(name: 'retryTimer' | 'pingTimer' | 'pongTimer' | 'connectTimer'): void {
    if (this[name] !== null) this.opts.clock.clearTimeout(this[name]);
    this[name] = null;
  }

  private clearTimers(): void {
    this.clear('retryTimer');
    this.clear('pingTimer');
    this.clear('pongTimer');
    this.clear('connectTimer');
  }
}
