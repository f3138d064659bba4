import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { BAG_SHORTCUT, faviconSource, manifest, writeIcons } from './build-icons.ts';
import { encodeIco } from './ico.ts';

const root = join(import.meta.dir, '../..');
const out = mkdtempSync(join(tmpdir(), 'st-icons-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the installable app', () => {
  test('icons at the sizes the manifest names, maskable and apple-touch full bleed, a three-size favicon.ico; the shell links them', async () => {
    writeFileSync(join(out, 'index.html'), '<!doctype html><html><head><title>Sapphire Town</title></head><body></body></html>');
    await writeIcons(out, faviconSource(root));
    const written = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8'));
    expect(written).toEqual(manifest());
    for (const icon of written.icons as Array<{ src: string; sizes: string }>) {
      const meta = await sharp(readFileSync(join(out, icon.src))).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      // A palette (8 bits a pixel at most): half the bytes of full colour for the same flat drawing.
      expect(meta.isPalette).toBe(true);
    }
    expect(readFileSync(join(out, 'icons/icon-192.png')).length).toBeLessThan(7000);
    // Full bleed: a mask (or iOS's rounding) cuts the corners, so they must be painted, not transparent.
    for (const file of ['icons/maskable-512.png', 'apple-touch-icon.png']) {
      const { data, info } = await sharp(readFileSync(join(out, file))).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(255);
      expect(data[(info.width * info.height - 1) * 4 + 3]).toBe(255);
      if (file === 'apple-touch-icon.png') expect(info.width).toBe(180);
    }
    // The rounded tile leaves its corner clear.
    const { data: tile } = await sharp(readFileSync(join(out, 'icons/icon-512.png'))).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect(tile[3]).toBe(0);

    const ico = new DataView(readFileSync(join(out, 'favicon.ico')).buffer);
    expect([ico.getUint16(0, true), ico.getUint16(2, true), ico.getUint16(4, true)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.getUint32(entry + 8, true), ico.getUint32(entry + 12, true)];
      const image = new Uint8Array(ico.buffer, offset, length);
      const meta = await sharp(image).metadata();
      expect(meta.width).toBe(ico.getUint8(entry));
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
    const shell = readFileSync(join(out, 'index.html'), 'utf8');
    expect(shell).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">');
    // The source shell links no icon of its own (an SVG one costs the page a main-thread task: build-icons.ts).
    expect(readFileSync(join(root, 'web/index.html'), 'utf8')).not.toContain('rel="icon"');
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(shell).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  }, 60_000);

  test('the manifest: a standalone window over the whole site, one window, shortcuts to Journeys and the bag', () => {
    const m = manifest();
    expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', launch_handler: { client_mode: 'focus-existing' } });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.shortcuts.map((s) => s.url)).toEqual(['/journeys', BAG_SHORTCUT]);
    expect(m.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    expect(m.icons.some((i) => i.purpose === 'any' && i.sizes === '192x192')).toBe(true);
  });

  test('an ICO entry says 0 for 256 px and refuses what an icon cannot hold', () => {
    const ico = new DataView(encodeIco([{ size: 256, png: new Uint8Array([1, 2, 3]) }]).buffer);
    expect([ico.getUint8(6), ico.getUint32(6 + 8, true), ico.getUint32(6 + 12, true)]).toEqual([0, 3, 22]);
    expect(() => encodeIco([{ size: 300, png: new Uint8Array(1) }])).toThrow(RangeError);
  });
});
