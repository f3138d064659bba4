import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { avatarEquipment, avatars, historyEntries } from '../../../../db/schema/index.ts';
import { giveAvatar } from '../../wearables/give-avatar.ts';
import { giveItems } from '../../../../db/seed/demo-gifts.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit } from '../../../test/sign-in.ts';
import { registeredPlayer, wearablesTestApp } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof wearablesTestApp>>;
beforeAll(async () => {
  t = await wearablesTestApp();
}, 60_000);
afterAll(() => t.close());

/** A player with their explorer (Pip), a cat and some extras, as bootstrap shows them. */
async function dressedPlayer(catToken: number) {
  const me = await registeredPlayer(t.app, 10000);
  await giveItems(t.db, me.id, ['space-helmet', 'round-specs', 'meadow', 'sparkles']);
  await giveAvatar(t.db, { profileId: me.id, type: 'CAT', tokenId: catToken, outfit: ['cat'] });
  const body = await bodyOf(await client(t.app, me.token).api.profile.bootstrap.$get(), 200);
  const item = (name: string) => body.items.find((i) => i.trait.name === name)!;
  const explorer = body.avatars.find((a) => a.type === 'EXPLORER')!;
  const cat = body.avatars.find((a) => a.type === 'CAT')!;
  return { ...me, item, explorer, cat, items: body.items };
}

const save = (body: unknown, token?: string) => t.app.request('/api/profile/avatar', jsonInit('POST', body, token));
/** A well-formed save through the typed client. */
const saveLook = (body: { avatarId: number; view: string; itemIds: number[] }, token: string) => client(t.app, token).api.profile.avatar.$post({ json: body });

/** Everything a save may touch for a player: equipment, views, pfp flags and history. */
async function stateOf(profileId: number) {
  const held = await t.db.select().from(avatars).where(eq(avatars.profile_id, profileId)).orderBy(asc(avatars.id));
  const ids = held.map((a) => a.id);
  return {
    avatars: held.map((a) => ({ id: a.id, view: a.view, pfp: a.pfp, updated: a.updated_at.getTime() })),
    equipment: ids.length ? await t.db.select().from(avatarEquipment).where(inArray(avatarEquipment.avatar_id, ids)).orderBy(asc(avatarEquipment.avatar_id), asc(avatarEquipment.inventory_item_id)) : [],
    history: await t.db.select().from(historyEntries).where(eq(historyEntries.profile_id, profileId)),
  };
}

describe('POST /api/profile/avatar', () => {
  test('saves: the view, the only profile picture, the equipment replaced, a history snapshot', async () => {
    const me = await dressedPlayer(801);
    const wearing = ['pip', 'pip-shirt', 'pip-pants', 'space-helmet', 'round-specs', 'meadow'].map((n) => me.item(n));
    const res = await saveLook({ avatarId: me.explorer.id, view: 'HEAD', itemIds: wearing.map((i) => i.id) }, me.token);
    expect(res.status).toBe(200);
    const body = await bodyOf(res, 200);
    // A save is a new look, so a new image URL (issue 19: pictures are new at once everywhere).
    expect(body.avatar).toEqual({ ...me.explorer, view: 'HEAD', pfp: true, image: expect.stringMatching(/\?v=[0-9a-z]+$/) });
    expect(body.avatar.image).not.toBe(me.explorer.image);
    // Every item of the player, as after the save: what came off shows no longer equipped.
    expect(body.items.map((i) => i.id).sort()).toEqual(me.items.map((i) => i.id).sort());
    const on = body.items.filter((i) => i.equipped.includes(me.explorer.id)).map((i) => i.trait.name).sort();
    expect(on).toEqual(['meadow', 'pip', 'pip-pants', 'pip-shirt', 'round-specs', 'space-helmet']);
    expect(body.items.find((i) => i.trait.name === 'bush-hat')!.equipped).toEqual([]);

    const state = await stateOf(me.id);
    expect(state.equipment.filter((e) => e.avatar_id === me.explorer.id).map((e) => e.inventory_item_id).sort()).toEqual(wearing.map((i) => i.id).sort());
    expect(state.history).toHaveLength(1);
    expect(state.history[0]).toMatchObject({ avatar_id: me.explorer.id, type: 'EXPLORER', token_id: me.explorer.tokenId, view: 'HEAD' });
    expect(state.history[0]!.equipment.map((e) => e.name)).toEqual(wearing.map((i) => i.trait.name));

    // Saving the cat moves the profile picture to it; the explorer keeps its look.
    const cat = await save({ avatarId: me.cat.id, view: 'FULL', itemIds: [me.item('cat').id, me.item('meadow').id] }, me.token);
    expect(cat.status).toBe(200);
    const after = await stateOf(me.id);
    const look = new Map(after.avatars.map((a) => [a.id, [a.view, a.pfp]]));
    expect([look.get(me.explorer.id), look.get(me.cat.id), look.size]).toEqual([['HEAD', false], ['FULL', true], 2]);
    expect(after.equipment.filter((e) => e.avatar_id === me.explorer.id)).toHaveLength(6);
    // One item may be worn by several of the owner's avatars.
    const items = await bodyOf(await client(t.app, me.token).api.profile.bootstrap.$get(), 200);
    expect(items.items.find((i) => i.trait.name === 'meadow')!.equipped).toEqual([me.explorer.id, me.cat.id].sort((a, b) => a - b));
    // An empty set is a valid save (a bare avatar).
    expect((await save({ avatarId: me.cat.id, view: 'FRONT', itemIds: [] }, me.token)).status).toBe(200);
    expect((await stateOf(me.id)).equipment.filter((e) => e.avatar_id === me.cat.id)).toEqual([]);
  }, 60_000);

  test('every refusal: the right status and words, and nothing changes (equipment, view, pfp, history)', async () => {
    const me = await dressedPlayer(802);
    const other = await dressedPlayer(803);
    await save({ avatarId: me.explorer.id, view: 'LEFT', itemIds: [me.item('pip').id, me.item('bush-hat').id] }, me.token);
    const before = await stateOf(me.id);
    const othersBefore = await stateOf(other.id);
    const mine = [me.item('pip').id];
    const cases: Array<[unknown, number, string | null]> = [
      // Someone else's trait, alone or among my own.
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [other.item('space-helmet').id] }, 403, 'Item not owned'],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [...mine, other.item('sparkles').id] }, 403, 'Item not owned'],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [...mine, 9_999_999] }, 403, 'Item not owned'],
      // Someone else's avatar, even dressed in their own items; an avatar that does not exist.
      [{ avatarId: other.explorer.id, view: 'FRONT', itemIds: [other.item('pip').id] }, 403, 'Avatar not owned'],
      [{ avatarId: other.explorer.id, view: 'FRONT', itemIds: mine }, 403, 'Avatar not owned'],
      [{ avatarId: 9_999_999, view: 'FRONT', itemIds: [] }, 403, 'Avatar not owned'],
      // The set's rules.
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [...mine, me.item('bush-hat').id, me.item('space-helmet').id] }, 400, 'One item per trait type'],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [...mine, ...mine] }, 400, 'One item per trait type'],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [me.item('cat').id] }, 400, 'Item does not fit this avatar'],
      // The explorer's starting outfit is bound to it.
      [{ avatarId: me.cat.id, view: 'FRONT', itemIds: [me.item('cat').id, me.item('pip-shirt').id] }, 400, 'Item does not fit this avatar'],
      // Bad views and bodies.
      [{ avatarId: me.explorer.id, view: 'SIDE', itemIds: mine }, 400, 'Invalid view'],
      [{ avatarId: me.explorer.id, view: 'front', itemIds: mine }, 400, 'Invalid view'],
      [{ avatarId: me.explorer.id, view: '', itemIds: mine }, 400, 'Invalid view'],
      [{ avatarId: me.explorer.id, itemIds: mine }, 400, null],
      [{ avatarId: me.explorer.id, view: 'FRONT' }, 400, null],
      [{ avatarId: String(me.explorer.id), view: 'FRONT', itemIds: mine }, 400, null],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: mine.map(String) }, 400, null],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: [1.5] }, 400, null],
      [{ avatarId: me.explorer.id, view: 'FRONT', itemIds: Array.from({ length: 100 }, (_, i) => i + 1) }, 400, null],
      [[], 400, null],
      [null, 400, null],
    ];
    for (const [body, status, error] of cases) {
      const res = await save(body, me.token);
      const answer = (await res.json()) as { error: string };
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      if (error) expect(answer.error).toBe(error);
      else expect(typeof answer.error).toBe('string');
    }
    const broken = await t.app.request('/api/profile/avatar', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` }, body: '{"avatarId":' });
    expect(broken.status).toBe(400);
    const anonymous = await save({ avatarId: me.explorer.id, view: 'FRONT', itemIds: mine });
    expect(anonymous.status).toBe(401);
    expect(await stateOf(me.id)).toEqual(before);
    expect(await stateOf(other.id)).toEqual(othersBefore);
  }, 60_000);

  test('saving forgets the cached image: /render shows a new ETag at once, and 304 for the new one', async () => {
    const me = await dressedPlayer(804);
    const url = `/render/explorer/${me.explorer.tokenId}.png?w=320`;
    const first = await t.app.request(url);
    expect(first.status).toBe(200);
    const before = first.headers.get('etag')!;
    // Asked again at once: answered from what the service remembers.
    expect((await t.app.request(url, { headers: { 'if-none-match': before } })).status).toBe(304);
    const res = await save({ avatarId: me.explorer.id, view: 'FRONT', itemIds: [me.item('pip').id, me.item('space-helmet').id, me.item('sparkles').id] }, me.token);
    expect(res.status).toBe(200);
    const after = await t.app.request(url);
    expect(after.status).toBe(200);
    const etag = after.headers.get('etag')!;
    expect(etag).not.toBe(before);
    expect((await t.app.request(url, { headers: { 'if-none-match': before } })).status).toBe(200);
    const same = await t.app.request(url, { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    // The saved view is the image's default view from now on.
    await save({ avatarId: me.explorer.id, view: 'HEAD', itemIds: [me.item('pip').id, me.item('space-helmet').id, me.item('sparkles').id] }, me.token);
    const head = await t.app.request(url);
    const explicit = await t.app.request(`${url}&view=HEAD`);
    expect(head.headers.get('etag')).toBe(explicit.headers.get('etag'));
    expect(head.headers.get('etag')).not.toBe(etag);
  }, 60_000);

  test('concurrent saves of two avatars leave exactly one profile picture', async () => {
    const me = await dressedPlayer(805);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(i % 2 ? { avatarId: me.cat.id, view: 'FRONT', itemIds: [me.item('cat').id] } : { avatarId: me.explorer.id, view: 'FRONT', itemIds: [me.item('pip').id] }, me.token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const state = await stateOf(me.id);
    expect(state.avatars.filter((a) => a.pfp)).toHaveLength(1);
    expect(state.history).toHaveLength(6);
  }, 60_000);
});
