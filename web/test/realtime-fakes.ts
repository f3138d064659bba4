/**
 * Test doubles for the web's real-time client: a socket the test plays the server for, a clock that moves
 * only when told, and well-formed payloads for each event (the client drops data that fails its schema).
 */
import { eventKind } from '../../domain/realtime.ts';
import type { Clock, SocketLike } from '../src/lib/realtime-connection.ts';
import { RealtimeClient, type RealtimeNotice, type RealtimeOptions } from '../src/lib/realtime-channels.ts';

/** Data that passes the schema of `event`, told apart by `n`. */
function samplePayload(event: string, n: number): unknown {
  switch (eventKind(event)) {
    case 'notification':
      return { id: n, type: 'simple_message', title: '', message: `m${n}`, data: null, journey_id: null, env: 'both', personal: true, created_at: '2026-01-01T00:00:00.000Z', read_at: null };
    case 'leaderboard':
      return { board: 'coolscore', username: 'Ana', slug: 'ana', score: n, rank: 1 };
    case 'journeyprogress':
      return { journey_id: 1, name: 'A', current_submission_count: n };
    case 'reward':
      return { message: { id: n, success_text: 'Thanks!', cool_points: 5, claimable: true } };
    case 'traits-inserted':
      return { chest: { id: n, name: 'Gift Chest' }, traitIds: [n] };
    case 'traits-deleted':
      return { traitIds: [n] };
    case null:
      return { n };
  }
}

/** A socket the test plays the server for: it records what the client sent and delivers what we say. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  deliver(message: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  event(channel: string, seq: number, event = 'notification', data: unknown = samplePayload(event, seq)) {
    this.deliver({ type: 'event', channel, event, data, seq });
  }
  /** A replayed event that was stored `age` ms ago. */
  replayed(channel: string, seq: number, age: number) {
    this.deliver({ type: 'event', channel, event: 'notification', data: samplePayload('notification', seq), seq, age });
  }
  subscribed(channel: string) {
    this.deliver({ type: 'subscribed', channel });
  }
  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  subscribes() {
    return this.sent.filter((m) => m.type === 'subscribe');
  }
}

/** Timers that run only when the test moves time on. */
export class FakeClock implements Clock {
  now = 0;
  private next = 1;
  private timers = new Map<number, { at: number; run: () => void }>();
  setTimeout(run: () => void, ms: number) {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, run });
    return id;
  }
  clearTimeout(id: unknown) {
    this.timers.delete(id as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = end;
  }
  pending() {
    return [...this.timers.values()].map((t) => t.at - this.now).sort((a, b) => a - b);
  }
}

/**
 * One test's real-time client over fake sockets and a fake clock, and the helpers the connection and
 * channel tests share: the newest socket, the events heard, and accepting every subscription asked for.
 */
export function realtimeRig() {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const notices: RealtimeNotice[] = [];
  const client = (options: Partial<RealtimeOptions> = {}) => {
    const c = new RealtimeClient({
      url: 'ws://town.test/ws',
      clock,
      now: () => clock.now,
      random: () => 0.5,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      ...options,
    });
    c.listen((n) => notices.push(n));
    return c;
  };
  const latest = () => sockets.at(-1)!;
  const events = () => notices.flatMap((n) => (n.type === 'event' ? [{ channel: n.channel, seq: n.seq, source: n.source }] : []));
  /** Opens the current socket and confirms every subscription it asked for. */
  const acceptAll = (socket = latest()) => {
    socket.open();
    for (const m of socket.subscribes()) socket.subscribed(m.channel as string);
  };
  return { clock, sockets, notices, client, latest, events, acceptAll };
}
