import { afterAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREENS_FILE, withFirstScreen, type FirstScreens } from './first-screens.ts';
import { spaRoutes } from './spa.ts';

const SPLASH = '<div class="splash"></div>';
const BOARD = '<main class="page page--cream"><h1>Bulletin Board</h1></main>';
const screens: FirstScreens = { splash: SPLASH, pages: { '/board': { background: 'cream', html: BOARD } } };
const shell = `<!doctype html><html><head><title>Sapphire Town</title></head><body><div id="root">${SPLASH}</div></body></html>`;

describe('withFirstScreen', () => {
  test("a page with a first screen gets it in the splash's place, and the body its background", () => {
    const html = withFirstScreen(shell, screens, '/board');
    expect(html).toContain(`<div id="root">${BOARD}</div>`);
    expect(html).not.toContain(SPLASH);
    expect(html).toContain('<body data-background="cream">');
    expect(withFirstScreen(shell, screens, '/board/')).toBe(html);
  });

  test('any other page, a build without first screens, or a shell without the splash: the shell as it is', () => {
    for (const path of ['/', '/journeys', '/board/x', '/__proto__', '/constructor', '/hasOwnProperty']) expect(withFirstScreen(shell, screens, path)).toBe(shell);
    expect(withFirstScreen(shell, null, '/board')).toBe(shell);
    const other = shell.replace(SPLASH, '<div class="other"></div>');
    expect(withFirstScreen(other, screens, '/board')).toBe(other);
  });

  test('a first screen without a background (one of several screens) leaves the body as it is', () => {
    const both: FirstScreens = { splash: SPLASH, pages: { '/': { html: `<div>${SPLASH}</div><main>login</main>` } } };
    expect(withFirstScreen(shell, both, '/')).toBe(shell.replace(SPLASH, `<div>${SPLASH}</div><main>login</main>`));
  });

  test('markup with $ patterns goes in as written', () => {
    const dollars: FirstScreens = { splash: SPLASH, pages: { '/board': { background: 'cream', html: "<p>$& $' $1</p>" } } };
    expect(withFirstScreen(shell, dollars, '/board')).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });
});

describe('serving first screens', () => {
  const dist = mkdtempSync(join(tmpdir(), 'st-first-screens-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, FIRST_SCREENS_FILE), JSON.stringify(screens));
  const plain = spaRoutes(dist);
  const shared = spaRoutes(dist, { findPlayer: async () => null, publicUrl: 'https://town.example' });

  test('/board gets its first screen, with or without link previews; other pages keep the splash', async () => {
    for (const app of [plain, shared]) {
      const board = await app.request('/board');
      expect(board.status).toBe(200);
      const html = await board.text();
      expect(html).toContain(`<div id="root">${BOARD}</div>`);
      expect(html).toContain('<body data-background="cream">');
      for (const path of ['/', '/journeys', '/workshop']) expect(await (await app.request(path)).text()).toContain(`<div id="root">${SPLASH}</div>`);
    }
  });

  test("a first screen's answer has its own ETag, from its own bytes, and revalidates to a 304", async () => {
    const board = await plain.request('/board');
    const etag = board.headers.get('etag') ?? '';
    const bytes = new Uint8Array(await board.arrayBuffer());
    expect(etag).toBe(`"${createHash('sha1').update(bytes).digest('base64url')}"`);
    // Not the plain shell's: a cache holding the splash shell must not get a 304 for the board's.
    expect(etag).not.toBe((await plain.request('/journeys')).headers.get('etag'));
    expect((await plain.request('/board')).headers.get('etag')).toBe(etag);
    const again = await plain.request('/board', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});
