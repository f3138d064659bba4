/**
 * The bun test files that can behave differently on PostgreSQL: those whose runtime imports reach
 * db/client.ts (where PGlite and PostgreSQL are opened), and those that start a process with a
 * DATABASE_URL of their own (a spawned server opens the database it is told to). scripts/test.sh runs
 * only these again on PostgreSQL; every other file cannot see a database and ran once, on PGlite.
 *
 * `bun scripts/db-test-files.ts` prints the chosen files, one `./path` a line, and on stderr how many
 * it chose out of how many.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEdges, root, SOURCE_FOLDERS, sourceFiles } from './imports.ts';

/** The module that opens a database; reaching it at run time is what puts a test file on PostgreSQL. */
export const DATABASE_MODULE = 'db/client.ts';

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * Files that reach the database module yet open only PGlite, whatever DATABASE_URL says: their subject is
 * the embedded database itself (its parsers, its folder on disk), or an answer that does not depend on the
 * database, given a PGlite of its own (/api/health's headers). On PostgreSQL they would only test PGlite
 * again. db-test-files.test.ts checks that none of them reads the pass's database.
 */
export const EMBEDDED_ONLY = ['db/pglite-folder.test.ts', 'db/pglite-parsers.test.ts', 'server/src/server-health.test.ts'];

/** A file that starts a Bun process and hands it a DATABASE_URL (servers and tools spawned by tests). */
function spawnsWithDatabase(file: string): boolean {
  const text = readFileSync(join(root, file), 'utf8');
  return text.includes('Bun.spawn') && text.includes('DATABASE_URL');
}

export interface Selection {
  /** Test files that reach a database, sorted. */
  chosen: string[];
  /** Every bun test file, sorted. */
  all: string[];
  /** Why each chosen file was chosen: the chain of imports to the database, or the spawning file. */
  why: Map<string, string[]>;
}

/** Walks each test file's runtime imports (type-only ones load nothing) and keeps those that reach a database. */
export function databaseTestFiles(): Selection {
  const files = SOURCE_FOLDERS.flatMap(sourceFiles);
  const imports = new Map<string, string[]>();
  for (const edge of allEdges()) {
    if (edge.typeOnly) continue;
    imports.set(edge.from, [...(imports.get(edge.from) ?? []), edge.to]);
  }
  const all = files.filter(isTestFile).sort();
  const why = new Map<string, string[]>();
  for (const test of all) {
    if (EMBEDDED_ONLY.includes(test)) continue;
    // Breadth first, so the chain shown is a shortest one.
    const via = new Map<string, string>([[test, '']]);
    const queue = [test];
    for (let i = 0; i < queue.length; i++) {
      const file = queue[i]!;
      if (file === DATABASE_MODULE || spawnsWithDatabase(file)) {
        const chain = [file];
        for (let at = via.get(file); at; at = via.get(at)) chain.unshift(at);
        why.set(test, chain);
        break;
      }
      for (const next of imports.get(file) ?? []) {
        if (via.has(next) || !/\.tsx?$/.test(next)) continue;
        via.set(next, file);
        queue.push(next);
      }
    }
  }
  return { chosen: all.filter((file) => why.has(file)), all, why };
}

if (import.meta.main) {
  const { chosen, all, why } = databaseTestFiles();
  if (process.argv.includes('--why')) for (const file of chosen) console.error(why.get(file)!.join(' -> '));
  console.error(`${chosen.length} of ${all.length} bun test files reach a database (imports of ${DATABASE_MODULE}, or a spawned process given DATABASE_URL); the other ${all.length - chosen.length} cannot see one, or open only PGlite (${EMBEDDED_ONLY.length}), and ran once, on PGlite`);
  for (const file of chosen) console.log(`./${file}`);
}
