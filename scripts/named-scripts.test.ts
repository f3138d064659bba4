import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootScriptTag } from '../domain/boot-script.ts';
import { MENUS_SCRIPTS_ID, namedScripts } from '../web/src/lib/preload-in-slices.ts';
import { chunkScripts, withNamedScripts } from './named-scripts.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-menus-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const [path, body] of Object.entries(files)) writeFileSync(join(dist, path), body);
}

describe("lazy chunks' scripts in the shell", () => {
  test("the menus' chunk and what it imports at once, less the shell's own scripts, never what it loads on demand", () => {
    write({
      'index.html': `<head>${bootScriptTag('/assets/index-1.js')}</head><body><div id="root"></div></body>`,
      'assets/index-1.js': 'import{a}from"./chunk-shared.js";const m=()=>import("./menus-abc123.js");',
      'assets/chunk-shared.js': 'export const a=1;',
      'assets/menus-abc123.js': 'import{a}from"./chunk-shared.js";import{b}from"./chunk-menus.js";const s=()=>import("./settings-1.js");',
      'assets/chunk-menus.js': 'export{c}from"./chunk-deep.js";',
      'assets/chunk-deep.js': 'export const c=1;',
      'assets/settings-1.js': 'export const s=1;',
    });
    expect(chunkScripts(dist, 'menus')).toEqual(['/assets/menus-abc123.js', '/assets/chunk-menus.js', '/assets/chunk-deep.js']);
  });

  test('named before </body> as JSON, which the app reads back; a shell without </body> or a build without the menus fails loudly', () => {
    const urls = ['/assets/menus-abc123.js', '/assets/chunk-menus.js'];
    const html = withNamedScripts('<html><body><div id="root"></div></body></html>', MENUS_SCRIPTS_ID, urls);
    expect(html).toBe(`<html><body><div id="root"></div><script type="application/json" id="${MENUS_SCRIPTS_ID}">${JSON.stringify(urls)}</script></body></html>`);
    const text = /<script type="application\/json" id="menus-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    const doc = { getElementById: (id: string) => (id === MENUS_SCRIPTS_ID ? { textContent: text } : null) } as unknown as Document;
    expect(namedScripts(MENUS_SCRIPTS_ID, doc)).toEqual(urls);
    expect(() => withNamedScripts('<html><div id="root"></div></html>', MENUS_SCRIPTS_ID, urls)).toThrow('no </body>');
    const empty = mkdtempSync(join(tmpdir(), 'st-menus-none-'));
    try {
      mkdirSync(join(empty, 'assets'));
      expect(() => chunkScripts(empty, 'menus')).toThrow('no assets/menus-<hash>.js');
      expect(() => chunkScripts(empty, 'town-page')).toThrow('no assets/town-page-<hash>.js');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
