import type { Db } from '../client.ts';
import { inArray } from 'drizzle-orm';
import { kvEntries, news, profiles, terms } from '../schema/index.ts';
import { demoNews, demoPlayers, demoTerms } from './content.ts';
import { seedTraits } from '../catalogue/seed-traits.ts';
import type { DemoWriters } from './demo-gifts.ts';
import { seedHoldings } from './demo-holdings.ts';
import { seedJourneys } from './journeys.ts';

/**
 * Inserts the demo content (with the wearable catalogue it dresses the neighbours in). Safe to run on
 * every start: rows are keyed and never overwritten. `writers` give avatars and starter chests; the
 * server passes its own (server/src/demo-seed.ts), so demo players get what real players get.
 */
export async function seedDemo(db: Db, writers: DemoWriters): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(terms).values(demoTerms).onConflictDoNothing({ target: terms.version });
    await tx.insert(news).values(demoNews).onConflictDoNothing({ target: news.slug });
    for (const player of demoPlayers) {
      const { progress, ...row } = player;
      const [inserted] = await tx
        .insert(profiles)
        .values(row)
        .onConflictDoNothing({ target: profiles.wallet })
        .returning({ id: profiles.id });
      if (!inserted) continue;
      const entries = Object.entries(progress).map(([key, value]) => ({
        profile_id: inserted.id,
        key,
        value: String(value),
        type: typeof value === 'number' ? ('number' as const) : ('string' as const),
      }));
      if (entries.length) await tx.insert(kvEntries).values(entries).onConflictDoNothing();
    }
    await seedTraits(tx);
    const slugs = demoPlayers.map((p) => p.slug);
    const demo = await tx
      .select({ id: profiles.id, slug: profiles.slug, avatarTokenId: profiles.avatar_token_id })
      .from(profiles)
      .where(inArray(profiles.slug, slugs));
    await seedHoldings(tx, new Map(demo.map((p) => [p.slug, p])), writers);
    await seedJourneys(tx);
  });
}
