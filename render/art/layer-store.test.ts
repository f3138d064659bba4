import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLayerStore } from './layer-store.ts';
import { ART, artVersion } from './registry.ts';

const root = mkdtempSync(join(tmpdir(), 'st-layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The layer URL of the first piece the registry has, front view. */
function firstLayerPath(): string {
  const piece = [...ART.values()][0]!;
  return `/assets/traits/${piece.type}/${piece.traitType.toLowerCase()}/${piece.key}/front.png`;
}

test('a layer is drawn once and kept on disk', async () => {
  const dir = join(root, 'writable');
  const png = await createLayerStore(dir).png(firstLayerPath());
  expect(png?.subarray(1, 4).toString()).toBe('PNG');
  expect(existsSync(join(dir, artVersion()))).toBe(true);
});

test('a folder that refuses writes (a full disk, say) still gives the drawn layer, and leaves no part-written file', async () => {
  const dir = join(root, 'refusing');
  mkdirSync(dir, { recursive: true });
  // A file where the art version's folder should be: every write under it fails.
  writeFileSync(join(dir, artVersion()), 'not a folder');
  const png = await createLayerStore(dir).png(firstLayerPath());
  expect(png?.subarray(1, 4).toString()).toBe('PNG');
  expect(readdirSync(dir)).toEqual([artVersion()]);
});
