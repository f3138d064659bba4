import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeys } from '../../../db/schema/index.ts';
import { openTestDatabase, testPostgresUrl } from '../../../db/test/test-database.ts';
import { TRAIL_OUTLINE_ID, type TrailStop } from '../../../domain/journeys.ts';
import { FIRST_SCREENS_FILE, type FirstScreens } from './first-screens.ts';
import { journeysFirstScreen, trailLoader, trailSentinel, withTrailOutline } from './journeys-screen.ts';
import { spaRoutes } from './spa.ts';

const SPLASH = '<div class="splash"></div>';
const card = (at: number) => `<li><h2>${trailSentinel('name', at)}</h2><p>${trailSentinel('description', at)}</p></li>`;
const trailScreen = (count: number) => `<main class="page page--green journeys"><ol>${Array.from({ length: count }, (_, at) => card(at)).join('')}</ol></main>${SPLASH}`;
const screens: FirstScreens = { splash: SPLASH, pages: {}, trail: [trailScreen(1), trailScreen(2)] };
const shell = `<!doctype html><html><head><title>Sapphire Town</title></head><body><div id="root">${SPLASH}</div></body></html>`;
const stops: TrailStop[] = [
  { name: 'First Steps', description: 'Walk the square & meet the "guide".' },
  { name: '<script>alert(1)</script>', description: "$& $' $1 </script><b>" },
];

describe("/journeys' first screen", () => {
  test('the build\'s screen for that many stops, their words escaped as React escapes text ($ patterns as written)', () => {
    const screen = journeysFirstScreen(screens, stops);
    expect(screen?.background).toBe('green');
    expect(screen?.html).toContain('<h2>First Steps</h2><p>Walk the square &amp; meet the &quot;guide&quot;.</p>');
    expect(screen?.html).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2><p>$&amp; $&#x27; $1 &lt;/script&gt;&lt;b&gt;</p>');
    expect(screen?.html).not.toContain('%%trail-');
    expect(journeysFirstScreen(screens, stops.slice(0, 1))?.html).toBe(trailScreen(1).replace(trailSentinel('name', 0), 'First Steps').replace(trailSentinel('description', 0), 'Walk the square &amp; meet the &quot;guide&quot;.'));
  });

  test('no stops, a build without trail screens, or more stops than it drew: no screen', () => {
    expect(journeysFirstScreen(screens, [])).toBeNull();
    expect(journeysFirstScreen(null, stops)).toBeNull();
    expect(journeysFirstScreen({ splash: SPLASH, pages: {} }, stops)).toBeNull();
    expect(journeysFirstScreen(screens, [...stops, stops[0]!])).toBeNull();
  });

  test('the stops as JSON that cannot end its element, before </body>', () => {
    const html = withTrailOutline(shell, stops);
    const json = new RegExp(`<script type="application/json" id="${TRAIL_OUTLINE_ID}">(.*?)</script></body>`).exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(stops);
  });
});

describe('serving /journeys', () => {
  const dist = mkdtempSync(join(tmpdir(), 'st-journeys-screen-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, FIRST_SCREENS_FILE), JSON.stringify(screens));
  let trail: TrailStop[] | null = stops;
  const app = spaRoutes(dist, { findPlayer: async () => null, publicUrl: 'https://town.example', loadTrail: async () => trail });

  test('the trail drawn and carried, read again on each request: a changed trail is a new page with its own ETag', async () => {
    trail = stops;
    const res = await app.request('/journeys');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<body data-background="green">');
    expect(html).toContain('<h2>First Steps</h2>');
    expect(html).toContain(`id="${TRAIL_OUTLINE_ID}"`);
    expect(await (await app.request('/journeys/')).text()).toBe(html);
    trail = [{ name: 'Renamed', description: 'By the admin.' }];
    const renamed = await app.request('/journeys');
    const after = await renamed.text();
    expect(after).toContain('<h2>Renamed</h2>');
    expect(after).not.toContain('First Steps');
    expect(renamed.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });

  test('no journeys, or a trail that cannot be read: the plain splash, no outline', async () => {
    for (const none of [[], null]) {
      trail = none;
      const html = await (await app.request('/journeys')).text();
      expect(html).toContain(`<div id="root">${SPLASH}</div>`);
      expect(html).not.toContain(TRAIL_OUTLINE_ID);
    }
  });

  test('other pages are not touched', async () => {
    trail = stops;
    for (const path of ['/', '/workshop', '/journeys/x']) expect(await (await app.request(path)).text()).not.toContain(TRAIL_OUTLINE_ID);
  });
});

describe('trailLoader', () => {
  test('the first two stops in the order the page shows them (season, sort order, id); a closed database reads as none', async () => {
    const database = await openTestDatabase(testPostgresUrl());
    const { db } = database;
    const at = (slug: string, name: string, season: number, sort_order: number) => ({ slug, name, description: `${name} words`, season, sort_order });
    await db.insert(journeys).values([at('late', 'Season two', 2, 0), at('b', 'Second', 1, 5), at('a', 'First', 1, 1), at('c', 'Third', 1, 9)]);
    const load = trailLoader(db);
    expect(await load()).toEqual([
      { name: 'First', description: 'First words' },
      { name: 'Second', description: 'Second words' },
    ]);
    await database.close();
    expect(await load()).toBeNull();
  });
});
