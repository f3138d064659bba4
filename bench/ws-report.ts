/** Report rows for the WebSocket fan-out figure (ws-fanout.ts). */
import { fmt } from './util.ts';
import type { WsFanoutResult } from './ws-fanout.ts';

const GOAL = 0.9;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ms = (n: number) => `${fmt(n, 2)} ms`;

/** null: failed; undefined: not run. */
export function wsRows(ws: WsFanoutResult | null | undefined): string[][] {
  if (ws === undefined) return [];
  const name = 'WS: one event to 1,000 sockets';
  if (ws === null) return [[name, 'failed', '', '', `>= ${GOAL.toFixed(2)}x`, '']];
  const rows = [
    [name, `${fmt(ws.real.perSecond)} msg/s`, `${fmt(ws.bare.perSecond)} msg/s`, `${ws.ratio.toFixed(2)}x`, `${ws.ratioMin.toFixed(2)}-${ws.ratioMax.toFixed(2)}x`, `>= ${GOAL.toFixed(2)}x`, verdict(ws.ratio >= GOAL)],
    ['  publish to last delivery', ms(ws.real.fanoutMs), ms(ws.bare.fanoutMs), `${(ws.real.fanoutMs / ws.bare.fanoutMs).toFixed(2)}x`, 'info', ''],
    ['  server CPU per delivered message', `${fmt(ws.real.cpuUs, 2)} us`, `${fmt(ws.bare.cpuUs, 2)} us`, `${(ws.real.cpuUs / ws.bare.cpuUs).toFixed(2)}x`, 'info', ''],
    ['  push latency p50', ms(ws.real.p50), ms(ws.bare.p50), '-', 'info', ''],
    ['  push latency p99', ms(ws.real.p99), ms(ws.bare.p99), '-', 'info', ''],
    [`  ${ws.burst} events back to back`, `${fmt(ws.real.burstPerSecond)} msg/s`, `${fmt(ws.bare.burstPerSecond)} msg/s`, `${(ws.real.burstPerSecond / ws.bare.burstPerSecond).toFixed(2)}x`, 'info', ''],
    ['    server CPU per message', `${fmt(ws.real.burstCpuUs, 2)} us`, `${fmt(ws.bare.burstCpuUs, 2)} us`, `${(ws.real.burstCpuUs / ws.bare.burstCpuUs).toFixed(2)}x`, 'info', ''],
  ];
  if ('skipped' in ws.redis) rows.push(['  two instances via Redis', ws.redis.skipped, '', '', 'info', '']);
  else {
    const r = ws.redis;
    rows.push(
      ['  two instances via Redis (A to B)', `${fmt(r.figures.perSecond)} msg/s`, `${fmt(ws.bare.perSecond)} msg/s`, `${r.ratio.toFixed(2)}x`, 'info', ''],
      ['    publish on A to last delivery on B', ms(r.figures.fanoutMs), ms(ws.bare.fanoutMs), `${(r.figures.fanoutMs / ws.bare.fanoutMs).toFixed(2)}x`, 'info', ''],
      ['    CPU per message on B', `${fmt(r.figures.cpuUs, 2)} us`, `${fmt(ws.bare.cpuUs, 2)} us`, `${(r.figures.cpuUs / ws.bare.cpuUs).toFixed(2)}x`, 'info', ''],
      ['    push latency p50 (A to B)', ms(r.figures.p50), ms(ws.bare.p50), '-', 'info', ''],
      ['    push latency p99 (A to B)', ms(r.figures.p99), ms(ws.bare.p99), '-', 'info', ''],
      [`    ${ws.burst} events back to back`, `${fmt(r.figures.burstPerSecond)} msg/s`, `${fmt(ws.bare.burstPerSecond)} msg/s`, `${(r.figures.burstPerSecond / ws.bare.burstPerSecond).toFixed(2)}x`, 'info', ''],
    );
  }
  return rows;
}

export function wsNotes(ws: WsFanoutResult | null | undefined): string[] {
  if (!ws) return [];
  return [
    `WS fan-out: ${fmt(ws.sockets)} sockets on loopback in one client process, ${ws.rounds} interleaved rounds against a bare Bun pub/sub script sending the same messages. ` +
      `One event: ${ws.spaced} events 20 ms apart, each timed from the publish call (the real server stores it first) to its last delivery; latency over every delivery. ` +
      `Back to back: Bun coalesces messages published within one tick into one write per socket, which the bare script (publishing synchronously) gets and a publisher that awaits a database write per event does not.`,
    'Two instances: separate processes on one PostgreSQL and Redis, sockets on B, publishing on A, compared with the bare figures of this run.',
  ];
}
