/**
 * The socket half of the browser's real-time client (DESIGN.md "Real-time"): one WebSocket to `/ws` that
 * signs in with the session token, reconnects with backoff, pings to notice a dead link, and gives up on
 * a socket that never opens. Every frame is parsed here, once, against the server message schema; what
 * the socket carries is the business of realtime-channels.ts. The socket and clock are passed in so tests
 * drive both.
 */
import { serverMessageSchema, type ClientMessage, type ServerMessage } from '../../../domain/realtime.ts';

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

export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'waiting';

export interface ConnectionOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  clock: Clock;
  /** 0 <= x < 1; spreads reconnects of many tabs after a server restart. */
  random?: () => number;
  backoff?: { baseMs: number; capMs: number };
  /** A ping goes out this often; no answer within `pongTimeoutMs` and the socket counts as dead. */
  pingEveryMs?: number;
  pongTimeoutMs?: number;
  /** A socket that has not opened by then is given up and retried. */
  connectTimeoutMs?: number;
}

/** What the connection tells the channels above it. */
export interface ConnectionEvents {
  /** A new socket opened and has signed in: (re)join the channels. */
  opened(): void;
  /** A well-formed server message arrived on the current socket. */
  message(message: ServerMessage): void;
  /** The current socket is gone; what it had joined is void. */
  lost(): void;
  status(status: RealtimeStatus): void;
}

const REALTIME_DEFAULTS = {
  backoff: { baseMs: 1000, capMs: 30_000 },
  pingEveryMs: 25_000,
  pongTimeoutMs: 10_000,
  connectTimeoutMs: 10_000,
} as const;

const OPEN = 1;

type TimerName = 'retryTimer' | 'pingTimer' | 'pongTimer' | 'connectTimer';

/** The delay before reconnect attempt `attempt` (0-based): doubling from base, capped, with equal jitter. */
export function backoffDelay(attempt: number, backoff: { baseMs: number; capMs: number }, random: () => number): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A frame as a server message, or null for anything else (binary, not JSON, not a known shape). */
function parseFrame(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = serverMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** One signed-in socket at a time, replaced whenever it drops; see the file comment. */
export class RealtimeConnection {
  private readonly opts: Required<Omit<ConnectionOptions, 'random'>> & Pick<ConnectionOptions, 'random'>;
  private token: string | null = null;
  private socket: SocketLike | null = null;
  private attempt = 0;
  private started = false;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private connectTimer: unknown = null;
  private statusNow: RealtimeStatus = 'idle';

  constructor(
    options: ConnectionOptions,
    private readonly events: ConnectionEvents,
  ) {
    this.opts = { ...REALTIME_DEFAULTS, ...options };
  }

  get status(): RealtimeStatus {
    return this.statusNow;
  }

  /** Whether `token` differs from the current one; a new token starts a new socket (private channels are tied to the sign-in). */
  signIn(token: string | null): boolean {
    if (token === this.token) return false;
    this.token = token;
    if (this.started) this.restart();
    return true;
  }

  /** Connects (and keeps reconnecting) until stop(). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Closes the socket and stops reconnecting; start() again resumes. */
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

  /** The channels are joined: the link is healthy, so the next drop starts the backoff afresh. */
  healthy(): void {
    this.attempt = 0;
    this.setStatus('live');
  }

  isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  send(message: ClientMessage): void {
    if (this.isOpen()) this.socket!.send(JSON.stringify(message));
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
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.clear('connectTimer');
      if (this.token) this.send({ type: 'auth', token: this.token });
      this.events.opened();
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

  private received(raw: unknown): void {
    // Any frame shows the socket is alive.
    this.clear('pongTimer');
    const message = parseFrame(raw);
    if (message) this.events.message(message);
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
    if (!socket) return;
    this.events.lost();
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.statusNow) return;
    this.statusNow = status;
    this.events.status(status);
  }

  private clear(name: TimerName): void {
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
