/**
 * Loaded by `bun test` before any test file (bunfig.toml): builds the migrated template that every test
 * database is copied from, so no test's 5-second timeout has to cover migrating it; after the last
 * file, waits until every PostgreSQL test database is dropped.
 */
import { afterAll } from 'bun:test';
import { pgliteTemplate } from './pglite-template.ts';
import { postgresTemplate } from './postgres-template.ts';
import { droppedTestDatabases, testPostgresUrl } from './test-database.ts';

const postgresUrl = testPostgresUrl();
if (postgresUrl) await postgresTemplate(postgresUrl);
else await pgliteTemplate();

afterAll(droppedTestDatabases);
