/**
 * The browser's real-time client (DESIGN.md "Real-time"): follows the channels it is given over one
 * connection (realtime-connection.ts) and loses nothing across reconnects. It remembers the last `seq`
 * seen on each channel and resubscribes with `since`, so the server replays what was missed; a replayed
 * or repeated event (seq not above the last) is dropped, and a jump in seq asks the page to refetch.
 * Each event's data is checked against its schema in domain/realtime.ts before anyone sees it, so
 * listeners get typed pushes and never guard by hand. No React here: realtime-provider.tsx wires it.
 */
import { parsePush, type RealtimePush, type ServerMessage } from '../../../domain/realtime.ts';
import { RealtimeConnection, type ConnectionOptions, type RealtimeStatus } from './realtime-connection.ts';

/**
 * Where an event comes from: `live` as it happened; `missed` replayed, but stored while we were away or
 * still connecting (after a reconnect, or after the page began to want the channel: news to the player);
 * `history` stored before the page wanted the channel (already reflected by what the page loaded, so it
 * may refresh data but should not announce anything).
 */
export type EventSource = 'live' | 'missed' | 'history';

export type RealtimeEvent = RealtimePush & {
  channel: string;
  seq: number;
  source: EventSource;
};

export type RealtimeNotice =
  | ({ type: 'event' } & RealtimeEvent)
  /** The channel was rejoined without knowing where we left it: events may have been missed, refetch. */
  | { type: 'resync'; channel: string }
  | { type: 'error'; error: string }
  | { type: 'status'; status: RealtimeStatus };

export interface RealtimeOptions extends ConnectionOptions {
  /**
   * Whether a channel followed for the first time replays what the server still stores (`since: 0`), so
   * the tab knows the channel's position and a later reconnect can ask for exactly what it missed.
   * Default: every channel but the busy public `sapphiretown`, whose every player's progress would make
   * each page load heavy; what it misses is only ever a refetch.
   */
  replayStored?: (channel: string) => boolean;
  /** The page's clock in ms (performance.now in the browser): `configure`'s `since` and replayed events' ages are read on it. */
  now?: () => number;
}

interface Joined {
  /** Events before `subscribed` are a replay: `missed` (since given) or `history` (since 0, first time). */
  replay: 'missed' | 'history' | 'none';
  subscribed: boolean;
}

const replayAllButTown = (channel: string) => channel !== 'sapphiretown';

/** One real-time connection with automatic reconnects and replay; see the file comment. */
export class RealtimeClient {
  private readonly connection: RealtimeConnection;
  private readonly replayStored: (channel: string) => boolean;
  private channels: string[] = [];
  private readonly lastSeq = new Map<string, number>();
  /** Channels this tab has followed before (so a rejoin without a position is a possible gap). */
  private readonly followed = new Set<string>();
  /** Positions learnt from an empty replay: the channel's counter may be past 0 (pruned events), so no gap check yet. */
  private readonly looseStart = new Set<string>();
  private joined = new Map<string, Joined>();
  /** When (on `now`'s clock) the page began to want each channel: a replayed event stored after it is news. */
  private readonly wantedSince = new Map<string, number>();
  private readonly now: () => number;
  private readonly listeners = new Set<(notice: RealtimeNotice) => void>();

  constructor(options: RealtimeOptions) {
    this.replayStored = options.replayStored ?? replayAllButTown;
    this.now = options.now ?? (() => performance.now());
    this.connection = new RealtimeConnection(options, {
      opened: () => {
        this.joined = new Map();
        for (const channel of this.channels) this.join(channel);
      },
      message: (message) => this.received(message),
      lost: () => {
        this.joined = new Map();
      },
      status: (status) => this.emit({ type: 'status', status }),
    });
  }

  get status(): RealtimeStatus {
    return this.connection.status;
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
   * `since` is when the page began to want these channels (its data loads from then on): a push stored
   * after it but replayed on the first join (the code and the socket come a few seconds after the first
   * screen) is still news, such as a journey the player unlocked meanwhile.
   */
  configure(token: string | null, channels: readonly string[], since = this.now()): void {
    const next = [...new Set(channels)];
    for (const channel of [...this.wantedSince.keys()]) if (!next.includes(channel)) this.wantedSince.delete(channel);
    for (const channel of next) if (!this.wantedSince.has(channel)) this.wantedSince.set(channel, since);
    const previous = this.channels;
    this.channels = next;
    if (this.connection.signIn(token) || !this.connection.isOpen()) return;
    for (const channel of previous.filter((c) => !next.includes(c))) {
      this.joined.delete(channel);
      this.connection.send({ type: 'unsubscribe', channel });
    }
    for (const channel of next.filter((c) => !previous.includes(c))) this.join(channel);
  }

  /** Connects (and keeps reconnecting) until stop(). */
  start(): void {
    this.connection.start();
  }

  /** Closes the socket and stops reconnecting; start() again resumes where it left off. */
  stop(): void {
    this.connection.stop();
  }

  /** The tab became visible or the network came back: reconnect or check the socket now. */
  wake(): void {
    this.connection.wake();
  }

  private join(channel: string): void {
    const since = this.lastSeq.get(channel);
    if (since !== undefined) {
      this.joined.set(channel, { replay: 'missed', subscribed: false });
      this.connection.send({ type: 'subscribe', channel, since });
      return;
    }
    if (this.replayStored(channel)) {
      this.joined.set(channel, { replay: 'history', subscribed: false });
      this.connection.send({ type: 'subscribe', channel, since: 0 });
      return;
    }
    this.joined.set(channel, { replay: 'none', subscribed: false });
    this.connection.send({ type: 'subscribe', channel });
    if (this.followed.has(channel)) this.emit({ type: 'resync', channel });
  }

  private received(message: ServerMessage): void {
    // A pong only shows the socket is alive, which the connection has already noted.
    if (message.type === 'event') this.event(message);
    else if (message.type === 'subscribed') this.subscribed(message);
    else if (message.type === 'error') this.emit({ type: 'error', error: message.error });
  }

  private subscribed(message: Extract<ServerMessage, { type: 'subscribed' }>): void {
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
    if (message.seq !== undefined && message.seq > (this.lastSeq.get(message.channel) ?? -1)) this.lastSeq.set(message.channel, message.seq);
    // Signed in and following: the connection is healthy.
    this.connection.healthy();
  }

  private event(message: Extract<ServerMessage, { type: 'event' }>): void {
    const joined = this.joined.get(message.channel);
    if (!joined) return;
    const last = this.lastSeq.get(message.channel);
    if (last !== undefined && message.seq <= last) return;
    // Seqs have no holes, so a jump means events aged out of the server's store while we were away:
    // what the page holds may be stale (decision 0007).
    if (last !== undefined && message.seq > last + 1 && !this.looseStart.has(message.channel)) this.emit({ type: 'resync', channel: message.channel });
    this.looseStart.delete(message.channel);
    // The position counts every event, even one this client cannot read, so nothing is replayed twice.
    this.lastSeq.set(message.channel, message.seq);
    const push = parsePush(message.event, message.data);
    if (!push) return;
    let source: EventSource = joined.subscribed || joined.replay === 'none' ? 'live' : joined.replay;
    if (source === 'history' && message.age !== undefined && this.now() - message.age >= (this.wantedSince.get(message.channel) ?? Number.POSITIVE_INFINITY)) source = 'missed';
    this.emit({ type: 'event', channel: message.channel, seq: message.seq, source, ...push });
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
}
