/**
 * Test-run helper for the PostgreSQL pass.
 *   bun scripts/ci-db.ts create <server-url>   prints the URL of a brand-new database (exit 2 if unreachable)
 *   bun scripts/ci-db.ts drop <database-url>   drops that database, and the test template databases
 *                                               (db/test/postgres-template.ts) no one is using
 */
import postgres from 'postgres';
import { TEMPLATE_PREFIX } from '../db/test/postgres-template.ts';

const [command, url] = process.argv.slice(2);
if (!command || !url) {
  console.error('usage: ci-db.ts create|drop <url>');
  process.exit(64);
}

const admin = (u: string) => postgres(u, { max: 1, connect_timeout: 3, onnotice: () => {} });

if (command === 'create') {
  const sql = admin(url);
  try {
    await sql`select 1`;
  } catch (err) {
    console.error(`PostgreSQL not reachable at ${new URL(url).host}: ${(err as Error).message}`);
    process.exit(2);
  }
  const name = `sapphire_ci_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  await sql.unsafe(`create database ${name}`);
  await sql.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  console.log(target.toString());
} else if (command === 'drop') {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^sapphire_ci_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}: not a CI database`);
  target.pathname = '/postgres';
  const sql = admin(target.toString());
  await sql.unsafe(`drop database if exists ${name} with (force)`);
  // Templates are kept between runs (keyed by the migrations' hash); the end of a CI run clears them.
  // No force: one still being built stays; a run that loses its template between two copies builds it again.
  const templates = await sql`select datname from pg_database where starts_with(datname, ${TEMPLATE_PREFIX})`;
  for (const { datname } of templates) {
    await sql.unsafe(`drop database if exists ${datname}`).catch(() => {});
  }
  await sql.end();
} else {
  console.error(`unknown command ${command}`);
  process.exit(64);
}
