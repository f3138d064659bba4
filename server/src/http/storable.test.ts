import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { createLogger } from '../log.ts';
import { createTestApp } from '../../test/app.ts';
import { TEST_ADMIN_TOKEN } from '../../test/admin.ts';
import { client, bodyOf } from '../../test/client.ts';
import { jsonInit, registration, walletSignIn } from '../../test/sign-in.ts';
import { changedTables, tableDigests, tableState } from '../../test/table-digest.ts';
import { errorHandler } from './errors.ts';
import { isStorable, unstorableField } from './storable.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-storable-'));
const logged: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let player: { token: string; wallet: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ log: createLogger('warn', (line) => void logged.push(line)) }, { DATA_DIR: dataDir, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  await seedDemoContent(t.deps.database.db);
  const signedIn = await walletSignIn(t.app);
  const res = await client(t.app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet) });
  player = { ...signedIn, id: (await bodyOf(res, 201)).id };
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const admin = (method: string, body: unknown) => jsonInit(method, body, TEST_ADMIN_TOKEN);

describe('the rule', () => {
  test('NUL and lone surrogates (either half) cannot be stored; pairs, accents and other controls can', () => {
    for (const text of ['\0', NUL, LONE, '\udc00', 'x\ud83d', '\ude00x']) expect(isStorable(text)).toBe(false);
    for (const text of ['', 'plain', 'caf\u00e9', '\ud83d\ude00', 'tab\there', '\u0001']) expect(isStorable(text)).toBe(true);
  });

  test('the first unstorable string of a parsed value is named by its path, keys included', () => {
    expect(unstorableField({ a: 'ok', list: [1, 'fine', { title: NUL }] })).toBe('list[2].title');
    expect(unstorableField([{ key: 'k', value: LONE }])).toBe('[0].value');
    expect(unstorableField({ [NUL]: 1 })).toBe('A key');
    expect(unstorableField({ list: [{ [LONE]: 1 }] })).toBe('A key of list[0]');
    expect(unstorableField(NUL)).toBe('');
    expect(unstorableField({ a: ['x', 2, null, true, { b: 'y' }] })).toBeNull();
    // Deep values are walked without recursion.
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableField(deep)).toBe('[0]'.repeat(100_000));
  });
});

describe('refused with 400 before the database, and nothing stored', () => {
  // Every place the attack pass found a 500 (issue 16, item 1).
  const cases: Array<[string, string, () => RequestInit | undefined, RegExp]> = [
    ['POST /api/profile/check e-mail', '/api/profile/check', () => jsonInit('POST', { email: `some${NUL}@example.com`, type: 'magic' }), /^Invalid email/],
    ['POST /api/login e-mail', '/api/login', () => jsonInit('POST', { email: `some${NUL}@example.com`, code: '123456' }), /^Invalid email/],
    ['GET /api/users/%00', '/api/users/%00', () => undefined, /^The path contains characters that cannot be stored$/],
    ['GET /api/users/%00/bag', '/api/users/%00/bag', () => undefined, /^The path contains characters that cannot be stored$/],
    ['GET /render/profile/%00.png', '/render/profile/%00.png', () => undefined, /^The path contains characters that cannot be stored$/],
    ['GET /api/journeys/queue?queueId=%00', '/api/journeys/queue?queueId=%00', () => jsonInit('GET', undefined, player.token), /^queueId contains characters that cannot be stored$/],
    ['a kv string value', '/api/profile/kv', () => jsonInit('POST', [{ key: 'entrypoint', value: `/imx${NUL}` }], player.token), /^\[0\]\.value contains characters that cannot be stored$/],
    ['the safe word', '/api/profile/update', () => jsonInit('POST', { safeword: NUL }, player.token), /^safeword contains characters that cannot be stored$/],
    ['the e-mail of a profile update', '/api/profile/update', () => jsonInit('POST', { email: `me${NUL}@example.com` }, player.token), /^(Invalid email|email contains characters)/],
    ['admin news text', '/api/admin/news', () => admin('POST', { name: NUL, description: 'x', thumbnail_url: '/news/x.svg' }), /^name contains characters that cannot be stored$/],
    ['admin news, a lone surrogate', '/api/admin/news', () => admin('POST', { name: 'Lanterns', description: LONE, thumbnail_url: '/news/x.svg' }), /^description contains characters that cannot be stored$/],
    ['admin grant name, a lone surrogate', '/api/admin/grants', () => admin('POST', { wallet: player.wallet, traitNames: ['Bush Hat'], name: LONE }), /^name contains characters that cannot be stored$/],
    ['a key of the body', '/api/profile/kv', () => jsonInit('POST', [{ key: 'entrypoint', value: '/imx', [`no${NUL}te`]: 1 }], player.token), /^A key of \[0\] contains characters that cannot be stored$/],
  ];

  for (const [name, path, init, message] of cases) {
    test(name, async () => {
      const before = await tableDigests(t.deps.database.db);
      const errorsBefore = logged.length;
      const res = await t.app.request(path, init());
      const body = (await res.json()) as { error: string };
      expect({ status: res.status, error: body.error }).toEqual({ status: 400, error: expect.stringMatching(message) });
      expect(changedTables(before, await tableDigests(t.deps.database.db))).toEqual([]);
      // Refused ahead of the database: no error and no 'the database refused' warning was logged.
      expect(logged.slice(errorsBefore)).toEqual([]);
    });
  }

  test('the same requests with plain text go through (the refusals above are about the characters)', async () => {
    expect((await t.app.request('/api/journeys/queue?queueId=abc', jsonInit('GET', undefined, player.token))).status).toBe(404);
    expect((await t.app.request('/api/profile/kv', jsonInit('POST', [{ key: 'entrypoint', value: '/imx' }], player.token))).status).toBe(200);
    expect((await t.app.request('/api/profile/update', jsonInit('POST', { safeword: 'blue moon' }, player.token))).status).toBe(200);
    expect((await t.app.request('/api/admin/news', admin('POST', { name: 'Lanterns \ud83c\udfee', description: 'x', thumbnail_url: '/news/x.svg' }))).status).toBe(201);
  });
});

describe('the snapshot the refusals are checked with', () => {
  test('sees an insert, an update and a delete in any table', async () => {
    const { db } = t.deps.database;
    const snap = () => tableDigests(db);
    const start = await snap();
    await db.execute(sql`insert into kv_entries (profile_id, key, value, type) values (${player.id}, 'digest-probe', '1', 'string')`);
    const inserted = await snap();
    const n = start.kv_entries!.rows;
    expect(changedTables(start, inserted)).toEqual([`kv_entries (${n} -> ${n + 1} rows)`]);
    await db.execute(sql`update kv_entries set value = '2' where key = 'digest-probe'`);
    const updated = await snap();
    expect(changedTables(inserted, updated)).toEqual([`kv_entries (${n + 1} -> ${n + 1} rows)`]);
    await db.execute(sql`delete from kv_entries where key = 'digest-probe'`);
    expect(changedTables(updated, await snap())).toEqual([`kv_entries (${n + 1} -> ${n} rows)`]);
  });
});

describe('the table state the fuzz test checks after each request', () => {
  test('is read again only after a write: kept while nothing is written, new after a write, and after a rolled-back one the same digests', async () => {
    const { db, kind } = t.deps.database;
    const start = await tableState(db);
    await db.execute(sql`select count(*) from kv_entries`);
    const read = await tableState(db, start);
    // On PGlite only this file writes, so a read leaves the state as it was. On PostgreSQL the ids are
    // the whole server's and the suite's other files write beside this one: the digests may be read
    // again, and must show nothing changed.
    if (kind === 'pglite') expect(read).toBe(start);
    expect(changedTables(start.digests, read.digests)).toEqual([]);
    // A write that is undone still used a transaction id: the digests are read again, and show no change.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into kv_entries (profile_id, key, value, type) values (${player.id}, 'state-probe', '1', 'string')`);
        throw new Error('undo');
      })
      .catch(() => {});
    const undone = await tableState(db, start);
    expect(undone).not.toBe(start);
    expect(changedTables(start.digests, undone.digests)).toEqual([]);
    await db.execute(sql`insert into kv_entries (profile_id, key, value, type) values (${player.id}, 'state-probe', '1', 'string')`);
    const n = start.digests.kv_entries!.rows;
    expect(changedTables(undone.digests, (await tableState(db, undone)).digests)).toEqual([`kv_entries (${n} -> ${n + 1} rows)`]);
    await db.execute(sql`delete from kv_entries where key = 'state-probe'`);
  });
});

describe('the last line of defence', () => {
  test("the database's own refusal (22021) answers 400, not 500, and is logged as a warning", async () => {
    const lines: string[] = [];
    const app = new Hono<AppEnv>()
      .onError(errorHandler(createLogger('warn', (line) => void lines.push(line))))
      .get('/raw', async (c) => c.json(await t.deps.database.db.execute(sql`select ${NUL}::text as x`)));
    const res = await app.request('/raw');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request contains characters that cannot be stored' });
    expect(lines.map((l) => JSON.parse(l).level)).toEqual(['warn']);
  });

  test('and so does a \\u0000 inside JSON (22P05)', async () => {
    const app = new Hono<AppEnv>()
      .onError(errorHandler(createLogger('silent')))
      .get('/raw', async (c) => c.json(await t.deps.database.db.execute(sql`select (${'{"a":"\\u0000"}'}::text)::jsonb ->> 'a' as x`)));
    expect((await app.request('/raw')).status).toBe(400);
  });
});
