/** Report rows for the scale-out figure (scale-out.ts). */
import type { Deliveries, ScaleOutResult } from './scale-out.ts';
import { fmt } from './util.ts';

const GOAL_MS = 50;
const NAME = 'three instances: cross-instance push p99';
const ms = (n: number) => `${fmt(n, 1)} ms`;

/** null: failed; undefined: not run. */
export function scaleOutRows(s: ScaleOutResult | null | undefined): string[][] {
  if (s === undefined) return [];
  if (s === null) return [[NAME, 'failed', '', '', '', `p99 <= ${GOAL_MS} ms`, '']];
  if ('skipped' in s) return [[NAME, `skipped: ${s.skipped}`, '', '', '', `p99 <= ${GOAL_MS} ms`, '']];
  const lost = (d: Deliveries) => d.expected - d.received;
  const clean = (d: Deliveries) => lost(d) === 0 && d.duplicates === 0 && d.outOfOrder === 0;
  const tally = (d: Deliveries) => `${fmt(d.received)} of ${fmt(d.expected)}`;
  return [
    [NAME, ms(s.cross.p99), ms(s.one.p99), `${s.ratio.toFixed(2)}x`, `${s.ratioMin.toFixed(2)}-${s.ratioMax.toFixed(2)}x`, `p99 <= ${GOAL_MS} ms`, s.cross.p99 <= GOAL_MS && clean(s.three) ? 'ok' : 'MISSED'],
    ['  cross-instance push p50', ms(s.cross.p50), ms(s.one.p50), `${(s.cross.p50 / s.one.p50).toFixed(2)}x`, '', 'info', ''],
    ['  same-instance pushes p50 / p99', `${ms(s.local.p50)} / ${ms(s.local.p99)}`, '-', '-', '', 'info', ''],
    ['  admin POST answered p50 / p99', `${ms(s.post.three.p50)} / ${ms(s.post.three.p99)}`, `${ms(s.post.one.p50)} / ${ms(s.post.one.p99)}`, '-', '', 'info', ''],
    ['  deliveries, three instances', tally(s.three), '-', '-', '', 'none lost', clean(s.three) ? 'ok' : `MISSED: ${lost(s.three)} lost, ${s.three.duplicates} repeated, ${s.three.outOfOrder} out of order`],
    ['  deliveries, one instance', tally(s.single), '-', '-', '', 'none lost', clean(s.single) ? 'ok' : `MISSED: ${lost(s.single)} lost, ${s.single.duplicates} repeated, ${s.single.outOfOrder} out of order`],
  ];
}

export function scaleOutNotes(s: ScaleOutResult | null | undefined): string[] {
  if (!s || 'skipped' in s) return [];
  return [
    `Scale-out: ${s.instances} server processes on one PostgreSQL database and Redis, ${fmt(s.sockets)} sockets spread over them (two client processes), ` +
      `${s.pushesPerRound} admin notifications per round (POST /api/admin/notifications) to each instance in turn, ${s.rounds} rounds interleaved with the same sockets on one instance taking every POST. ` +
      `Latency from the POST being sent to each frame's arrival; cross-instance = the socket is not on the instance that took the POST (via Redis). ` +
      `Pushes sent: ${fmt(s.three.pushes)} + ${fmt(s.single.pushes)}, each to every socket.`,
  ];
}
