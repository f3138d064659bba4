/**
 * `bun run admin <command>`: operator tasks against the configured database (DATABASE_URL or the
 * PGlite folder in DATA_DIR). Stop the server first when using the embedded PGlite: it allows one
 * process at a time.
 */
import { openDatabase, pgliteDir } from '../../../db/client.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import { EnvError, parseEnv } from '../env.ts';

const HELP = `usage: bun run admin <command>

commands:
  status    show the database in use and the migrations applied
  migrate   apply pending migrations (the server also does this at start)
  seed      add the demo content (idempotent: never overwrites)
  help      show this text`;

/** Runs one admin command and returns the process exit code. */
export async function runAdmin(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const [command = 'help'] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    out(HELP);
    return 0;
  }
  if (!['status', 'migrate', 'seed'].includes(command)) {
    out(`unknown command: ${command}\n\n${HELP}`);
    return 64;
  }
  const env = parseEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) });
  try {
    if (command === 'seed') {
      await seedDemo(database.db);
      out('demo content is in place');
    }
    out(`database: ${database.kind}, migrations applied: ${database.migrations}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    process.exit(await runAdmin(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : err);
    process.exit(1);
  }
}
