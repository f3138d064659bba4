/**
 * The e2e web server (playwright.config.ts runs it with bun): on PGlite its data folder starts as a
 * copy of the migrated and seeded template (data-template.ts) rather than empty, then the real server
 * starts in this process exactly as `bun server/src/index.ts` would.
 */
import { seedDataDir } from './data-template.ts';

const dataDir = process.env.DATA_DIR;
if (!process.env.DATABASE_URL && dataDir) await seedDataDir(dataDir);
await import('../../server/src/index.ts');
