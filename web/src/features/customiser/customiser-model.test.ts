import { describe, expect, test } from 'bun:test';
import type { AvatarCard, ItemView } from '../../lib/bootstrap-query.ts';
import type { AvatarType, AvatarView, TraitType } from '../../../../domain/traits.ts';
import { downloadName, firstAvatar, isDirty, savedDraft, supportedViews, toggleItem, viewFor, wardrobe } from './customiser-model.ts';

const explorer: AvatarCard = { id: 1, tokenId: 500, type: 'EXPLORER', pfp: true, view: 'FRONT', image: '/render/explorer/500.png' };
const cat: AvatarCard = { id: 2, tokenId: 7, type: 'CAT', pfp: false, view: 'FULL', image: '/render/cat/7.png' };

function item(id: number, traitType: TraitType, options: { type?: AvatarType; equipped?: number[]; boundTo?: number | null; name?: string; view?: AvatarView[] } = {}): ItemView {
  const name = options.name ?? `${traitType.toLowerCase()}-${id}`;
  return {
    id,
    traitid: 100 + id,
    tokenId: null,
    balance: 1,
    boundTo: options.boundTo ?? null,
    equipped: options.equipped ?? [],
    trait: {
      id: 100 + id, name, displayName: name, rarity: 'COMMON', type: options.type ?? 'NONE', traitType,
      displayImage: `/assets/traits/none/${traitType.toLowerCase()}/${name}/front.png`, view: options.view ?? ['FRONT', 'RIGHT', 'FULL', 'LEFT', 'HEAD'],
      weight: null, images: [], rules: [], offsetX: null, offsetY: null, width: null, height: null, background: null, parentBackground: null, generated: false,
    },
  };
}

const body = item(1, 'BODY', { type: 'EXPLORER', equipped: [1], boundTo: 1, view: ['FRONT', 'FULL'] });
const bushHat = item(2, 'HAT', { equipped: [1], name: 'bush-hat' });
const goggles = item(3, 'HAT', { name: 'goggles' });
const specs = item(4, 'FACE');
const catBody = item(5, 'BODY', { type: 'CAT', equipped: [2], boundTo: 2 });
const otherBound = item(6, 'SHIRT', { boundTo: 99 });
const items = [body, bushHat, goggles, specs, catBody, otherBound];

describe('the customiser draft', () => {
  test('starts as saved and is clean', () => {
    const saved = savedDraft(explorer, items);
    expect(saved).toEqual({ avatarId: 1, view: 'FRONT', itemIds: [1, 2] });
    expect(isDirty(saved, { ...saved, itemIds: [2, 1] })).toBe(false);
  });

  test('equipping a hat takes the other hat off; clicking it again takes it off', () => {
    const saved = savedDraft(explorer, items);
    const withGoggles = toggleItem(saved, explorer, items, goggles);
    expect(withGoggles.itemIds).toEqual([1, 3]);
    expect(isDirty(saved, withGoggles)).toBe(true);
    const bare = toggleItem(withGoggles, explorer, items, goggles);
    expect(bare.itemIds).toEqual([1]);
  });

  test('the body stays on, and items that do not fit change nothing', () => {
    const saved = savedDraft(explorer, items);
    expect(toggleItem(saved, explorer, items, body)).toBe(saved);
    expect(toggleItem(saved, explorer, items, catBody)).toBe(saved);
    expect(toggleItem(saved, explorer, items, otherBound)).toBe(saved);
  });

  test('a changed view is unsaved too', () => {
    const saved = savedDraft(explorer, items);
    expect(isDirty(saved, { ...saved, view: 'FULL' })).toBe(true);
  });
});

describe('what the customiser shows', () => {
  test('the wardrobe holds fitting items only, grouped head to toe', () => {
    const groups = wardrobe(items, explorer);
    expect(groups.map((g) => g.traitType)).toEqual(['HAT', 'FACE', 'BODY']);
    expect(groups[0]!.items.map((i) => i.trait.name)).toEqual(['bush-hat', 'goggles']);
    expect(wardrobe(items, cat).map((g) => g.traitType)).toEqual(['HAT', 'FACE', 'BODY']);
    expect(wardrobe(items, cat).at(-1)!.items).toEqual([catBody]);
  });

  test('views are those the worn body has art for', () => {
    const saved = savedDraft(explorer, items);
    expect(supportedViews(saved, items)).toEqual(['FRONT', 'FULL']);
    expect(viewFor({ ...saved, view: 'HEAD' }, items)).toBe('FRONT');
    expect(supportedViews({ avatarId: 3, view: 'FRONT', itemIds: [] }, items)).toEqual(['FRONT', 'RIGHT', 'FULL', 'LEFT', 'HEAD']);
  });

  test('downloads are named <username>-<type>-<tokenId>.png', () => {
    expect(downloadName('Juniper', explorer)).toBe('Juniper-explorer-500.png');
    expect(downloadName('Juniper', { type: 'SHADOWWOLF', tokenId: 3 })).toBe('Juniper-shadowwolf-3.png');
  });

  test('the profile picture is shown first', () => {
    expect(firstAvatar([cat, explorer])).toBe(explorer);
    expect(firstAvatar([cat])).toBe(cat);
    expect(firstAvatar([])).toBeNull();
  });
});
