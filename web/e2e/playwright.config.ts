import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { E2E_ADMIN_TOKEN } from './fixtures/admin.ts';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'st-e2e-'));

/**
 * Specs that do not depend on the layout (audio, the service worker, the raster, the shell's routing,
 * sign-in and registration logic, live pushes) run once, in the desktop project; the phone project
 * runs everything else. Single tests of a layout spec that do not depend on it carry the @neutral tag.
 */
const NEUTRAL_SPECS = ['sound', 'service-worker', 'render-raster', 'shell', 'sign-in', 'live', 'browser-flags'].map((name) => `**/${name}.e2e.ts`);

/**
 * The PostgreSQL pass (scripts/test.sh sets E2E_POSTGRES_URL to a fresh database): a second server on
 * that database, and the specs whose stored data takes different paths through the database (sign-in and
 * registration, progress and leaderboards, avatars and chests, real-time events, journeys) run on it.
 * Those data paths do not depend on the width, nor the layout on the database, so each such test runs
 * twice in all, not three times: the layout specs among them run at desktop width on PGlite and at phone
 * width on PostgreSQL (`phone-postgres`, in place of their phone run on PGlite), and the width-free ones
 * (sign-in, live, and @neutral tests) at desktop width on both (`postgres`). The menus, workshop and
 * public-page specs store only what the town spec already stores, and every server route runs on
 * PostgreSQL in the bun pass. One run for both databases shares the harness build, the workers and the
 * tail, where two runs each paid their own.
 */
const postgresUrl = process.env.E2E_POSTGRES_URL || undefined;
const postgresPort = port + 1;
const specs = (names: string[]) => names.map((name) => `**/${name}.e2e.ts`);
const DATA_LAYOUT_SPECS = specs(['town', 'board', 'chest', 'customiser', 'journeys']);
const DATA_SPECS = [...specs(['sign-in', 'live']), ...DATA_LAYOUT_SPECS];

/** The real server, on PGlite from a copy of a migrated and seeded folder (see e2e-server.ts), or on PostgreSQL. */
function server(serverPort: number, env: Record<string, string>) {
  return {
    command: 'bun web/e2e/e2e-server.ts',
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    // Enough to make the data template first (a cold boot) on a busy machine.
    timeout: 120_000,
    // Every test signs up its own players by e-mail from 127.0.0.1: far more than 20 codes an IP, and
    // the parallel workers' pages all hold their sockets from there too.
    // ADMIN_TOKEN opens the admin API, through which live.e2e.ts sends notifications, rewards and grants.
    env: { PORT: String(serverPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', NODE_ENV: 'development', CODE_LIMIT_PER_IP: '1000', SOCKET_LIMIT_PER_IP: '1000', ADMIN_TOKEN: E2E_ADMIN_TOKEN, ...env },
  };
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Real Chromium (Debian's), against the production build served by the real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Four on the 2-core machine. Three finished a PGlite pass in 3.4 min where two took 3.7, yet a run of
  // both databases with three still left a fifth of the cores idle (501 s of CPU in 317 s, read from
  // /proc: tests waiting on the page's own timers, a reveal's pace, a poll). With four the same run took
  // 293 / 277 / 283 s against 317 / 282 / 286 s with three, run in turn, none flaky (decision 0050).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One retry as a safety net so a timing hiccup on a loaded 2-core machine does not sink a run (a run
  // should need none); Playwright reports such a test as flaky, and scripts/test.sh prints the count.
  retries: 1,
  // The longest flows (the shop's checkout, the main menu's tour) took 36-41 s on a slow machine
  // running four browsers: a bound of 45 s was one bad moment away from failing them.
  timeout: 60_000,
  // A page's first render after its load has taken more than 7 s on a slow 2-core machine running four
  // browsers: the login screen's and the signed-in town's in idle.e2e (stop 67's CI), a content hall's in
  // places.e2e (the session before). A wait costs its time only when it fails, so the bound is generous;
  // speed is the benchmark's to judge (bench/), not these tests'.
  expect: { timeout: 12_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A click or fill that cannot happen (its element covered or never there) fails after 15 s, saying
    // which element, instead of holding its worker to the test's own timeout: once a phone run of
    // connections.e2e sat 2 minutes on one, with the town on screen and no word of what it waited for.
    actionTimeout: 15_000,
    // Recording a trace costs every test CPU: only the retry of a failed test records one.
    trace: 'on-first-retry',
    // The service worker installs and precaches the first screen in every new context: specs about it
    // (offline, service-worker, shell, sound) allow it with test.use; the rest save that work.
    serviceWorkers: 'block',
    // Every page plays as for a player who asked for reduced motion, which the app honours with CSS alone
    // (no script takes another path but the news carousel's scroll and the TV's autoplay): the town's
    // idle life costs a software-rendering Chromium a tenth of a core per open page (the GPU process's
    // compositing and the renderers' raster: 3 specs took 55-59 s of CPU with it, 41 s without), and the
    // whole run took 377 s with it against 338 s without (one after the other, the second with the motion
    // tests failing and retried). The tests about motion ask for it themselves (idle, the starter
    // chest's reveal at desktop width, the TV's autoplay, the news carousel's smooth scroll on the phone).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'phone',
      use: phone,
      testIgnore: postgresUrl ? [...NEUTRAL_SPECS, ...DATA_LAYOUT_SPECS] : NEUTRAL_SPECS,
      grepInvert: /@neutral/,
    },
    { name: 'desktop', use: desktop },
    ...(postgresUrl
      ? [
          { name: 'phone-postgres', testMatch: DATA_LAYOUT_SPECS, grepInvert: /@neutral/, use: { ...phone, baseURL: `http://127.0.0.1:${postgresPort}` } },
          // Playwright tests `grep` against the project, file and test names and tags.
          { name: 'postgres', testMatch: DATA_SPECS, grep: /(sign-in|live)\.e2e\.ts|@neutral/, use: { ...desktop, baseURL: `http://127.0.0.1:${postgresPort}` } },
        ]
      : []),
  ],
  webServer: [
    server(port, { DATA_DIR: dataDir }),
    // Its data folder holds only the rendered-image cache: the database is PostgreSQL.
    ...(postgresUrl ? [server(postgresPort, { DATA_DIR: mkdtempSync(join(tmpdir(), 'st-e2e-pg-')), DATABASE_URL: postgresUrl })] : []),
  ],
});
