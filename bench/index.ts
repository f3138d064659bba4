/**
 * `bun run bench`: the performance figures of Sapphire Town, each a ratio against a baseline
 * measured in the same run (the machine is shared and noisy, so absolute numbers alone mean little).
 * Exits non-zero only when a figure could not be measured at all; missing a goal is reported, not fatal.
 */
import { join } from 'node:path';
import { build } from '../scripts/build.ts';
import { benchBundle } from './bundle.ts';
import { killAll } from './children.ts';
import { benchHealth } from './health.ts';
import { report } from './report.ts';
import { benchRestart } from './restart.ts';
import { benchColdRender } from './render-cold.ts';
import { benchCachedPng, benchJsonUnderRenders, startWithAvatar } from './render-http.ts';
import { fmt, message, removeTemps, tempDir } from './util.ts';

// Hard stop well past the expected ~140 s, so a hung child or browser can never hold a CI job.
const WATCHDOG_MS = 300_000;

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

try {
  const dist = join(tempDir('dist'), 'dist');
  const built = await attempt('build web bundle', () => build(dist));
  // Without a build the API figures still mean something; the server then serves no SPA.
  const distDir = built ? dist : tempDir('empty-dist');

  const health = await attempt('/api/health throughput', () => benchHealth(tempDir('health'), distDir));
  const bundle = built ? await attempt('login screen JS', () => benchBundle(tempDir('bundle'), distDir)) : null;
  const restart = await attempt('restart to healthy', () => benchRestart(tempDir('restart'), distDir));

  const cold = await attempt('cold avatar render', () => benchColdRender(tempDir('layers')));
  const avatarServer = await attempt('server with a rendered avatar', () => startWithAvatar(tempDir('render'), distDir));
  const cachedPng = avatarServer ? await attempt('cached avatar PNG throughput', () => benchCachedPng(avatarServer.real, avatarServer.png, tempDir('png'))) : null;
  const jsonUnderRenders = avatarServer ? await attempt('JSON p99 while rendering', () => benchJsonUnderRenders(avatarServer.real)) : null;
  await avatarServer?.real.child.stop();

  console.log(`\n${report({ health, bundle, restart, cold, cachedPng, jsonUnderRenders })}`);
  for (const f of failures) console.log(`could not measure ${f}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  clearTimeout(watchdog);
  killAll();
  removeTemps();
}
