/**
 * The tree's relative imports, read from the source text: what scripts/layout.test.ts checks the
 * layout's rules on, and what scripts/db-test-files.ts walks to find the tests that reach a database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const root = join(import.meta.dir, '..');

/** The folders that hold TypeScript of our own. */
export const SOURCE_FOLDERS = ['server', 'db', 'domain', 'render', 'web/src', 'web/test', 'web/e2e', 'scripts', 'bench'];

/** One relative import: both paths from the repository root. */
export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every .ts/.tsx file under a folder (root-relative paths), node_modules aside; [] if the folder is missing. */
export function sourceFiles(folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!path.includes('node_modules')) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'(\.[^']+)'|import\('(\.[^']+)'\)/g;

/** The relative imports (static, re-exports and dynamic `import('./x')`) of one file. */
export function edgesOf(file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => ({
    from: file,
    to: normalize(join(dirname(file), (m[2] ?? m[3])!)),
    typeOnly: Boolean(m[1]),
  }));
}

/** Every relative import in the source folders. */
export function allEdges(): Edge[] {
  return SOURCE_FOLDERS.flatMap(sourceFiles).flatMap(edgesOf);
}
