import { expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourcesHash } from './source-hash.ts';

test('a folder is hashed file by file with their paths; node_modules inside it and a missing source are left out', () => {
  const root = mkdtempSync(join(tmpdir(), 'st-source-hash-'));
  mkdirSync(join(root, 'db', 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'db', 'a.sql'), 'a');
  const first = sourcesHash(root, ['db', 'not-there.json']);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  writeFileSync(join(root, 'db', 'node_modules', 'dependency.js'), 'ignored');
  expect(sourcesHash(root, ['db', 'not-there.json'])).toBe(first);
  writeFileSync(join(root, 'db', 'b.sql'), 'b');
  expect(sourcesHash(root, ['db', 'not-there.json'])).not.toBe(first);
});
