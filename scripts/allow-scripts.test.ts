/**
 * package.json's `allowScripts` against the lockfile: npm 12 runs a dependency's install script only
 * when that field names it, so every package the lock marks `hasInstallScript` is decided there, and
 * Bun's, which puts the binary the README's commands run, is allowed. Packages bundled inside another
 * (`inBundle`) are installed with it and are not asked about.
 */
import { expect, test } from 'bun:test';
import lock from '../package-lock.json' with { type: 'json' };
import pkg from '../package.json' with { type: 'json' };

interface LockEntry {
  hasInstallScript?: boolean;
  inBundle?: boolean;
}

const allowScripts: Record<string, boolean> = pkg.allowScripts;
// The lock's entry under '' is the project itself, not a dependency.
const packages = Object.fromEntries(Object.entries(lock.packages as Record<string, LockEntry>).filter(([path]) => path !== ''));

/** The package's name from its folder in the lock (`node_modules/a/node_modules/@b/c` is `@b/c`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

test('every dependency with an install script is allowed or turned down in allowScripts', () => {
  const withScripts = Object.entries(packages)
    .filter(([, entry]) => entry.hasInstallScript && !entry.inBundle)
    .map(([path]) => nameOf(path));
  expect(withScripts.length).toBeGreaterThan(0);
  expect([...new Set(withScripts.filter((name) => !(name in allowScripts)))]).toEqual([]);
});

test("Bun's install script is allowed: it puts the bun binary in place", () => {
  expect(allowScripts.bun).toBe(true);
});

test('allowScripts names no package that is not installed', () => {
  const installed = new Set(Object.keys(packages).map(nameOf));
  expect(Object.keys(allowScripts).filter((name) => !installed.has(name))).toEqual([]);
});
