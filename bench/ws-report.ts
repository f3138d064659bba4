/** Report rows for the WebSocket fan-out figure (ws-fanout.ts). */
import { fmt } from './util.ts';
import type { WsFanoutResult } from './ws-fanout.ts';

const GOAL = 0.9;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ms = (n: number) => `${fmt(n, 2)} ms`;

/** null: failed; undefined: not run. */
export function wsRows(ws: WsFanoutResult | null | undefined): string[][] {
  if (ws === undefined) return [];
  const name = 'WS fan-out to 1,000 sockets';
  if (ws === null) return [[name, 'failed', '', '', `>= ${GOAL.toFixed(2)}x`, '']];
  const rows = [
    [name, `${fmt(ws.real.perSecond)} msg/s`, `${fmt(ws.bare.perSecond)} msg/s`, `${ws.ratio.toFixed(2)}x`, `>= ${GOAL.toFixed(2)}x`, verdict(ws.ratio >= GOAL)],
    ['  server CPU per delivered message', `${fmt(ws.real.cpuUs, 2)} us`, `${fmt(ws.bare.cpuUs, 2)} us`, `${(ws.real.cpuUs / ws.bare.cpuUs).toFixed(2)}x`, 'info', ''],
    ['  push latency p50', ms(ws.real.p50), ms(ws.bare.p50), '-', 'info', ''],
    ['  push latency p99', ms(ws.real.p99), ms(ws.bare.p99), '-', 'info', ''],
  ];
  if ('skipped' in ws.redis) rows.push(['  two instances via Redis', ws.redis.skipped, '', '', 'info', '']);
  else {
    const r = ws.redis;
    rows.push(
      ['  two instances via Redis', `${fmt(r.figures.perSecond)} msg/s`, `${fmt(ws.bare.perSecond)} msg/s`, `${r.ratio.toFixed(2)}x`, 'info', ''],
      ['    CPU per message on B', `${fmt(r.figures.cpuUs, 2)} us`, `${fmt(ws.bare.cpuUs, 2)} us`, `${(r.figures.cpuUs / ws.bare.cpuUs).toFixed(2)}x`, 'info', ''],
      ['    push latency p50 (A to B)', ms(r.figures.p50), ms(ws.bare.p50), '-', 'info', ''],
      ['    push latency p99 (A to B)', ms(r.figures.p99), ms(ws.bare.p99), '-', 'info', ''],
    );
  }
  return rows;
}

export function wsNotes(ws: WsFanoutResult | null | undefined): string[] {
  if (!ws) return [];
  return [
    `WS fan-out: ${fmt(ws.sockets)} sockets on loopback in one client process; throughput: ${ws.burst} events back to back, timed from the publish request to the last delivery; ` +
      `latency: ${ws.spaced} events 25 ms apart, from the publish call (which stores the event first on the real server) to receipt; ${ws.rounds} interleaved rounds against a bare Bun pub/sub script sending the same messages`,
    'Two instances: separate processes on one PostgreSQL and Redis, sockets on B, publishing on A, compared with the bare figures of this run.',
  ];
}
