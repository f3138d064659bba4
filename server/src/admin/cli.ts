/**
 * `bun run admin <command>`: operator tasks. Database commands work on the configured database
 * (DATABASE_URL or the PGlite folder in DATA_DIR; stop the server first when using the embedded PGlite:
 * it allows one process at a time, and a command refuses a folder the server holds). Admin API commands
 * call the running server's /api/admin with ADMIN_TOKEN (cli-api.ts), so they are checked, logged and
 * pushed exactly like the HTTP API.
 */
import { openDatabase, pgliteDir, type Database } from '../../../db/client.ts';
import { FolderInUseError } from '../../../db/folder-lock.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { EnvError, parseEnv, type Env } from '../env.ts';
import { API_COMMANDS, API_HELP, buildRequest, callAdminApi } from './cli-api.ts';
import { UsageError } from './cli-args.ts';

const HELP = `usage: bun run admin <command> [options]

database commands (DATABASE_URL, or the PGlite folder in DATA_DIR while no server has it open):
  status    show the database in use and the migrations applied
  migrate   apply pending migrations (the server also does this at start)
  seed      add the demo content (idempotent: never overwrites)

${API_HELP}

  help      show this text`;

export interface AdminCliDeps {
  /** The variables to read configuration from (process.env by default). */
  source?: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

/** Where the API commands find the server when no --url is given: this machine, on the configured port. */
export function defaultOrigin(env: Env): string {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** Runs one admin command and returns the process exit code. */
export async function runAdmin(args: string[], out: (line: string) => void = console.log, deps: AdminCliDeps = {}): Promise<number> {
  const [command = 'help'] = args;
  if (command === 'help' || args.includes('--help') || args.includes('-h')) {
    out(HELP);
    return 0;
  }
  if ((API_COMMANDS as readonly string[]).includes(command)) return runApiCommand(args, out, deps);
  if (!['status', 'migrate', 'seed'].includes(command)) {
    out(`unknown command: ${command}\n\n${HELP}`);
    return 64;
  }
  const env = parseEnv(deps.source);
  let database: Database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) });
  } catch (err) {
    // The server (or another command) has the PGlite folder: opening it too would spoil it.
    if (!(err instanceof FolderInUseError)) throw err;
    out(err.message);
    return 75;
  }
  try {
    if (command === 'seed') {
      await seedDemoContent(database.db);
      out('demo content is in place');
    }
    out(`database: ${database.kind}, migrations applied: ${database.migrations}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function runApiCommand(args: string[], out: (line: string) => void, deps: AdminCliDeps): Promise<number> {
  let request: ReturnType<typeof buildRequest>;
  try {
    request = buildRequest(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    out(`${err.message}\n\n${API_HELP}`);
    return 64;
  }
  const env = parseEnv(deps.source);
  if (!env.ADMIN_TOKEN) {
    out('ADMIN_TOKEN is not set: set it to the token the server was started with');
    return 78;
  }
  const origin = request.url ?? defaultOrigin(env);
  let answer: Awaited<ReturnType<typeof callAdminApi>>;
  try {
    answer = await callAdminApi(origin, env.ADMIN_TOKEN, request, deps.fetch);
  } catch (err) {
    out(`cannot reach the server at ${origin}: ${(err as Error).message}`);
    return 69;
  }
  out(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2));
  if (answer.status >= 200 && answer.status < 300) return 0;
  if (answer.status === 404 && (answer.body as { error?: string })?.error === 'Not found') out('(is ADMIN_TOKEN configured on the server?)');
  return 1;
}

if (import.meta.main) {
  try {
    process.exit(await runAdmin(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : err);
    process.exit(1);
  }
}
