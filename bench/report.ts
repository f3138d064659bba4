/** Turns the three results into the printed report: one table, then the details behind it. */
import type { BundleResult, ScriptFile } from './bundle.ts';
import { TICK_MS } from './cpu.ts';
import type { HealthResult } from './health.ts';
import type { RestartResult } from './restart.ts';
import type { PkReadResult, RouteResult } from './db-rows.ts';
import { dbNotes, dbRows } from './db-report.ts';
import type { RankResult } from './db-rank.ts';
import { rankNotes, rankRows } from './db-rank-report.ts';
import type { BrowserFigures } from './lighthouse.ts';
import { browserNotes, browserRows } from './lighthouse-report.ts';
import { renderNotes, renderRows, type RenderResults } from './render-report.ts';
import type { ScaleOutResult } from './scale-out.ts';
import { scaleOutNotes, scaleOutRows } from './scale-out-report.ts';
import { table } from './table.ts';
import type { WsFanoutResult } from './ws-fanout.ts';
import { wsNotes, wsRows } from './ws-report.ts';
import { fmt } from './util.ts';

const KB = 1024;
const HEALTH_GOAL = 0.9;
const JS_GOAL_KB = 150;
// "About 1 s": anything up to a quarter over still counts.
const RESTART_GOAL_MS = 1250;

/** null: the figure failed; undefined: it was not asked for (`--only`), so it has no row. */
export interface Results extends Partial<RenderResults> {
  health?: HealthResult | null;
  bundle?: BundleResult | null;
  restart?: RestartResult | null;
  ws?: WsFanoutResult | null;
  scaleOut?: ScaleOutResult | null;
  rank?: RankResult | null;
  pkRead?: PkReadResult | null;
  route?: RouteResult | null;
  browser?: BrowserFigures | null;
}

/** Rows without a spread (one measurement, or rounds whose spread is not shown) get an empty cell for it. */
const withSpread = (row: string[]) => (row.length === 7 ? row : [...row.slice(0, 4), '', ...row.slice(4)]);

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const kb = (bytes: number) => fmt(bytes / KB, 1);
const sum = (files: ScriptFile[], key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);

function healthRows(h: HealthResult | null | undefined): string[][] {
  if (h === undefined) return [];
  if (!h) return [['/api/health throughput', 'failed', '', '', `>= ${HEALTH_GOAL.toFixed(2)}x`, '']];
  const rows = [
    ['/api/health throughput', `${fmt(h.realRps)} req/s`, `${fmt(h.bareRps)} req/s`, `${h.ratio.toFixed(2)}x`, `>= ${HEALTH_GOAL.toFixed(2)}x`, verdict(h.ratio >= HEALTH_GOAL)],
  ];
  if (h.realCpuUs !== null && h.bareCpuUs !== null && h.cpuRatio !== null) {
    rows.push(['  server CPU per request', `${fmt(h.realCpuUs, 1)} us`, `${fmt(h.bareCpuUs, 1)} us`, `${h.cpuRatio.toFixed(2)}x`, 'info', '']);
  }
  return rows;
}

function bundleRows(b: BundleResult | null | undefined): string[][] {
  if (b === undefined) return [];
  if (!b) return [['login screen JS (gzip -9)', 'failed', '', '', `<= ${JS_GOAL_KB} KB`, '']];
  if ('skipped' in b) return [['login screen JS (gzip -9)', b.skipped, '', '', `<= ${JS_GOAL_KB} KB`, '']];
  const total = sum(b.login, 'gzipBytes');
  return [
    ['login screen JS (gzip -9)', `${kb(total)} KB`, '-', '-', `<= ${JS_GOAL_KB} KB`, verdict(total <= JS_GOAL_KB * KB)],
    ['  + Sign In > Browser Wallet', `+${kb(sum(b.wallet, 'gzipBytes'))} KB`, '-', '-', 'info', ''],
  ];
}

function restartRows(r: RestartResult | null | undefined): string[][] {
  if (r === undefined) return [];
  if (!r) return [['restart to healthy', 'failed', '', '', 'about 1 s', '']];
  const rows = [['restart to healthy', `${fmt(r.realMs)} ms`, `${fmt(r.bareMs)} ms`, `${r.ratio.toFixed(1)}x`, 'about 1 s', verdict(r.realMs <= RESTART_GOAL_MS)]];
  if (r.realCpuMs !== null && r.bareCpuMs !== null) {
    // A bare bun start can use less than one /proc tick; show the bound rather than a division by zero.
    const tiny = r.bareCpuMs < TICK_MS;
    const base = tiny ? `< ${fmt(TICK_MS)} ms` : `${fmt(r.bareCpuMs)} ms`;
    rows.push(['  CPU used until healthy', `${fmt(r.realCpuMs)} ms`, base, tiny ? '-' : `${(r.realCpuMs / r.bareCpuMs).toFixed(1)}x`, 'info', '']);
  }
  return rows;
}

function fileList(b: BundleResult | null | undefined): string {
  if (!b || 'skipped' in b) return '';
  const list = (title: string, files: ScriptFile[]) =>
    files.length === 0
      ? `${title}: none`
      : `${title}:\n${table(['file', 'raw KB', 'gzip KB'], files.map((f) => [f.path, kb(f.bytes), kb(f.gzipBytes)]))}`;
  return `\n${list('Scripts loaded by the login screen', b.login)}\n\n${list('Scripts added by Sign In > Browser Wallet', b.wallet)}\n`;
}

/** The whole report as text; `null` results print as 'failed' rows. */
export function report({ health, bundle, restart, ws, scaleOut, pkRead, route, rank, browser, ...images }: Results): string {
  const render: RenderResults = images;
  const rows = [...healthRows(health), ...bundleRows(bundle), ...restartRows(restart), ...renderRows(render), ...wsRows(ws), ...scaleOutRows(scaleOut), ...dbRows(pkRead, route), ...rankRows(rank), ...browserRows(browser)];
  const out = [
    'Sapphire Town benchmarks: medians of interleaved rounds; ratio = subject / baseline measured in this run; spread = smallest-largest per-round ratio',
    '',
    table(['figure', 'subject', 'baseline', 'ratio', 'spread', 'goal', 'verdict'], rows.map(withSpread)),
    '',
    'Baselines: throughput and restart are measured against a bare Bun.serve child sending the same bytes.',
  ];
  if (health) {
    out.push(`/api/health: ${health.rounds} rounds per server, ${health.concurrency} keep-alive connections, body ${health.body} (${health.contentType})`);
    if (health.realCpuUs !== null && health.bareCpuUs !== null) {
      // Cores busy = CPU per request x requests per second; well under 1 means the client was the limit.
      const cores = (us: number, rps: number) => fmt((us * rps) / 1e6, 2);
      out.push(`  server cores busy under load: real ${cores(health.realCpuUs, health.realRps)}, bare ${cores(health.bareCpuUs, health.bareRps)} (below 1.0: that server was waiting on the client, not saturated)`);
    }
  }
  if (restart) out.push(`restart: ${restart.rounds} rounds; first start on an empty folder (migrate + seed) took ${fmt(restart.firstStartMs)} ms`);
  out.push(...renderNotes(render));
  out.push(...wsNotes(ws));
  out.push(...scaleOutNotes(scaleOut));
  out.push(...dbNotes(pkRead, route));
  out.push(...rankNotes(rank));
  out.push(...browserNotes(browser));
  out.push(fileList(bundle));
  return out.join('\n');
}
