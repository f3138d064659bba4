/**
 * `bun run bench`: the performance figures of Sapphire Town, each a ratio against a baseline
 * measured in the same run (the machine is shared and noisy, so absolute numbers alone mean little).
 * Exits non-zero only when a figure could not be measured at all; missing a goal is reported, not fatal.
 */
import { join, resolve } from 'node:path';
import { build } from '../scripts/build.ts';
import { benchBundle } from './bundle.ts';
import { benchCustomiser, customiserRows } from './customiser.ts';
import { table } from './table.ts';
import { killAll } from './children.ts';
import { benchPkRead, benchRoute } from './db-rows.ts';
import { benchRank } from './db-rank.ts';
import { benchHealth } from './health.ts';
import { benchBrowser, LIGHTHOUSE_PAGE_NAMES } from './lighthouse.ts';
import { report } from './report.ts';
import { benchRestart } from './restart.ts';
import { benchLayerDraw } from './layer-draw.ts';
import { benchColdRender } from './render-cold.ts';
import { benchCachedPng, benchJsonUnderRenders, startWithAvatar } from './render-http.ts';
import { benchScaleOut } from './scale-out.ts';
import { fmt, message, removeTemps, tempDir } from './util.ts';
import { benchWsFanout } from './ws-fanout.ts';

// Hard stop well past the expected ~5 minutes (plus about 10 for Lighthouse), so a hung child or browser can never hold a CI job.
const lighthouseAsked = !process.argv.some((a) => a.startsWith('--only=')) || process.argv.some((a) => /^--only=.*\blighthouse\b/.test(a));
const WATCHDOG_MS = 600_000 + (lighthouseAsked ? 900_000 : 0);

const watchdog = setTimeout(() => {
  process.stderr.write(`bench: gave up after ${WATCHDOG_MS / 1000} s\n`);
  killAll();
  removeTemps();
  process.exit(1);
}, WATCHDOG_MS);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    removeTemps();
    process.exit(130);
  });
}

const failures: string[] = [];
async function attempt<T>(name: string, run: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  process.stderr.write(`bench: ${name}...`);
  try {
    const result = await run();
    process.stderr.write(` ${fmt((performance.now() - started) / 1000, 1)} s\n`);
    return result;
  } catch (err) {
    process.stderr.write(' failed\n');
    failures.push(`${name}: ${message(err)}`);
    return null;
  }
}

// `--only=<figure>[,<figure>]` measures just those (a shared machine rarely has room for all of them).
const FIGURES = ['health', 'bundle', 'restart', 'layer-draw', 'cold', 'cached-png', 'json-under-renders', 'ws-fanout', 'scale-out', 'db-pk-read', 'db-route', 'db-rank', 'lighthouse', 'idle', 'customiser'] as const;
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
for (const name of only ?? []) {
  if (!(FIGURES as readonly string[]).includes(name)) {
    process.stderr.write(`bench: unknown figure '${name}'; use --only= with ${FIGURES.join(', ')}\n`);
    process.exit(2);
  }
}
const wanted = (name: (typeof FIGURES)[number]) => !only || only.has(name);
// `--lighthouse-runs=N`: Lighthouse runs per page and pass (the median is reported); 3 unless told.
const lighthouseRuns = Number(process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length) ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  process.stderr.write('bench: --lighthouse-runs= takes a whole number of at least 1\n');
  process.exit(2);
}
// `--lighthouse-pages=<name>[,<name>]`: only the Lighthouse pages named so (as the table names them,
// e.g. `/journeys,/workshop,/ (signed in)`), for an A/B on the pages a change is about.
const lighthousePagesArg = process.argv.find((a) => a.startsWith('--lighthouse-pages='))?.slice('--lighthouse-pages='.length);
const lighthousePages = lighthousePagesArg === undefined ? null : lighthousePagesArg.split(',');
const unknownPage = lighthousePages?.find((name) => !LIGHTHOUSE_PAGE_NAMES.includes(name));
if (unknownPage !== undefined) {
  process.stderr.write(`bench: unknown Lighthouse page '${unknownPage}'; use --lighthouse-pages= with ${LIGHTHOUSE_PAGE_NAMES.join(', ')}\n`);
  process.exit(2);
}

try {
  const dist = join(tempDir('dist'), 'dist');
  // Only the bundle and browser figures need the web build; the others run against an API-only server without it.
  const browserWanted = wanted('lighthouse') || wanted('idle') || wanted('customiser');
  // `--dist=<folder>` measures an existing production build instead of building one.
  const given = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
  const built = given ? { id: 'given' } : wanted('bundle') || browserWanted ? await attempt('build web bundle', () => build(dist)) : null;
  // Without a build the API figures still mean something; the server then serves no SPA.
  const distDir = given ? resolve(given) : built ? dist : tempDir('empty-dist');

  const health = wanted('health') ? await attempt('/api/health throughput', () => benchHealth(tempDir('health'), distDir)) : undefined;
  const bundle = !wanted('bundle') ? undefined : built ? await attempt('login screen JS', () => benchBundle(tempDir('bundle'), distDir)) : null;
  const restart = wanted('restart') ? await attempt('restart to healthy', () => benchRestart(tempDir('restart'), distDir)) : undefined;

  const layerDraw = wanted('layer-draw') ? await attempt('layer image drawn', benchLayerDraw) : undefined;
  const cold = wanted('cold') ? await attempt('cold avatar render', () => benchColdRender(tempDir('layers'))) : undefined;
  const needServer = wanted('cached-png') || wanted('json-under-renders');
  const avatarServer = needServer ? await attempt('server with a rendered avatar', () => startWithAvatar(tempDir('render'), distDir)) : null;
  const cachedPng = !wanted('cached-png') ? undefined : avatarServer ? await attempt('cached avatar PNG throughput', () => benchCachedPng(avatarServer.real, avatarServer.png, tempDir('png'))) : null;
  const jsonUnderRenders = !wanted('json-under-renders') ? undefined : avatarServer ? await attempt('JSON p99 while rendering', () => benchJsonUnderRenders(avatarServer.real)) : null;
  await avatarServer?.real.child.stop();
  const ws = wanted('ws-fanout') ? await attempt('WebSocket fan-out', () => benchWsFanout(tempDir('ws'), distDir)) : undefined;
  const scaleOut = wanted('scale-out') ? await attempt('three instances on PostgreSQL and Redis', () => benchScaleOut(tempDir('scale'), distDir)) : undefined;
  const pkRead = wanted('db-pk-read') ? await attempt('primary-key read, drizzle vs postgres.js', benchPkRead) : undefined;
  const route = wanted('db-route') ? await attempt('API route, PGlite vs PostgreSQL', () => benchRoute(tempDir('route'), distDir)) : undefined;
  const rank = wanted('db-rank') ? await attempt('rank of a score, kept totals vs summed events', benchRank) : undefined;

  const browser = !(wanted('lighthouse') || wanted('idle'))
    ? undefined
    : built
      ? await attempt('Lighthouse and idle cost', () => benchBrowser(tempDir('browser'), distDir, { lighthouse: wanted('lighthouse'), idle: wanted('idle'), runs: lighthouseRuns, pages: lighthousePages }))
      : null;

  const customiser = !wanted('customiser') ? undefined : built ? await attempt('customiser redraw on a phone', () => benchCustomiser(tempDir('customiser'), distDir)) : null;

  console.log(`\n${report({ health, bundle, restart, layerDraw, cold, cachedPng, jsonUnderRenders, ws, scaleOut, pkRead, route, rank, browser })}`);
  if (customiser !== undefined) console.log(`\n${table(['figure', 'value', 'detail', 'vs baseline', 'goal', ''], customiserRows(customiser))}`);
  for (const f of failures) console.log(`could not measure ${f}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  clearTimeout(watchdog);
  killAll();
  removeTemps();
}
