/**
 * A process that holds a PGlite folder and writes to it, for the folder lock's tests
 * (db/pglite-folder.test.ts): `bun db/test/hold-folder.ts <folder> <rows>` opens the folder, adds
 * <rows> players one statement at a time, printing `wrote N` once each is acknowledged, then `holding`,
 * and waits to be killed.
 */
import { openDatabase } from '../client.ts';
import { profiles } from '../schema/index.ts';

const [folder, rows = '0'] = process.argv.slice(2);
if (!folder) throw new Error('usage: bun db/test/hold-folder.ts <folder> <rows>');
const database = await openDatabase({ dataDir: folder });
for (let i = 1; i <= Number(rows); i++) {
  await database.db.insert(profiles).values({ wallet: `0xheld${i}`, wallet_type: 'injected', username: `Held${i}`, slug: `held${i}` });
  console.log(`wrote ${i}`);
}
console.log('holding');
setInterval(() => {}, 60_000);
