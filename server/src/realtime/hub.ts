import type { Db } from '../../../db/client.ts';
import type { Logger } from '../log.ts';
import { latestSeqs, readEvents, type StoredEvent } from './event-store.ts';
import { eventMessage, replayMessage, serverMessage } from './wire.ts';

/** Where delivered events go: Bun's server-wide topic publish (one serialisation, native fan-out). */
export interface TopicSink {
  publish(topic: string, message: string): unknown;
}

/** The parts of a Bun ServerWebSocket the hub uses. */
export interface HubSocket {
  send(message: string): unknown;
  subscribe(topic: string): void;
  readonly readyState: number;
}

interface Replay {
  /** Live events that arrived while the replay read the database; all newer than what it reads. */
  buffer: Array<{ seq: number; message: string }>;
}

interface ChannelState {
  name: string;
  /** Last seq delivered to local sockets; null until read from the database. */
  cursor: number | null;
  ready: Promise<void>;
  /** Events that arrived ahead of a missing seq (or before `ready`), by seq. */
  pending: Map<number, StoredEvent>;
  /** Local sockets joined (or joining) this channel; the state is dropped when the last leaves. */
  members: Set<HubSocket>;
  replaying: Set<Replay>;
  gapTimer: ReturnType<typeof setTimeout> | null;
}

const OPEN = 1;
const PAGE = 500;

export interface HubOptions {
  db: Db;
  log: Logger;
  /** How long an out-of-order event waits for the missing ones before they are read from the database. */
  gapMs?: number;
  /** The clock events are stored by: a replayed event's age is read on it. */
  now?: () => number;
}

/**
 * Local delivery of channel events to this instance's sockets, exactly once and in seq order.
 * Events may arrive twice (local publish and Redis), out of order (two instances publishing at once)
 * or not at all (a dropped Redis message); the cursor per channel drops repeats, holds early ones back,
 * and the database fills holes, since every delivered seq is stored before it is announced.
 */
export class Hub {
  private readonly channels = new Map<string, ChannelState>();
  private sink: TopicSink | null = null;
  private readonly gapMs: number;
  /** Counters for logs and tests: live events held back at a replay seam, holes filled, seqs skipped. */
  readonly stats = { seamBuffered: 0, gapFills: 0, skipped: 0 };

  constructor(private readonly options: HubOptions) {
    this.gapMs = options.gapMs ?? 250;
  }

  /** Sets where events go once the server listens. */
  attach(sink: TopicSink): void {
    this.sink = sink;
  }

  /** Hands the hub an event from any source; repeats and events of channels nobody here follows are ignored. */
  receive(event: StoredEvent): void {
    const ch = this.channels.get(event.channel);
    if (!ch) return;
    if (ch.cursor !== null && event.seq <= ch.cursor) return;
    ch.pending.set(event.seq, event);
    if (ch.cursor !== null) this.drain(ch);
  }

  /**
   * Joins `socket` to `channel`: replays stored events after `since` (when given), then switches it to
   * live delivery and sends `subscribed`. The switch is synchronous, after the replay and any events
   * buffered meanwhile, so nothing is lost or repeated at the seam. Every join, even one that threw,
   * is undone by `leave(channel, socket)` when the socket no longer wants the channel.
   */
  async join(channel: string, socket: HubSocket, since?: number): Promise<void> {
    const ch = this.channels.get(channel) ?? this.open(channel);
    ch.members.add(socket);
    await ch.ready;
    // A client failing over from an instance that was ahead of this one: catch up first, or events it
    // already has would reach it again through the topic when this instance hears of them.
    if (since !== undefined && since > ch.cursor!) await this.catchUp(ch, since);
    if (socket.readyState !== OPEN) return;
    const replay: Replay = { buffer: [] };
    ch.replaying.add(replay);
    try {
      let after = since ?? ch.cursor!;
      // Everything up to the cursor is stored; everything after it reaches the buffer.
      const upTo = ch.cursor!;
      while (after < upTo) {
        const rows = await readEvents(this.options.db, channel, after, upTo, PAGE);
        if (socket.readyState !== OPEN) return;
        const now = (this.options.now ?? Date.now)();
        for (const row of rows) socket.send(replayMessage(row, now));
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1]!.seq;
      }
      if (socket.readyState !== OPEN) return;
      this.stats.seamBuffered += replay.buffer.length;
      for (const { message } of replay.buffer) socket.send(message);
      socket.subscribe(channel);
      socket.send(serverMessage({ type: 'subscribed', channel }));
    } finally {
      ch.replaying.delete(replay);
    }
  }

  /** Undoes `join`; the channel's state goes when its last local socket leaves. */
  leave(channel: string, socket: HubSocket): void {
    const ch = this.channels.get(channel);
    if (!ch?.members.delete(socket) || ch.members.size > 0) return;
    if (ch.gapTimer) clearTimeout(ch.gapTimer);
    this.channels.delete(channel);
  }

  /** Channels with local sockets. */
  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  /**
   * Catches every followed channel up with the database: after Redis reconnects, and now and then,
   * so an event whose Redis message was lost still arrives when no later event reveals the hole.
   */
  async resync(): Promise<void> {
    const ready = [...this.channels.values()].filter((ch) => ch.cursor !== null);
    if (ready.length === 0) return;
    const latest = await latestSeqs(this.options.db, ready.map((ch) => ch.name));
    await Promise.all(ready.map((ch) => this.fill(ch, latest.get(ch.name) ?? 0)));
  }

  /** Stops gap timers; nothing is delivered afterwards. */
  close(): void {
    for (const ch of this.channels.values()) if (ch.gapTimer) clearTimeout(ch.gapTimer);
    this.channels.clear();
    this.sink = null;
  }

  private open(name: string): ChannelState {
    const ch: ChannelState = { name, cursor: null, ready: Promise.resolve(), pending: new Map(), members: new Set(), replaying: new Set(), gapTimer: null };
    this.channels.set(name, ch);
    ch.ready = latestSeqs(this.options.db, [name]).then(
      (latest) => {
        ch.cursor = latest.get(name) ?? 0;
        this.drain(ch);
      },
      (err) => {
        // Nobody can join a channel whose position is unknown; the next join tries again.
        if (this.channels.get(name) === ch) this.channels.delete(name);
        throw err;
      },
    );
    return ch;
  }

  private drain(ch: ChannelState): void {
    for (const seq of ch.pending.keys()) if (seq <= ch.cursor!) ch.pending.delete(seq);
    for (let next = ch.pending.get(ch.cursor! + 1); next; next = ch.pending.get(ch.cursor! + 1)) {
      ch.pending.delete(next.seq);
      ch.cursor = next.seq;
      this.deliver(ch, next);
    }
    if (ch.pending.size === 0) {
      if (ch.gapTimer) clearTimeout(ch.gapTimer);
      ch.gapTimer = null;
    } else if (!ch.gapTimer) {
      ch.gapTimer = setTimeout(() => {
        ch.gapTimer = null;
        void this.fill(ch, Math.max(...ch.pending.keys())).catch((err) => this.options.log.error('realtime gap fill failed', { channel: ch.name, err }));
      }, this.gapMs);
      ch.gapTimer.unref?.();
    }
  }

  /** Delivers stored events up to `since` (no further than the database has: a client may claim more). */
  private async catchUp(ch: ChannelState, since: number): Promise<void> {
    const latest = (await latestSeqs(this.options.db, [ch.name])).get(ch.name) ?? 0;
    await this.fill(ch, Math.min(since, latest));
  }

  /** Reads stored events up to `target` into the channel; a seq the database no longer has is skipped. */
  private async fill(ch: ChannelState, target: number): Promise<void> {
    while (this.channels.get(ch.name) === ch && ch.cursor! < target) {
      const from = ch.cursor!;
      const rows = await readEvents(this.options.db, ch.name, from, target, PAGE);
      if (this.channels.get(ch.name) !== ch) return;
      for (const row of rows) this.receive(row);
      if (ch.cursor! > from) {
        this.stats.gapFills++;
        continue;
      }
      // Stored seqs are gapless and committed before anyone hears of them, so a seq the database does
      // not have was pruned: go past it rather than wait forever.
      const first = Math.min(target + 1, ...ch.pending.keys());
      this.options.log.warn('realtime events no longer stored; skipping', { channel: ch.name, from: from + 1, to: first - 1 });
      this.stats.skipped += first - 1 - from;
      ch.cursor = first - 1;
      this.drain(ch);
    }
  }

  private deliver(ch: ChannelState, event: StoredEvent): void {
    const message = eventMessage(event);
    this.sink?.publish(ch.name, message);
    for (const replay of ch.replaying) replay.buffer.push({ seq: event.seq, message });
  }
}
