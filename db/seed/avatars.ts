import { inArray, sql } from 'drizzle-orm';
import { AVATAR_VIEWS, type ExplorerTokenId } from '../../domain/traits.ts';
import type { Db } from '../client.ts';
import { avatars, traits, type NewTraitRow } from '../schema/index.ts';
import { COLLECTION_BODIES, demoTraits, EXPLORER_OUTFITS } from './avatar-traits.ts';
import { giveAvatar, giveItems, giveSidekx } from './avatar-holdings.ts';
import { grantStarterChest } from './chests.ts';

/**
 * Writes the trait catalogue. The catalogue is owned by code (its art lives in render/art), so seeded
 * rows are updated to match; ids stay, so inventories and equipment keep pointing at them. The seed runs
 * on every start, and a restart almost always finds the catalogue as it left it: the stored rows are read
 * once and only missing or differing ones are written, so an unchanged catalogue costs one select and no
 * writes. Returns how many rows were written.
 */
export async function seedTraits(db: Db): Promise<number> {
  const rows = demoTraits.map((row) => ({ ...row, ...catalogueFields(row) }));
  const columns = Object.keys(catalogueFields(demoTraits[0]!)) as CatalogueColumn[];
  const selection = Object.fromEntries(columns.map((key) => [key, traits[key]])) as Record<CatalogueColumn, (typeof traits)[CatalogueColumn]>;
  const stored = await db
    .select({ type: traits.type, name: traits.name, ...selection })
    .from(traits)
    .where(inArray(traits.name, rows.map((row) => row.name)));
  const byKey = new Map(stored.map((row) => [`${row.type}/${row.name}`, canonical(pick(row, columns))]));
  const changed = rows.filter((row) => byKey.get(`${row.type}/${row.name}`) !== canonical(pick(row, columns)));
  if (changed.length === 0) return 0;
  // One statement: each conflicting row takes the incoming (excluded) values of every catalogue column.
  const set = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${traits[key].name}"`)]));
  await db.insert(traits).values(changed).onConflictDoUpdate({ target: [traits.type, traits.name], set });
  return changed.length;
}

type CatalogueColumn = keyof ReturnType<typeof catalogueFields>;

const pick = (row: Record<string, unknown>, columns: CatalogueColumn[]) => Object.fromEntries(columns.map((key) => [key, row[key]]));

/**
 * A row's values as comparable text: object keys sorted (jsonb hands them back in its own order) and
 * numbers rounded to the 4-byte floats the `real` columns keep.
 */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number') return Math.fround(v);
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

/** Every catalogue column of a row, absent ones as their defaults, so an update clears what a row dropped. */
function catalogueFields(row: NewTraitRow) {
  return {
    display_name: row.display_name,
    rarity: row.rarity ?? 'COMMON',
    trait_type: row.trait_type,
    additional: row.additional ?? null,
    weight: row.weight ?? null,
    images: row.images ?? [],
    display_image: row.display_image ?? null,
    rules: row.rules ?? [],
    sets: row.sets ?? [],
    sub_traits: row.sub_traits ?? [],
    view: row.view ?? [...AVATAR_VIEWS],
    offset_x: row.offset_x ?? null,
    offset_y: row.offset_y ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    background: row.background ?? null,
    parent_background: row.parent_background ?? null,
    generated: row.generated ?? false,
  } satisfies Partial<NewTraitRow>;
}

interface DemoHolding {
  slug: string;
  explorer: ExplorerTokenId;
  extras: string[];
  animals: Array<{ type: 'CAT' | 'SHADOWWOLF'; tokenId: number; wearing: string[] }>;
  sidekx: Array<['Sage' | 'Milo' | 'Bones', number]>;
}

/** What the demo neighbours hold (the profiles of db/seed/content.ts, by slug). */
export const demoHoldings: DemoHolding[] = [
  {
    slug: 'mossbeard', explorer: 10000,
    extras: ['round-specs', 'sparkles', 'meadow', 'space-helmet', 'bubble-gum', 'convention-badge', 'sage', 'milo', 'noir'],
    animals: [{ type: 'CAT', tokenId: 101, wearing: ['meadow'] }],
    sidekx: [['Sage', 1], ['Milo', 2]],
  },
  {
    slug: 'pebble', explorer: 20000,
    extras: ['bones', 'gilded-frame', 'clockwork-plating', 'old-photo', 'star-cape'],
    animals: [{ type: 'SHADOWWOLF', tokenId: 202, wearing: [] }],
    sidekx: [['Bones', 3]],
  },
  {
    slug: 'juniper', explorer: 30000,
    extras: ['christmas-card', 'milk-carton', 'sticker', 'woot', 'cabal-candles', 'ink-outline', 'handstand', 'mirror', 'negative'],
    animals: [],
    sidekx: [['Sage', 4]],
  },
  {
    slug: 'wren', explorer: 40000,
    extras: ['sparkles', 'round-specs'],
    animals: [],
    // One of each companion, so the Sidekx picker can be tried (and tested) by signing in as Wren.
    sidekx: [['Sage', 11], ['Milo', 12], ['Bones', 13]],
  },
  {
    slug: 'robin', explorer: 20000,
    extras: ['sparkles'],
    animals: [],
    // A second holder anyone can sign in as, so the picker's phone and desktop tests each have their own.
    sidekx: [['Sage', 14], ['Milo', 15], ['Bones', 16]],
  },
];

/**
 * Gives the demo players their avatars, bags and Sidekx, and a starter chest. Only players who hold no avatar yet
 * get the avatars, bags and Sidekx, so a later run never hands back what a player gave away or re-equips
 * what they took off; the starter chest is given once per player.
 */
export async function seedHoldings(db: Db, players: Map<string, { id: number; avatarTokenId: number | null }>): Promise<void> {
  const ids = [...players.values()].map((p) => p.id);
  if (ids.length === 0) return;
  const holders = new Set(
    (await db.select({ profileId: avatars.profile_id }).from(avatars).where(inArray(avatars.profile_id, ids))).map((r) => r.profileId),
  );
  for (const holding of demoHoldings) {
    const player = players.get(holding.slug);
    // Like every new player, each demo player gets one starter chest (given once, even to older data).
    if (player) await grantStarterChest(db, player.id, holding.explorer);
    if (!player || player.avatarTokenId === null || holders.has(player.id)) continue;
    const profileId = player.id;
    await giveAvatar(db, { profileId, type: 'EXPLORER', tokenId: player.avatarTokenId, outfit: EXPLORER_OUTFITS[holding.explorer], pfp: true });
    for (const animal of holding.animals) {
      await giveAvatar(db, { profileId, type: animal.type, tokenId: animal.tokenId, outfit: [COLLECTION_BODIES[animal.type], ...animal.wearing] });
    }
    await giveItems(db, profileId, holding.extras);
    for (const [kind, tokenId] of holding.sidekx) await giveSidekx(db, profileId, kind, tokenId);
  }
}
