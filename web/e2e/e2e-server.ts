/**
 * The e2e web server (playwright.config.ts runs it with bun): on PGlite its data folder starts as a
 * copy of the migrated and seeded template (data-template.ts) rather than empty, then the real server
 * starts in this process exactly as `bun server/src/index.ts` would.
 */
import { seedDataDir } from './data-template.ts';
import { startOidc } from '../../server/test/oidc.ts';

const dataDir = process.env.DATA_DIR;
if (!process.env.DATABASE_URL && dataDir) await seedDataDir(dataDir);
// A real OpenID provider on loopback as google's issuer, for connections.e2e.ts (link through the popup).
if (!process.env.AUTH_GOOGLE_ID) {
  const oidc = await startOidc([`http://127.0.0.1:${process.env.PORT}`]);
  Object.assign(process.env, { AUTH_GOOGLE_ID: oidc.env.AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET: oidc.env.AUTH_GOOGLE_SECRET, AUTH_GOOGLE_ISSUER: oidc.issuer });
}
await import('../../server/src/index.ts');
