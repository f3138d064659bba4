import { openTestDatabase } from '../../db/test/test-database.ts';
import { stopRanking } from '../src/chain/ranked-client.ts';
import { createApp } from '../src/app.ts';
import type { AppDeps } from '../src/context.ts';
import { parseEnv, type Env } from '../src/env.ts';
import { createLogger } from '../src/log.ts';
import { checkResponses } from './openapi-check.ts';

/** The configuration tests run with; DATABASE_URL (if set) picks PostgreSQL for the second pass. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const base = parseEnv();
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: base.DATABASE_URL, ...overrides });
}

/**
 * A real app over a fresh real database, for in-process `app.request` tests. Every answer it gives is
 * checked against its OpenAPI document (openapi-check.ts): an undocumented status or a body the
 * document's schema refuses fails the test that got it.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}, envOverrides: Record<string, string> = {}) {
  const env = testEnv(envOverrides);
  const database = overrides.database ?? (await openTestDatabase(env.DATABASE_URL));
  const deps: AppDeps = { env, database, log: createLogger('silent'), secret: 'test-secret-'.padEnd(40, 'x'), ...overrides };
  // The app's chain client samples its nodes until stopped (chain/ranked-client.ts).
  const close = async () => {
    stopRanking();
    await database.close();
  };
  return { app: checkResponses(createApp(deps)), deps, close };
}
