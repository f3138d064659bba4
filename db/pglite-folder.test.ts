import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { openDatabase, pgliteDir } from './client.ts';
import { FolderInUseError } from './folder-lock.ts';
import { seedPgliteFolder } from './test/pglite-template.ts';
import { profiles } from './schema/index.ts';
import { Instance } from './test/process-output.ts';

const root = join(import.meta.dir, '..');

/** A data folder holding a copy of the migrated template, as after a first start; removed afterwards. */
async function withFolder(run: (dataDir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'st-pglite-'));
  try {
    // The first start itself (initdb, then every migration, seconds of WASM work) is server.test.ts's subject.
    await seedPgliteFolder(dir);
    await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Bun process started in the project's folder on PGlite (whatever the pass's database), its output kept line by line. */
function spawn(name: string, args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, ...args], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: '' }, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe' });
  return new Instance(name, proc);
}

const player = (slug: string) => ({ wallet: `0x${slug}`, wallet_type: 'injected', username: slug, slug });

/** The embedded database on disk: PGlite whatever the pass (scripts/db-test-files.ts runs it once). */
describe('PGlite on disk', () => {
  test('a PGlite folder keeps its data across restarts', () =>
    withFolder(async (dir) => {
      const first = await openDatabase({ dataDir: pgliteDir(dir) });
      await first.db.insert(profiles).values(player('mossbeard'));
      await first.db.update(profiles).set({ safeword: 'kept' }).where(eq(profiles.slug, 'mossbeard'));
      await first.close();
      const second = await openDatabase({ dataDir: pgliteDir(dir) });
      const [row] = await second.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
      expect(row?.safeword).toBe('kept');
      expect(second.migrations).toBe(first.migrations);
      await second.close();
    }), 60_000);

  // PGlite takes no lock of its own: two processes on one folder both wrote, and the folder no longer
  // opened ("Aborted()"), after as little as one `bun run admin status` beside a running server.
  test('a folder another process holds is refused, naming it, and the holder goes on unharmed', () =>
    withFolder(async (dir) => {
      const holder = await openDatabase({ dataDir: pgliteDir(dir) });
      await holder.db.insert(profiles).values(player('first'));
      const refused = await openDatabase({ dataDir: pgliteDir(dir) }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(FolderInUseError);
      expect((refused as Error).message).toStartWith(`The database folder ${pgliteDir(dir)} is in use by another process (pid ${process.pid} on `);
      expect((refused as Error).message).toEndWith('PGlite allows one process at a time: stop that one first, or set DATABASE_URL to a PostgreSQL that every instance shares.');

      // The operator's command in its own process, as from a shell beside the server.
      const admin = spawn('admin status', ['server/src/admin/cli.ts', 'status'], { DATA_DIR: dir });
      expect(await admin.proc.exited).toBe(75);
      expect(admin.lines.join('\n')).toContain(`The database folder ${pgliteDir(dir)} is in use by another process (pid ${process.pid} on `);

      await holder.db.insert(profiles).values(player('second'));
      await holder.close();
      const after = await openDatabase({ dataDir: pgliteDir(dir) });
      expect((await after.db.select().from(profiles)).map((p) => p.slug).sort()).toEqual(['first', 'second']);
      await after.close();
    }), 60_000);

  test('a process killed while it holds the folder leaves it to the next at once, with every write it was told of', () =>
    withFolder(async (dir) => {
      const held = spawn('holder', ['db/test/hold-folder.ts', pgliteDir(dir), '40']);
      await held.printed((line) => line === 'holding');
      held.proc.kill('SIGKILL');
      await held.proc.exited;
      const next = await openDatabase({ dataDir: pgliteDir(dir) });
      const rows = await next.db.select({ slug: profiles.slug }).from(profiles).where(like(profiles.slug, 'held%'));
      expect(rows).toHaveLength(40);
      await next.close();
    }), 60_000);

  test('a server that starts while the folder is held waits for it, then starts on it', () =>
    withFolder(async (dir) => {
      const holder = await openDatabase({ dataDir: pgliteDir(dir) });
      await holder.db.insert(profiles).values(player('beforehand'));
      const server = spawn('server', ['server/src/index.ts'], { DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DEMO_SEED: 'false', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0' });
      try {
        const waiting = await server.logged((l) => l.msg === 'waiting for the database folder');
        expect(String(waiting.holder)).toStartWith(`pid ${process.pid} on `);
        await holder.close();
        const listening = await server.logged((l) => l.msg === 'listening');
        expect(listening.database).toBe('pglite');
        // The name written before the start is taken: the server reads the folder it waited for.
        const answer = await fetch(new URL('/api/users/beforehand/available', String(listening.url)));
        expect(await answer.json()).toMatchObject({ available: false });
      } finally {
        server.proc.kill('SIGTERM');
        await server.proc.exited;
      }
    }), 60_000);

  test('a wait for the folder ends with the refusal when it is not let go in time', () =>
    withFolder(async (dir) => {
      const holder = await openDatabase({ dataDir: pgliteDir(dir) });
      const told: string[] = [];
      const started = performance.now();
      const refused = await openDatabase({ dataDir: pgliteDir(dir), folderLock: { waitMs: 600, onWait: (who) => void told.push(who) } }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(FolderInUseError);
      expect(performance.now() - started).toBeGreaterThanOrEqual(600);
      expect(told).toHaveLength(1);
      expect(told[0]).toStartWith(`pid ${process.pid} on `);
      await holder.close();
    }), 60_000);
});
