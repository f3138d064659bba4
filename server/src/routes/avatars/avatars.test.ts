import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, sql } from 'drizzle-orm';
import { avatars, coolScoreEvents, profiles, traits } from '../../../../db/schema/index.ts';
import { rowsOf } from '../../../../db/client.ts';
import { pgliteWrites } from '../../../../db/pglite-parsers.ts';
import { writeProfile } from '../../profiles/write-profile.ts';
import { giveAvatar } from '../../wearables/give-avatar.ts';
import { giveItems, giveSidekx } from '../../../../db/seed/demo-gifts.ts';
import { EXPLORER_OUTFITS } from '../../../../db/catalogue/outfits.ts';
import type { InferResponseType } from 'hono/client';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, walletSignIn } from '../../../test/sign-in.ts';
import { authed, errorOf, registeredPlayer, wearablesTestApp } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof wearablesTestApp>>;
beforeAll(async () => {
  t = await wearablesTestApp();
}, 60_000);
afterAll(() => t.close());

const TRAIT_KEYS = [
  'id', 'name', 'displayName', 'rarity', 'type', 'traitType', 'displayImage', 'view',
  'weight', 'images', 'rules', 'offsetX', 'offsetY', 'width', 'height', 'background', 'parentBackground', 'generated',
].sort();
const ITEM_KEYS = ['id', 'traitid', 'tokenId', 'balance', 'boundTo', 'equipped', 'trait'].sort();
const CARD_KEYS = ['id', 'tokenId', 'type', 'pfp', 'view', 'image'].sort();

const bootstrapRoute = (token: string) => client(t.app, token).api.profile.bootstrap;
/** The route's own 200 answer type (`?traitid=` is not in its typed input, so the request itself goes plain). */
type Bootstrap = InferResponseType<ReturnType<typeof bootstrapRoute>['$get'], 200>;
const bootstrap = async (token: string, query = '') => {
  const res = await t.app.request(`/api/profile/bootstrap${query}`, authed(token));
  return { status: res.status, body: (await res.json()) as Bootstrap & { error?: string } };
};
const traitId = async (name: string) => (await t.db.select({ id: traits.id }).from(traits).where(eq(traits.name, name)))[0]!.id;

describe('GET /api/profile/bootstrap', () => {
  test('a freshly registered player: their explorer in its starting outfit, in the shapes of decision 0006', async () => {
    const me = await registeredPlayer(t.app, 10000);
    // Registration made the explorer (a GET only reads it).
    expect(await t.db.select().from(avatars).where(eq(avatars.profile_id, me.id))).toHaveLength(1);
    const { status, body } = await bootstrap(me.token);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['avatars', 'items']);
    expect(body.avatars).toHaveLength(1);
    const card = body.avatars[0]!;
    expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    expect(card).toEqual({ id: card.id, tokenId: me.avatarTokenId, type: 'EXPLORER', pfp: true, view: 'FRONT', image: expect.stringMatching(new RegExp(`^/render/explorer/${me.avatarTokenId}\\.png\\?v=[0-9a-z]+$`)) });
    expect(body.items.map((i) => i.trait.name).sort()).toEqual([...EXPLORER_OUTFITS[10000]].sort());
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(Object.keys(item.trait).sort()).toEqual(TRAIT_KEYS);
      expect(item).toMatchObject({ traitid: item.trait.id as number, tokenId: null, balance: 1, boundTo: card.id, equipped: [card.id] });
      expect(item.trait.displayImage).toStartWith('/assets/traits/');
    }
    // The card's picture and every item's picture are real images.
    const image = await t.app.request(`${card.image}&w=320`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    for (const item of body.items) {
      const res = await t.app.request(item.trait.displayImage!);
      expect([item.trait.displayImage, res.status]).toEqual([item.trait.displayImage, 200]);
    }
    // Asking again makes nothing twice.
    const again = await bootstrap(me.token);
    expect(again.body).toEqual(body);
  }, 60_000);

  test('a player whose picture is already a cat keeps it: their explorer arrives without the pfp mark', async () => {
    // The cat is their picture before registration completes (signed in, profile not yet onboarded).
    const me = await walletSignIn(t.app);
    const [row] = await t.db
      .insert(profiles)
      .values({ wallet: me.wallet, wallet_type: 'injected', username: 'CatFirst', slug: 'catfirst', onboarded: false, sapphire_town_explorer_token_id: 30000, avatar_token_id: 990_000 })
      .returning({ id: profiles.id });
    await giveAvatar(t.db, { profileId: row!.id, type: 'CAT', tokenId: 990_001, outfit: [], pfp: true });
    expect((await writeProfile(t.db, { id: row!.id, set: { onboarded: true } }, [])).ok).toBe(true);
    const { body } = await bootstrap(me.token);
    expect(body.avatars.filter((a) => a.pfp).map((a) => a.type)).toEqual(['CAT']);
    expect(body.avatars.map((a) => a.type).sort()).toEqual(['CAT', 'EXPLORER']);
  }, 60_000);

  test('what a player holds earns holding points once per token, as recorded events', async () => {
    const me = await registeredPlayer(t.app, 40000);
    await giveAvatar(t.db, { profileId: me.id, type: 'SHADOWWOLF', tokenId: 990_101, outfit: [] });
    await giveSidekx(t.db, me.id, 'Bones', 990_102);
    await bootstrap(me.token);
    await bootstrap(me.token);
    const events = await t.db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, me.id), eq(coolScoreEvents.source, 'holding')));
    expect(events.map((e) => [e.source_id, e.points]).sort()).toEqual([['SHADOWWOLF:990101', 50], ['SIDEKX:990102', 25]]);
    const score = await bodyOf(await client(t.app).api.profile.coolscore.$get({ query: { address: me.wallet } }), 200);
    expect(score.components).toContainEqual({ source: 'holding', points: 75 });
  }, 60_000);

  test('a holder\'s later town loads write nothing for what is already scored; a new token is scored on the next', async () => {
    const me = await registeredPlayer(t.app, 40000);
    await giveAvatar(t.db, { profileId: me.id, type: 'CAT', tokenId: 990_201, outfit: [] });
    await giveSidekx(t.db, me.id, 'Sage', 990_202);
    await bootstrap(me.token);
    // Every insert takes a sequence number, even one whose row is already there (ON CONFLICT DO NOTHING).
    const tried = async () => Number(rowsOf<{ n: string }>(await t.db.execute(sql`select last_value as n from cool_score_events_id_seq`))[0]!.n);
    const before = await tried();
    // On PGlite every statement but a SELECT is counted, and a count that moved drops every session's
    // kept caller and profile read (auth/kept-sessions.ts); PostgreSQL keeps none (null both times).
    const writes = pgliteWrites(t.db);
    await bootstrap(me.token);
    await bootstrap(me.token);
    expect(await tried()).toBe(before);
    expect(pgliteWrites(t.db)).toBe(writes);
    await giveSidekx(t.db, me.id, 'Milo', 990_203);
    await bootstrap(me.token);
    const events = await t.db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, me.id), eq(coolScoreEvents.source, 'holding')));
    expect(events.map((e) => e.source_id).sort()).toEqual(['CAT:990201', 'SIDEKX:990202', 'SIDEKX:990203']);
  }, 60_000);

  test('with traitid: only those traits\' items; bad lists are 400 Invalid traitid', async () => {
    const me = await registeredPlayer(t.app, 20000);
    await giveItems(t.db, me.id, ['meadow', 'round-specs']);
    const [meadow, specs, hat] = [await traitId('meadow'), await traitId('round-specs'), await traitId('bush-hat')];
    const { status, body } = await bootstrap(me.token, `?traitid=${meadow},${specs},${hat},999999`);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.trait.name).sort()).toEqual(['meadow', 'round-specs']);
    expect(body.items.every((i) => i.boundTo === null && i.equipped.length === 0)).toBe(true);
    expect(body.avatars).toHaveLength(1);
    for (const query of ['?traitid=abc', '?traitid=', '?traitid=1,,2', '?traitid=-1', '?traitid=1.5', `?traitid=${'1,'.repeat(100)}1`]) {
      const res = await bootstrap(me.token, query);
      expect([query, res.status, res.body.error]).toEqual([query, 400, 'Invalid traitid']);
    }
  }, 60_000);

  test('401 without a session; 404 for a session without a profile', async () => {
    const none = await t.app.request('/api/profile/bootstrap');
    expect(none.status).toBe(401);
    const stranger = await walletSignIn(t.app);
    const res = await t.app.request('/api/profile/bootstrap', authed(stranger.token));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('User not found');
  }, 60_000);
});

describe('GET /api/profile/token', () => {
  test('the caller\'s Sidekx only, in the spec shape', async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    await giveSidekx(t.db, me.id, 'Milo', 702);
    await giveSidekx(t.db, me.id, 'Sage', 701);
    await giveSidekx(t.db, other.id, 'Bones', 703);
    const res = await t.app.request('/api/profile/token', authed(me.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { tokenId: 701, token_type: 'SIDEKX', metadata: { name: 'Sage #701', thumbnail_url: '/assets/traits/none/sidekick/sage/head.png', attributes: [{ value: 'Sage' }] } },
      { tokenId: 702, token_type: 'SIDEKX', metadata: { name: 'Milo #702', thumbnail_url: '/assets/traits/none/sidekick/milo/head.png', attributes: [{ value: 'Milo' }] } },
    ]);
    const fresh = await registeredPlayer(t.app);
    expect(await (await t.app.request('/api/profile/token', authed(fresh.token))).json()).toEqual([]);
    expect((await t.app.request('/api/profile/token')).status).toBe(401);
  }, 60_000);
});

describe('GET /api/profile/history', () => {
  test('saved looks of the caller\'s own avatar, newest first; another player\'s avatar is 403', async () => {
    const me = await registeredPlayer(t.app, 30000);
    const other = await registeredPlayer(t.app);
    const mine = (await bootstrap(me.token)).body;
    const theirs = (await bootstrap(other.token)).body;
    const explorer = mine.avatars[0]!.id;
    const history = (avatarId: number | string, token = me.token) => client(t.app, token).api.profile.history.$get({ query: { avatarId: String(avatarId) } });
    expect(await (await history(explorer)).json()).toEqual([]);

    const body = mine.items.find((i) => i.trait.name === 'nell')!;
    const shirt = mine.items.find((i) => i.trait.name === 'nell-shirt')!;
    const save = (view: string, itemIds: number[]) => t.app.request('/api/profile/avatar', jsonInit('POST', { avatarId: explorer, view, itemIds }, me.token));
    expect((await save('FULL', [body.id])).status).toBe(200);
    expect((await save('HEAD', [body.id, shirt.id])).status).toBe(200);
    const res = await history(explorer);
    expect(res.status).toBe(200);
    const entries = await bodyOf(res, 200);
    expect(entries.map((e) => Object.keys(e).sort())).toEqual([['date', 'equipment', 'id', 'view'], ['date', 'equipment', 'id', 'view']]);
    expect(entries.map((e) => e.view)).toEqual(['HEAD', 'FULL']);
    expect(entries[0]!.equipment).toEqual([
      { traitId: body.traitid, name: 'nell', traitType: 'BODY' },
      { traitId: shirt.traitid, name: 'nell-shirt', traitType: 'SHIRT' },
    ]);
    expect(entries[1]!.equipment).toEqual([{ traitId: body.traitid, name: 'nell', traitType: 'BODY' }]);
    expect(new Date(entries[0]!.date).getTime()).toBeGreaterThanOrEqual(new Date(entries[1]!.date).getTime());

    const foreign = await history(theirs.avatars[0]!.id);
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toBe('Avatar not owned');
    expect((await history(99_999)).status).toBe(403);
    // The other player sees none of my looks, not even through their own session.
    expect((await history(explorer, other.token)).status).toBe(403);
    for (const bad of ['abc', '', '-1']) expect((await history(bad)).status).toBe(400);
    expect((await t.app.request('/api/profile/history')).status).toBe(401);
    const [row] = await t.db.select().from(avatars).where(and(eq(avatars.id, explorer)));
    expect(row!.view).toBe('HEAD');
  }, 60_000);
});
