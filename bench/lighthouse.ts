/**
 * Issue 18's page figures: Lighthouse 13 (mobile preset, simulated throttling) on seven pages, the
 * median of a few runs each, once as shipped and once with the CPU slowed a further 4x (a low-end
 * phone), after the same passes on a baseline page (React drawing one heading: lighthouse-baseline.ts)
 * that the pages' blocking time is read against; and the idle cost of the signed-in town and the login
 * screen: main-thread time and layouts over 10 s of doing nothing, read from Chromium's own counters
 * (Performance.getMetrics), and the software compositor's CPU time (the GPU process, from /proc),
 * beside the town with its animations back on every frame as the same-run baseline.
 * One server and one Chromium serve every run.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { CDPSession, Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../web/e2e/fixtures/chromium.ts';
import { compositorCpuMs, type Credentials, type DebugChrome, registerExplorer, sessionEntry, startChrome } from './browser.ts';
import { type MemoryTouch, memoryTouch } from './memory-touch.ts';
import { startReal } from './servers.ts';
import { medianScores } from './lighthouse-median.ts';
import { AppNeverStarted, builtAppScript, checkAppStarted } from './lighthouse-check.ts';
import { BASELINE_NAME, BASELINE_SCRIPT, startBaselinePage } from './lighthouse-baseline.ts';
import { type MainThreadTime, mainThreadTime, type TraceEvent, tasksAtCpuTime } from './lighthouse-trace.ts';
import { SKY_HOURS, zoneAtHour } from './sky-hour.ts';

/** A demo-seeded explorer with an avatar and a bag (server/src/demo-seed.ts). */
const SEEDED = 'mossbeard';
const STEP_TIMEOUT_MS = 60_000;
export const IDLE_MS = 10_000;

interface PageSpec {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: PageSpec[] = [
  { name: '/ (visitor)', path: '/', signedIn: false },
  { name: '/ (signed in)', path: '/', signedIn: true },
  { name: '/journeys', path: '/journeys', signedIn: true },
  { name: `/${SEEDED}`, path: `/${SEEDED}`, signedIn: false },
  { name: `/${SEEDED}/bag`, path: `/${SEEDED}/bag`, signedIn: false },
  { name: '/board', path: '/board', signedIn: false },
  { name: '/workshop', path: '/workshop', signedIn: true },
];

/** The Lighthouse pages' names, as `--lighthouse-pages=` takes them. */
export const LIGHTHOUSE_PAGE_NAMES = PAGES.map((page) => page.name);

export interface LighthouseScores {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Only the first run of the normal pass asks for these (they do not depend on timing). */
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Lighthouse's own measure of the host's CPU (lhr.environment.benchmarkIndex; its docs put a high-end desktop at 1500-2000); a pass's is its runs' median. */
  benchmarkIndex: number;
  /** The page's main thread: its tasks' wall time and its CPU time over them (lighthouse-trace.ts); null when the run's trace held no document at the page's address. */
  mainThread: MainThreadTime | null;
  /**
   * The slowed pass only: the same run audited again with the page's main-thread tasks at their CPU time,
   * the score of the page's own work without its waits for a core here (decision 0051); null otherwise.
   */
  atCpuTime?: { performance: number; tbtMs: number } | null;
  /**
   * Over a pass's runs, the lowest and highest score and blocking time (a single run: its own). Slowed
   * runs on this 2-core machine spread over 2-3x, so a median alone reads firmer than it is.
   */
  spread?: { performance: [number, number]; tbtMs: [number, number] };
}

export interface LighthousePage {
  name: string;
  normal: LighthouseScores;
  slowed: LighthouseScores;
}

export interface IdleFigure {
  name: string;
  /** The window's width and height in CSS px. */
  viewport: string;
  /** Main-thread task time over IDLE_MS, in ms. */
  mainThreadMs: number;
  /** The software compositor's CPU time over IDLE_MS (the GPU process; null off Linux). */
  compositorMs: number | null;
  /** For a baseline: the same page with its endless animations put back on every frame. */
  everyFrame: boolean;
  layouts: number;
  styleRecalcs: number;
  ms: number;
}

export interface BrowserResult {
  runs: number;
  /** The memory's first-touch cost, measured before the pages (memory-touch.ts). */
  memory: MemoryTouch | null;
  /** React drawing one heading, measured in the same run before the pages (lighthouse-baseline.ts). */
  baseline: LighthousePage | null;
  pages: LighthousePage[] | null;
  idle: IdleFigure[] | null;
  wallMs: number;
}

export type BrowserFigures = BrowserResult | { skipped: string };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scores(lhr: Lhr, mainThread: MainThreadTime | null): LighthouseScores {
  const category = (id: string) => {
    const score = lhr.categories[id]?.score;
    return score === undefined || score === null ? null : Math.round(score * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? lhr.runWarnings.join('; ')}`);
    return value;
  };
  const performance = category('performance');
  if (performance === null) throw new Error(`Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? ''}`);
  return {
    performance,
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread,
  };
}

/**
 * A page kept open on the server's origin (on a JSON answer, so no app script runs there) to reset
 * storage between runs: every run starts with an empty cache and no service worker, signed in or not.
 */
async function storageKeeper(chrome: DebugChrome, origin: string) {
  const context = chrome.browser.contexts()[0] ?? (await chrome.browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`, { timeout: STEP_TIMEOUT_MS });
  const cdp = await context.newCDPSession(page);
  return {
    async reset(credentials: Credentials | null) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      if (credentials) await page.evaluate((entry) => localStorage.setItem('session', entry), sessionEntry(credentials));
    },
    close: () => page.close(),
  };
}

/**
 * Opens `url` once as Lighthouse's phone would (its mobile preset's screen, so the same picture sizes
 * are asked for), signed in with `session` if given, and waits until it has gone quiet; measures nothing.
 */
async function warmUp(chrome: DebugChrome, url: string, session: string | null): Promise<void> {
  const context = await chrome.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    if (session) await context.addInitScript((entry) => localStorage.setItem('session', entry), session);
    const page = await context.newPage();
    await page.goto(url, { timeout: STEP_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  } finally {
    await context.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS = 3;

async function lighthouseRun(port: number, url: string, slowed: boolean, allCategories: boolean, reset: () => Promise<void>, appScript: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    await reset();
    try {
      return await lighthouseOnce(port, url, slowed, allCategories, appScript);
    } catch (err) {
      if (attempt >= ATTEMPTS || err instanceof AppNeverStarted) throw err;
    }
  }
}

async function lighthouseOnce(port: number, url: string, slowed: boolean, allCategories: boolean, appScript: string): Promise<LighthouseScores> {
  // The slowed pass keeps its artifacts, to be audited again with the page's tasks at their CPU time.
  const saved = slowed ? mkdtempSync(join(tmpdir(), 'st-bench-lh-')) : null;
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // Storage is reset by storageKeeper instead, which can keep a signed-in session.
      disableStorageReset: true,
      onlyCategories: allCategories ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
      ...(slowed ? { throttling: { cpuSlowdownMultiplier: 16 } } : {}),
      ...(saved ? { gatherMode: saved, auditMode: saved } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (slowed && result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== 16) throw new Error('Lighthouse ignored the CPU slowdown');
    checkAppStarted(result.lhr, appScript, url);
    const trace = (result.artifacts as { Trace?: Trace }).Trace;
    const atCpuTime = saved && trace ? await auditAtCpuTime(url, saved, trace) : null;
    return { ...scores(result.lhr, trace ? mainThreadTime(trace.traceEvents, url) : null), atCpuTime };
  } finally {
    if (saved) rmSync(saved, { recursive: true, force: true });
  }
}

type Trace = { traceEvents: TraceEvent[] };

/**
 * The slowed pass audited again from its own saved artifacts, with the page's main-thread tasks at their
 * CPU time (lighthouse-trace.ts `tasksAtCpuTime`): the score of the page's own work, without the time its
 * thread waited for a core here (decision 0051). Null when the trace has no document at `url`.
 */
async function auditAtCpuTime(url: string, saved: string, trace: Trace): Promise<LighthouseScores['atCpuTime']> {
  const traceEvents = tasksAtCpuTime(trace.traceEvents, url);
  if (!traceEvents) return null;
  const dir = mkdtempSync(join(tmpdir(), 'st-bench-lh-cpu-'));
  try {
    // What an audit reads back (Lighthouse's asset saver): the artifacts and the DevTools log; the trace is ours.
    for (const file of readdirSync(saved)) if (file === 'artifacts.json' || file.endsWith('devtoolslog.json')) copyFileSync(join(saved, file), join(dir, file));
    writeFileSync(join(dir, 'trace.json'), JSON.stringify({ ...trace, traceEvents }));
    const again = await lighthouse(url, {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: 16 },
      // Lighthouse audits saved artifacts only with the settings they were gathered with.
      disableStorageReset: true,
      auditMode: dir,
    });
    const performance = again?.lhr.categories.performance?.score;
    const tbtMs = again?.lhr.audits['total-blocking-time']?.numericValue;
    if (performance === undefined || performance === null || tbtMs === undefined) throw new Error(`Lighthouse gave no score auditing ${url} at CPU time`);
    return { performance: Math.round(performance * 100), tbtMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface IdleSpec {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** Phone-sized (390 x 844) unless given. */
  viewport?: { width: number; height: number };
  /**
   * The same-run baseline for the 12-frame grid (web/src/lib/ambient-frames.ts): every endless
   * animation's curve is sampled on every display frame again, as before the grid.
   */
  everyFrame?: boolean;
  /** The local hour the page is opened at (sky-hour.ts); the machine's own time if not given. */
  hour?: number;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Main-thread time, layouts and compositor time over IDLE_MS on `path`, after it has drawn `ready` and gone quiet. */
async function idleOn(chrome: DebugChrome, origin: string, spec: IdleSpec, session: string | null): Promise<IdleFigure> {
  // Phone-sized unless asked otherwise, as Lighthouse's mobile preset: on a phone most of the map is off-screen.
  const viewport = spec.viewport ?? PHONE;
  const timezoneId = spec.hour === undefined ? undefined : zoneAtHour(spec.hour);
  const context = await chrome.browser.newContext({ viewport, serviceWorkers: 'block', timezoneId });
  try {
    if (session) await context.addInitScript((entry) => localStorage.setItem('session', entry), session);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${origin}${spec.path}`, { timeout: STEP_TIMEOUT_MS });
    await spec.ready(page);
    // Let lazy chunks, pictures and the first effects settle before the quiet starts.
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
    await Bun.sleep(1000);
    if (spec.everyFrame) await page.evaluate(() => {
      for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) a.effect.updateTiming({ easing: 'linear' });
    });
    const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await read();
    const compositorBefore = compositorCpuMs(chrome.pid);
    const started = performance.now();
    await Bun.sleep(IDLE_MS);
    const after = await read();
    const compositorAfter = compositorCpuMs(chrome.pid);
    const ms = performance.now() - started;
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    return {
      name: spec.name,
      viewport: `${viewport.width} x ${viewport.height}`,
      mainThreadMs: delta('TaskDuration') * 1000,
      compositorMs: compositorBefore === null || compositorAfter === null ? null : compositorAfter - compositorBefore,
      everyFrame: spec.everyFrame ?? false,
      layouts: delta('LayoutCount'),
      styleRecalcs: delta('RecalcStyleCount'),
      ms,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** Builds nothing: `distDir` must hold a production build (see index.ts). */
export async function benchBrowser(dataDir: string, distDir: string, want: { lighthouse: boolean; idle: boolean; runs: number; pages: string[] | null }): Promise<BrowserFigures> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `skipped: no ${CHROMIUM_PATH}` };
  const started = performance.now();
  const appScript = builtAppScript(distDir);
  const memory = memoryTouch();
  const server = await startReal({ dataDir, distDir });
  const chrome = await startChrome();
  try {
    const credentials = await registerExplorer(server.origin, `bench${Date.now().toString(36)}`);
    let idle: IdleFigure[] | null = null;
    if (want.idle) {
      const ready = (p: Page) => p.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      const town = { name: 'town at night, signed in', path: '/', ready, hour: SKY_HOURS.night };
      const session = sessionEntry(credentials);
      idle = [
        await idleOn(chrome, server.origin, town, session),
        await idleOn(chrome, server.origin, { ...town, everyFrame: true }, session),
        await idleOn(chrome, server.origin, { ...town, viewport: DESKTOP }, session),
        await idleOn(chrome, server.origin, { ...town, viewport: DESKTOP, everyFrame: true }, session),
        await idleOn(chrome, server.origin, { ...town, name: 'town at dusk, signed in', viewport: DESKTOP, hour: SKY_HOURS.dusk }, session),
        await idleOn(chrome, server.origin, { name: 'login screen', path: '/', ready: (p) => p.getByRole('button', { name: 'Get Started' }).waitFor({ timeout: STEP_TIMEOUT_MS }) }, null),
      ];
    }
    let pages: LighthousePage[] | null = null;
    let baseline: LighthousePage | null = null;
    if (want.lighthouse) {
      pages = [];
      const keeper = await storageKeeper(chrome, server.origin);
      /** A page's normal and slowed passes, each the median of `want.runs` runs. */
      const measure = async (name: string, url: string, reset: () => Promise<void>, script: string, categories: boolean): Promise<LighthousePage> => {
        const pass = async (slowed: boolean) => {
          const runs: LighthouseScores[] = [];
          for (let i = 0; i < want.runs; i++) runs.push(await lighthouseRun(chrome.port, url, slowed, categories && !slowed && i === 0, reset, script));
          return medianScores(runs);
        };
        return { name, normal: await pass(false), slowed: await pass(true) };
      };
      const base = await startBaselinePage();
      try {
        // First, before the pages: the floor they are read against (lighthouse-baseline.ts).
        baseline = await measure(BASELINE_NAME, base.url, () => keeper.reset(null), BASELINE_SCRIPT, false);
      } finally {
        base.stop();
      }
      process.stderr.write('.');
      for (const spec of PAGES.filter((page) => !want.pages || want.pages.includes(page.name))) {
        // One untimed load first, as any visit before the measured ones would have made: the server's
        // first render of a picture (the `cold` figure) then stays out of this page's figures. Without it
        // the first pass of /mossbeard paid its avatar's render (LCP 3.4-3.5 s, 1.5-1.8 s slowed after).
        await warmUp(chrome, `${server.origin}${spec.path}`, spec.signedIn ? sessionEntry(credentials) : null);
        const reset = () => keeper.reset(spec.signedIn ? credentials : null);
        pages.push(await measure(spec.name, `${server.origin}${spec.path}`, reset, appScript, true));
        process.stderr.write('.');
      }
      await keeper.close();
    }
    return { runs: want.runs, memory, baseline, pages, idle, wallMs: performance.now() - started };
  } finally {
    await chrome.close();
    await server.child.stop();
  }
}
