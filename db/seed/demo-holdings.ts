/** What the demo neighbours hold, handed out by the demo seed (the avatars and chests through DemoWriters). */
import { inArray } from 'drizzle-orm';
import type { ExplorerTokenId } from '../../domain/traits.ts';
import { COLLECTION_BODIES, EXPLORER_OUTFITS } from '../catalogue/outfits.ts';
import type { Db } from '../client.ts';
import { avatars } from '../schema/index.ts';
import { giveItems, giveSidekx, type DemoWriters } from './demo-gifts.ts';

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
  {
    slug: 'hazel', explorer: 30000,
    // The cat's and the wolf's own wearables in the bag, so a newcomer signed in as Hazel can try them on,
    // and a few that fit every avatar (the customiser benchmark dresses her explorer in them).
    extras: ['fish-bone', 'cat-crown', 'fish-jumper', 'yarn-ball', 'muzzle-bandana', 'moon-circlet', 'ranger-vest', 'moon-lantern', 'round-specs', 'sparkles', 'star-cape', 'meadow', 'bush-hat', 'trail-map'],
    animals: [
      { type: 'CAT', tokenId: 103, wearing: [] },
      { type: 'SHADOWWOLF', tokenId: 204, wearing: [] },
    ],
    sidekx: [],
  },
];

/**
 * Gives the demo players their avatars, bags and Sidekx, and a starter chest. Only players who hold no avatar yet
 * get the avatars, bags and Sidekx, so a later run never hands back what a player gave away or re-equips
 * what they took off; the starter chest is given once per player.
 */
export async function seedHoldings(db: Db, players: Map<string, { id: number; avatarTokenId: number | null }>, writers: DemoWriters): Promise<void> {
  const ids = [...players.values()].map((p) => p.id);
  if (ids.length === 0) return;
  const holders = new Set(
    (await db.select({ profileId: avatars.profile_id }).from(avatars).where(inArray(avatars.profile_id, ids))).map((r) => r.profileId),
  );
  for (const holding of demoHoldings) {
    const player = players.get(holding.slug);
    // Like every new player, each demo player gets one starter chest (given once, even to older data).
    if (player) await writers.grantStarterChest(db, player.id, holding.explorer);
    if (!player || player.avatarTokenId === null || holders.has(player.id)) continue;
    const profileId = player.id;
    await writers.giveAvatar(db, { profileId, type: 'EXPLORER', tokenId: player.avatarTokenId, outfit: EXPLORER_OUTFITS[holding.explorer], pfp: true });
    for (const animal of holding.animals) {
      await writers.giveAvatar(db, { profileId, type: animal.type, tokenId: animal.tokenId, outfit: [COLLECTION_BODIES[animal.type], ...animal.wearing] });
    }
    await giveItems(db, profileId, holding.extras);
    for (const [kind, tokenId] of holding.sidekx) await giveSidekx(db, profileId, kind, tokenId);
  }
}
