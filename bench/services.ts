/** The machine's PostgreSQL and Redis for the figures that need them: reachability, and scratch databases. */
import { randomBytes } from 'node:crypto';
import { RedisClient } from 'bun';
import postgres from 'postgres';

export const POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS = 'redis://127.0.0.1:6379';

/** Why PostgreSQL (or, when asked, Redis) cannot be used here, or null. */
export async function unreachable(needRedis = true): Promise<string | null> {
  const sql = postgres(POSTGRES, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch (err) {
    return `PostgreSQL not reachable at ${new URL(POSTGRES).host}: ${(err as Error).message}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  if (!needRedis) return null;
  const redis = new RedisClient(REDIS, { connectionTimeout: 2000, autoReconnect: false });
  try {
    await redis.connect();
    await redis.send('PING', []);
  } catch (err) {
    return `Redis not reachable at ${new URL(REDIS).host}: ${(err as Error).message}`;
  } finally {
    redis.close();
  }
  return null;
}

export interface ScratchDatabase {
  url: string;
  /** Drops it (with force: a killed child may have left connections). */
  drop(): Promise<void>;
}

/** A new empty database `st_bench_<prefix>_<random>` on the machine's PostgreSQL. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const admin = postgres(POSTGRES, { max: 1, onnotice: () => {} });
  const name = `st_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
