/** Test helpers for notifications, claims and the admin API: a real app with a recording publisher. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTraits } from '../../db/catalogue/seed-traits.ts';
import type { Publish } from '../src/publish.ts';
import { createTestApp } from './app.ts';
import { client } from './client.ts';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface Pushed {
  channel: string;
  event: string;
  data: unknown;
}

/** A publisher that keeps what it was given, in order. */
export function recordingPublish() {
  const events: Pushed[] = [];
  const publish: Publish = (channel, event, data) => void events.push({ channel, event, data });
  return { events, publish };
}

/** A test app with ADMIN_TOKEN set, the trait catalogue seeded and pushes recorded in `events`. */
export async function adminTestApp(envOverrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'st-admin-'));
  const { events, publish } = recordingPublish();
  const t = await createTestApp({ publish }, { DATA_DIR: dataDir, ADMIN_TOKEN: TEST_ADMIN_TOKEN, NOTIFICATION_ENV: 'prod', ...envOverrides });
  await seedTraits(t.deps.database.db);
  return {
    ...t,
    db: t.deps.database.db,
    events,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type App = Awaited<ReturnType<typeof adminTestApp>>['app'];

/** The admin API through the typed client, with the test token: `adminApi(app).news.$post({ json })`. */
export const adminApi = (app: App) => client(app, TEST_ADMIN_TOKEN).api.admin;

/** Calls /api/admin<path> with the test token (or `token`, or none with null). */
export function adminCall(app: App, method: string, path: string, body?: unknown, token: string | null = TEST_ADMIN_TOKEN) {
  return app.request(`/api/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
