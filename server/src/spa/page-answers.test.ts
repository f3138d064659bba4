import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { profiles } from '../../../db/schema/index.ts';
import { PAGE_ANSWERS_ID } from '../../../domain/page-answers.ts';
import { profilePictureOf, webpSrcSet, type PictureAvatar } from '../../../domain/profile-picture.ts';
import { firstScreens, withFirstPaint } from '../../../scripts/first-paint.tsx';
import { seedDemoContent } from '../demo-seed.ts';
import { createTestApp } from '../../test/app.ts';
import { FIRST_SCREENS_FILE } from './first-screens.ts';
import { apiAnswers } from './page-answers.ts';
import { artVersion } from '../../../render/art/registry.ts';

const root = mkdtempSync(join(tmpdir(), 'st-answers-'));
const dist = join(root, 'dist');
mkdirSync(dist);
// The shell as the build makes it: the splash in #root, and the first screens' file beside it.
const shell = withFirstPaint('<!doctype html><html lang="en"><head><title>Sapphire Town</title></head><body><div id="root"></div></body></html>'.padEnd(1500, ' '));
writeFileSync(join(dist, 'index.html'), shell);
writeFileSync(join(dist, FIRST_SCREENS_FILE), JSON.stringify(firstScreens()));
const splash = firstScreens().splash;

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ distDir: dist }, { DATA_DIR: join(root, 'data'), PUBLIC_URL: 'https://town.example/' });
  await seedDemoContent(t.deps.database.db);
  // Registration allows letters and digits only; the page must stay whole whatever a row holds.
  await t.deps.database.db.insert(profiles).values({ wallet: '0xanswers1', wallet_type: 'injected', username: `</script><b>'&`, slug: 'scripted', onboarded: true, avatar_token_id: 7001 });
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, html: await res.text() };
};

/** The answers the page carries, parsed as the app parses them. */
function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

const api = async (path: string) => (await t.app.request(path)).json();

describe("a player's page carries the API's answers it is drawn from (issue 18)", () => {
  test('/mossbeard: their profile and bag, exactly as the API answers them, and the first screen drawn from them', async () => {
    const { status, html } = await page('/mossbeard');
    expect(status).toBe(200);
    expect(answersIn(html)).toEqual({ '/api/users/mossbeard': await api('/api/users/mossbeard'), '/api/users/mossbeard/bag': await api('/api/users/mossbeard/bag') });
    // The first screen in the splash's place: their name and the very picture the head preloads.
    expect(html).not.toContain(splash);
    expect(html).toContain('<body data-background="green">');
    expect(html).toContain('<h1 class="page__title">Mossbeard</h1>');
    // The picture the page itself chooses from the bag's answer (demo: Mossbeard's explorer, its saved look).
    const user = (await api('/api/users/mossbeard')) as { username: string; avatar_token_id: number | null };
    const bag = (await api('/api/users/mossbeard/bag')) as { avatars: PictureAvatar[] };
    const picture = profilePictureOf(user, bag.avatars);
    expect(picture?.image).toMatch(/^\/render\/explorer\/1\.png\?v=\w+$/);
    const srcset = webpSrcSet(picture!.image).replaceAll('&', '&amp;');
    expect(/imagesrcset="([^"]+)"/.exec(html)?.[1]).toBe(srcset);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset}"`);
    expect(html).toContain(`alt="Mossbeard&#39;s Explorer #1"`);
  });

  test("/mossbeard/bag: its bag's answer alone (the page reads nothing else), and the first screen's cards are the bag's first wearables, their pictures naming the art's version", async () => {
    const { html } = await page('/Mossbeard/bag');
    const answers = answersIn(html) as Record<string, { items: Array<{ trait: { displayName: string } }> }>;
    expect(Object.keys(answers)).toEqual(['/api/users/mossbeard/bag']);
    expect(html).not.toContain(splash);
    expect(html).toContain('<body data-background="orange">');
    const names = [...html.matchAll(/<span class="bag-card__name">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(answers['/api/users/mossbeard/bag']!.items.slice(0, names.length).map((i) => i.trait.displayName));
    expect(html).toContain(`/render/piece/explorer/body/pip-card/head.webp?w=96&amp;v=${artVersion()}`);
  });

  test('an unknown player, a reserved page and the town carry none', async () => {
    for (const path of ['/nobody-here', '/journeys', '/', '/board']) expect(answersIn((await page(path)).html)).toBeNull();
  });

  test('a name that would end the script or open markup stays inside the JSON, and reads back as stored', async () => {
    const { html } = await page('/scripted');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    const answers = answersIn(html) as Record<string, { username: string }>;
    expect(answers['/api/users/scripted']!.username).toBe(`</script><b>'&`);
    expect(html).toContain('<h1 class="page__title">&lt;/script&gt;&lt;b&gt;&#39;&amp;</h1>');
  });
});

describe('apiAnswers', () => {
  const profile = { bagPage: false };
  const bagPage = { bagPage: true };

  test('a failing API (no 200, or a body that is not JSON) is no answer, not a failed page', async () => {
    const partly = new Hono().get('/users/:slug', (c) => c.json({ username: 'x' })).get('/users/:slug/bag', (c) => c.json({ error: 'gone' }, 500));
    const noProfile = new Hono().get('/users/:slug', (c) => c.json({ error: 'gone' }, 404)).get('/users/:slug/bag', (c) => c.json({ avatars: [] }));
    const garbled = new Hono().get('*', (c) => c.body('{not json', 200, { 'content-type': 'application/json' }));
    expect(await apiAnswers(partly)('mossbeard', profile)).toBeNull();
    expect(await apiAnswers(partly)('mossbeard', bagPage)).toBeNull();
    expect(await apiAnswers(noProfile)('mossbeard', profile)).toBeNull();
    expect(await apiAnswers(garbled)('mossbeard', profile)).toBeNull();
  });

  test('the profile page asks for the profile and the bag; the bag page for the bag alone', async () => {
    const asked: string[] = [];
    const fine = new Hono()
      .use(async (c, next) => {
        asked.push(c.req.path);
        await next();
      })
      .get('/users/:slug', (c) => c.json({ username: c.req.param('slug') }))
      .get('/users/:slug/bag', (c) => c.json({ avatars: [] }));
    expect(await apiAnswers(fine)('mossbeard', profile)).toEqual({ user: { username: 'mossbeard' }, bag: { avatars: [] } } as never);
    expect(asked.sort()).toEqual(['/users/mossbeard', '/users/mossbeard/bag']);
    asked.length = 0;
    expect(await apiAnswers(fine)('mossbeard', bagPage)).toEqual({ user: null, bag: { avatars: [] } } as never);
    expect(asked).toEqual(['/users/mossbeard/bag']);
  });
});
