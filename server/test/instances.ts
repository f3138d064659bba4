/**
 * A scale-out on one machine, for tests: real server processes (`bun server/src/index.ts`, as production
 * starts it) on one fresh PostgreSQL database and one Redis, each its own pool and Redis connections.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { Instance } from '../../db/test/process-output.ts';
import { postgresTemplate, whenFree } from '../../db/test/postgres-template.ts';
import { redisUnreachable } from './redis.ts';

const entry = join(import.meta.dir, '..', 'src', 'index.ts');

/** Why a scale-out cannot run here (PostgreSQL or Redis unreachable), or null. */
export async function scaleOutUnreachable(postgresServer: string, redisUrl: string): Promise<string | null> {
  const sql = postgres(postgresServer, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch (err) {
    return `PostgreSQL not reachable at ${new URL(postgresServer).host}: ${(err as Error).message}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  return redisUnreachable(redisUrl);
}

export interface ScaleOut {
  /** Origins (http://127.0.0.1:port) of the instances, in start order. */
  origins: string[];
  instances: Instance[];
  /** Stops whatever still runs and drops the database. */
  close(): Promise<void>;
}

export interface ScaleOutOptions {
  postgresServer: string;
  redisUrl: string;
  /** Settings every instance gets on top of the shared ones (ADMIN_TOKEN, say). */
  env?: Record<string, string>;
}

/**
 * Starts `count` instances of one town: same database (a fresh copy of the migrated test template),
 * same SESSION_SECRET and so the same Redis channel, each with its own data folder and port.
 */
export async function startScaleOut(count: number, { postgresServer, redisUrl, env = {} }: ScaleOutOptions): Promise<ScaleOut> {
  const admin = postgres(postgresServer, { max: 1, onnotice: () => {} });
  const name = `st_scale_${randomBytes(5).toString('hex')}`;
  const template = await postgresTemplate(postgresServer);
  await whenFree(() => admin.unsafe(`create database ${name} template ${template}`));
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'st-scale-'));
  const shared = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: join(dataDir, 'no-dist'),
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    DEMO_SEED: 'false',
    LOG_LEVEL: 'info',
    // No load balancer polls these: a stop need not wait.
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  };
  const instances: Instance[] = [];
  const close = async () => {
    for (const i of instances) if (i.alive()) i.proc.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.proc.exited));
    await whenFree(() => admin.unsafe(`drop database if exists ${name} with (force)`));
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origins = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const proc = Bun.spawn([process.execPath, entry], {
          env: { ...shared, DATA_DIR: join(dataDir, String(n)) },
          stdin: 'ignore',
          stdout: 'pipe',
          stderr: 'pipe',
        });
        const instance = new Instance(`instance ${n}`, proc);
        instances[n] = instance;
        const listening = await instance.logged((l) => l.msg === 'listening');
        return String(listening.url);
      }),
    );
    return { origins, instances, close };
  } catch (err) {
    await close();
    throw err;
  }
}
