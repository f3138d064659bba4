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
  const starting = startServer(env, log);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      log.info('shutting down', { signal, drainMs: env.SHUTDOWN_DRAIN_MS });
      // Ahead of the 10 s after which `docker stop` kills, so the reason is logged.
      const force = setTimeout(() => {
        log.error('shutdown took too long; exiting');
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
    if (!(err instanceof FolderInUseError)) throw err;
    log.error(err.message, { folder: err.folder, holder: err.holder });
    process.exit(1);
  }
}

await main();
