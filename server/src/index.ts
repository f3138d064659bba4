import { FolderInUseError } from '../../db/folder-lock.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { createLogger } from './log.ts';
import { startServer } from './server.ts';

/** Process entry: parse config, start, and shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(env.LOG_LEVEL);
  // Handlers go in before start-up so a SIGTERM that arrives mid-start still closes the database.
  let started = false;
  const starting = startServer(env, log).then((server) => {
    started = true;
    return server;
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      log.info('shutting down', { signal, drainMs: env.SHUTDOWN_DRAIN_MS });
      // Ahead of the 10 s after which `docker stop` kills, so the reason is logged.
      const force = setTimeout(() => {
        // A start that never finished (a database that does not answer) is not a slow shutdown.
        log.error(started ? 'shutdown took too long; exiting' : 'stopped before start-up finished; exiting', started ? {} : { database: databaseOf(env) });
        process.exit(1);
      }, 9_000);
      const server = await starting;
      // Health answers 503 for the drain window so load balancers stop sending before the port closes.
      server.drain();
      await Bun.sleep(env.SHUTDOWN_DRAIN_MS);
      await server.stop();
      clearTimeout(force);
      process.exit(0);
    });
  }
  try {
    await starting;
  } catch (err) {
    // Another process on the PGlite folder: say so plainly, not as a crash.
    if (err instanceof FolderInUseError) log.error(err.message, { folder: err.folder, holder: err.holder });
    // Anything else (PostgreSQL refusing, say) as one log line that names the database, not a bare stack.
    else log.error('could not start', { database: databaseOf(env), err });
    process.exit(1);
  }
}

/** Which database the server uses, for the log: PostgreSQL's host, port and name (never its password), or PGlite's folder. */
function databaseOf(env: Env): string {
  if (!env.DATABASE_URL) return `pglite ${env.DATA_DIR}`;
  const url = new URL(env.DATABASE_URL);
  return `postgres ${url.host}${url.pathname}`;
}

await main();
