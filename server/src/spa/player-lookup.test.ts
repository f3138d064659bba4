import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { playerFinder } from './share-tags.ts';
import { spaRoutes } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-dist-lookup-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const shell = '<!doctype html><title>Sapphire Town</title><div id="root"></div>';
writeFileSync(join(dist, 'index.html'), shell);

test("a player's page whose lookup fails (the database unreachable) is the plain shell as a 503: neither 'no such player' nor a JSON error", async () => {
  const closed = await openTestDatabase(process.env.DATABASE_URL || undefined);
  await closed.close();
  const unreachable = spaRoutes(dist, { findPlayer: playerFinder(closed.db), publicUrl: 'https://town.example' });
  const res = await unreachable.request('/mossbeard');
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(await res.text()).toBe(shell);
}, 30_000);
