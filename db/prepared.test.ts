import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { preparing } from './prepared.ts';
import { profiles } from './schema/index.ts';
import * as schema from './schema/index.ts';
import { postgresTemplate, whenFree } from './test/postgres-template.ts';
import { testPostgresUrl } from './test/test-database.ts';

// PostgreSQL only (PGlite has no postgres.js): the suite's server, or the machine's on the PGlite pass.
const server = testPostgresUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const skipReason = await postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} })`select 1`
  .then(() => null)
  .catch((err: Error) => `PostgreSQL not reachable at ${new URL(server).host}: ${err.message}`);
if (skipReason) console.log(`prepared statement tests skipped: ${skipReason}`);

const name = `st_prep_${randomBytes(5).toString('hex')}`;
const admin = skipReason ? null : postgres(server, { max: 1, onnotice: () => {} });
let url = '';
beforeAll(async () => {
  if (!admin) return;
  const template = await postgresTemplate(server);
  await whenFree(() => admin.unsafe(`create database ${name} template ${template}`));
  const u = new URL(server);
  u.pathname = `/${name}`;
  url = u.toString();
}, 60_000);
afterAll(async () => {
  if (!admin) return;
  await whenFree(() => admin.unsafe(`drop database if exists ${name} with (force)`));
  await admin.end({ timeout: 5 });
}, 30_000);

/** drizzle over one connection (so one session's prepared statements), optionally through preparing(). */
function open(options: { prepared: boolean; query?: string }) {
  const client = postgres(`${url}${options.query ?? ''}`, { max: 1, onnotice: () => {} });
  const db = drizzle(options.prepared ? preparing(client) : client, { schema });
  const preparedCount = async () => {
    // Leaving out this statement itself, which the driver prepares too.
    const rows = await client`select count(*)::int as n from pg_prepared_statements where statement like '%from "profiles"%' and statement not like '%pg_prepared_statements%'`;
    return rows[0]!.n as number;
  };
  return { db, preparedCount, close: () => client.end({ timeout: 5 }) };
}

const readById = (db: ReturnType<typeof open>['db'], id: number) => db.select().from(profiles).where(eq(profiles.id, id));

describe.skipIf(skipReason !== null)('statements with parameters are prepared', () => {
  test('through preparing(): a read leaves its statement prepared on the connection, reused after', async () => {
    const { db, preparedCount, close } = open({ prepared: true });
    try {
      await readById(db, 1);
      await readById(db, 2);
      expect(await preparedCount()).toBe(1);
    } finally {
      await close();
    }
  });

  test('inside a transaction and a savepoint as well', async () => {
    const { db, preparedCount, close } = open({ prepared: true });
    try {
      await db.transaction(async (tx) => {
        await tx.select().from(profiles).where(eq(profiles.wallet, '0xabc'));
        await tx.transaction(async (inner) => void (await inner.select().from(profiles).where(eq(profiles.slug, 'nobody'))));
      });
      expect(await preparedCount()).toBe(2);
    } finally {
      await close();
    }
  });

  test("drizzle's own way prepares nothing, and ?prepare=false in the URL still turns it off", async () => {
    for (const options of [{ prepared: false }, { prepared: true, query: '?prepare=false' }]) {
      const { db, preparedCount, close } = open(options);
      try {
        await readById(db, 1);
        expect(await preparedCount()).toBe(0);
      } finally {
        await close();
      }
    }
  });

  test('a statement without parameters may still hold several commands', async () => {
    const { db, close } = open({ prepared: true });
    try {
      await db.execute(sql.raw('select 1; select 2'));
    } finally {
      await close();
    }
  });
});
