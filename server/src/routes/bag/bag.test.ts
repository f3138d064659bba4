import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../../db/schema/index.ts';
import { giveItems } from '../../../../db/seed/demo-gifts.ts';
import { seedDemoContent } from '../../demo-seed.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { registeredPlayer, wearablesTestApp } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof wearablesTestApp>>;
beforeAll(async () => {
  t = await wearablesTestApp();
  await seedDemoContent(t.db);
}, 60_000);
afterAll(() => t.close());

const bag = (slug: string) => client(t.app).api.users[':slug'].bag.$get({ param: { slug } });

describe('GET /api/users/:slug/bag', () => {
  test('public: avatars and items in the decision 0006 shapes, no private fields', async () => {
    const res = await bag('Mossbeard');
    expect(res.status).toBe(200);
    const body = await bodyOf(res, 200);
    expect(Object.keys(body).sort()).toEqual(['avatars', 'items', 'slug', 'username']);
    expect([body.username, body.slug]).toEqual(['Mossbeard', 'mossbeard']);
    expect(body.avatars.map((a) => a.type).sort()).toEqual(['CAT', 'EXPLORER']);
    for (const card of body.avatars) {
      expect(Object.keys(card).sort()).toEqual(['id', 'image', 'pfp', 'tokenId', 'type', 'view']);
      expect(card.image).toMatch(new RegExp(`^/render/${String(card.type).toLowerCase()}/${card.tokenId}\\.png\\?v=[0-9a-z]+$`));
    }
    expect(body.items.length).toBeGreaterThan(10);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['balance', 'id', 'trait']);
      expect(Object.keys(item.trait).sort()).toEqual([
        'background', 'displayImage', 'displayName', 'generated', 'height', 'id', 'images', 'name', 'offsetX', 'offsetY',
        'parentBackground', 'rarity', 'rules', 'traitType', 'type', 'view', 'weight', 'width',
      ]);
    }
    const [moss] = await t.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
    const text = JSON.stringify(body);
    for (const secret of [moss!.wallet, moss!.email!, 'safeword', 'email', 'wallet', 'boundTo', 'equipped']) expect(text).not.toContain(secret);
  }, 60_000);

  test('a fresh player shows their explorer without anyone signing in', async () => {
    const me = await registeredPlayer(t.app, 20000);
    await giveItems(t.db, me.id, ['meadow']);
    const body = await bodyOf(await bag(me.slug), 200);
    expect(body.avatars).toEqual([{ id: body.avatars[0]!.id, tokenId: me.avatarTokenId, type: 'EXPLORER', pfp: true, view: 'FRONT', image: expect.stringMatching(new RegExp(`^/render/explorer/${me.avatarTokenId}\\.png\\?v=[0-9a-z]+$`)) }]);
    expect(body.items.map((i) => i.trait.name)).toContain('meadow');
    expect(JSON.stringify(body)).not.toContain(me.email);
  }, 60_000);

  test('unknown or half-registered players are 404 User not found', async () => {
    await t.db.insert(profiles).values({ wallet: '0xbag-halfway', wallet_type: 'injected', username: 'Halfway2', slug: 'halfway2', onboarded: false });
    for (const slug of ['nobody-here', 'halfway2']) {
      const res = await bag(slug);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'User not found' });
    }
  }, 60_000);
});
