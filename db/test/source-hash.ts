/**
 * A hash of the files a kept test artefact is made from, so that a change to any of them names a new
 * one: the bun test passes' migrated template (template-cache.ts) and the browser suite's seeded data
 * folder (web/e2e/data-template.ts). Node-only APIs, so Playwright's workers can use it too.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The hex SHA-256 of every file under `sources` (files or folders, relative to `root`; folders walked in
 * name order, `node_modules` left out; a source that is not there is skipped), each hashed with its path.
 */
export function sourcesHash(root: string, sources: string[]): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') walk(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const source of sources) if (existsSync(join(root, source))) walk(join(root, source));
  return hash.digest('hex');
}
