import { describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedBlob, TEMPLATE_SOURCES, templateCachePath } from './template-cache.ts';

/** A project folder with two migrations, a journal, a lockfile and the code that makes a template. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'st-template-key-'));
  mkdirSync(join(root, 'db', 'migrations', 'meta'), { recursive: true });
  mkdirSync(join(root, 'db', 'test'), { recursive: true });
  writeFileSync(join(root, 'db', 'client.ts'), 'export const migrate = 1;');
  writeFileSync(join(root, 'db', 'test', 'pglite-template.ts'), 'export const dump = 1;');
  writeFileSync(join(root, 'db', 'migrations', '0000_first.sql'), 'create table a (id int);');
  writeFileSync(join(root, 'db', 'migrations', '0001_second.sql'), 'create table b (id int);');
  writeFileSync(join(root, 'db', 'migrations', 'meta', '_journal.json'), '{"entries":[]}');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  return root;
}

describe('the kept template is named by what it is made from', () => {
  test('every migration, the journal, the lockfile and the code that makes it are inputs', () => {
    expect(TEMPLATE_SOURCES).toEqual(['db/migrations', 'package-lock.json', 'db/client.ts', 'db/test/pglite-template.ts']);
    // The project's own: its path under node_modules/.cache.
    expect(templateCachePath()).toMatch(/node_modules\/\.cache\/sapphire-town\/pglite-template-[0-9a-f]{20}\.tar$/);
  });

  test('the same inputs give the same name; a changed, added or renamed migration, a new lockfile or changed code another', () => {
    const root = project();
    const first = templateCachePath(root);
    expect(templateCachePath(root)).toBe(first);
    const seen = new Set([first]);
    const changed = (change: () => void) => {
      change();
      const key = templateCachePath(root);
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    };
    changed(() => writeFileSync(join(root, 'db', 'migrations', '0001_second.sql'), 'create table b (id bigint);'));
    changed(() => writeFileSync(join(root, 'db', 'migrations', '0002_third.sql'), 'create table c (id int);'));
    changed(() => writeFileSync(join(root, 'db', 'migrations', 'meta', '_journal.json'), '{"entries":[1]}'));
    changed(() => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}'));
    changed(() => writeFileSync(join(root, 'db', 'client.ts'), 'export const migrate = 2;'));
    changed(() => writeFileSync(join(root, 'db', 'test', 'pglite-template.ts'), 'export const dump = 2;'));
    // The same bytes under another name.
    const other = project();
    writeFileSync(join(other, 'db', 'migrations', '0000_renamed.sql'), 'create table a (id int);');
    expect(templateCachePath(other)).not.toBe(templateCachePath(project()));
  });
});

describe('cachedBlob', () => {
  test('makes the bytes once and keeps them; the next call reads them back without making them', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'st-template-cache-')), 'deep', 'template.tar');
    let made = 0;
    const make = async () => {
      made++;
      return new Blob([new Uint8Array([1, 2, 3, made])]);
    };
    const first = await cachedBlob(path, make);
    expect(made).toBe(1);
    expect([...readFileSync(path)]).toEqual([1, 2, 3, 1]);
    const second = await cachedBlob(path, make);
    expect(made).toBe(1);
    expect([...new Uint8Array(await second.arrayBuffer())]).toEqual([...new Uint8Array(await first.arrayBuffer())]);
    // Written under another name, then renamed: nothing half-written is left beside it.
    expect(readdirSync(join(path, '..'))).toEqual(['template.tar']);
  });

  test('a new template removes those made from older inputs, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'st-template-cache-'));
    writeFileSync(join(dir, 'pglite-template-old.tar'), 'old');
    writeFileSync(join(dir, 'notes.txt'), 'kept');
    await cachedBlob(join(dir, 'pglite-template-new.tar'), async () => new Blob(['new']));
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'pglite-template-new.tar']);
  });

  test('a template that fails to be made keeps nothing, and the error reaches the caller', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'st-template-cache-')), 'template.tar');
    await expect(cachedBlob(path, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    expect(existsSync(path)).toBe(false);
  });

  test('a folder that cannot be written to only keeps nothing: the bytes are still given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'st-template-cache-'));
    // A file where the cache's folder would go.
    writeFileSync(join(dir, 'blocked'), 'not a folder');
    const path = join(dir, 'blocked', 'template.tar');
    const blob = await cachedBlob(path, async () => new Blob([new Uint8Array([7])]));
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([7]);
    expect(existsSync(path)).toBe(false);
  });
});
