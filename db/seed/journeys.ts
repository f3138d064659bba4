/**
 * The first season (decision 0008): three journeys, each opening the next, with every task kind. Keyed by
 * slug, so seeding again adds what is missing and never overwrites what an admin changed.
 */
import { inArray } from 'drizzle-orm';
import { parseTaskPayload, taskTags, type TaskPayloads } from '../../domain/journey-tasks.ts';
import type { TaskKind } from '../../domain/journeys.ts';
import type { Db } from '../client.ts';
import { journeyLinks, journeys, journeyTasks } from '../schema/index.ts';

type SeedTask = { [K in TaskKind]: { slug: string; kind: K; title: string; prompt: string; score: number; payload: TaskPayloads[K]; tags?: string[] } }[TaskKind];

interface SeedJourney {
  slug: string;
  name: string;
  description: string;
  score: number;
  tasks: SeedTask[];
  /** The journey this one opens, after this many of its tasks. */
  unlocks?: { slug: string; threshold: number };
}

export const SEASON_ONE: SeedJourney[] = [
  {
    slug: 'welcome-to-town',
    name: 'Welcome to Town',
    description: 'Ardi has a riddle, a frog and a pair of boots for you. Finish two of these and the Fashion Trail opens.',
    score: 50,
    unlocks: { slug: 'the-fashion-trail', threshold: 2 },
    tasks: [
      {
        slug: 'ardis-riddle',
        kind: 'riddle',
        title: "Ardi's riddle",
        prompt: 'My torch never burns down, my frog keeps count, and my pier has more stories than fish. What am I?',
        score: 20,
        payload: { answers: ['Sapphire Town', 'the town', 'town'] },
      },
      {
        slug: 'wake-the-frog',
        kind: 'progress',
        title: 'Wake the frog',
        prompt: 'The frog by the pond only sings after five pokes. Give it a croak-worthy morning.',
        score: 20,
        payload: { key: 'frog-croak', value: 5 },
      },
      {
        slug: 'check-your-boots',
        kind: 'own-trait',
        title: 'Check your boots',
        prompt: 'Every explorer arrives with Trail Boots. Peek in your bag to make sure yours came too.',
        score: 10,
        payload: { trait: 'trail-boots' },
      },
    ],
  },
  {
    slug: 'the-fashion-trail',
    name: 'The Fashion Trail',
    description: 'Feathered Fashions is buzzing. Dress up, pick a style and catch the latest on Milk Chug TV.',
    score: 75,
    unlocks: { slug: 'into-the-workshop', threshold: 3 },
    tasks: [
      {
        slug: 'boots-on',
        kind: 'equip-trait',
        title: 'Boots on!',
        prompt: 'A trail is walked in boots. Make sure one of your avatars is wearing Trail Boots.',
        score: 15,
        payload: { trait: 'trail-boots' },
      },
      {
        slug: 'signature-look',
        kind: 'choice',
        title: 'Your signature look',
        prompt: 'The tailor wants to know what you are all about. Any answer is the right one.',
        score: 15,
        payload: { options: ['Cosy', 'Dapper', 'Daring', 'Mysterious'] },
      },
      {
        slug: 'milk-chug-tv',
        kind: 'video',
        title: 'Catch a show',
        prompt: "Watch Chugs' Big Day Out on Milk Chug TV, then leave a like or a kind word.",
        score: 20,
        payload: { video: 'milk-chug-tv' },
      },
    ],
  },
  {
    slug: 'into-the-workshop',
    name: 'Into the Workshop',
    description: 'Sparks, springs and one very ticklish monitor. Only the curious get this far.',
    score: 100,
    tasks: [
      {
        slug: 'humming-riddle',
        kind: 'riddle',
        title: 'What hums in the corner?',
        prompt: 'I glow when you hold me, glitch when you tickle me, and hand out badges to the patient. What am I?',
        score: 25,
        payload: { answers: ['the monitor', 'monitor', 'the old monitor', 'old monitor', 'a monitor'] },
        tags: ['monitor-available'],
      },
      {
        slug: 'tickle-the-monitor',
        kind: 'progress',
        title: 'Tickle the monitor',
        prompt: 'Hold the old monitor in the Workshop until it glitches.',
        score: 25,
        payload: { key: 'tickle-monitor', value: 1 },
      },
      {
        slug: 'first-project',
        kind: 'choice',
        title: 'Your first project',
        prompt: 'Every tinkerer starts somewhere. What will you build first?',
        score: 15,
        payload: { options: ['A kite that hums', 'A clockwork acorn', 'A lantern for the pier'] },
      },
      {
        slug: 'rustle-the-acorns',
        kind: 'progress',
        title: 'Gather springs and acorns',
        prompt: 'The workshop runs on acorns, apparently. Rustle three from the big tree.',
        score: 15,
        payload: { key: 'acorns', value: 3 },
      },
    ],
  },
];

/** Adds the first season's journeys, tasks and links that are missing. */
export async function seedJourneys(db: Db, season: SeedJourney[] = SEASON_ONE): Promise<void> {
  await db
    .insert(journeys)
    .values(season.map((j, i) => ({ slug: j.slug, name: j.name, description: j.description, score: j.score, sort_order: i + 1, season: 1 })))
    .onConflictDoNothing({ target: journeys.slug });
  const rows = await db.select({ id: journeys.id, slug: journeys.slug }).from(journeys).where(inArray(journeys.slug, season.map((j) => j.slug)));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const tasks = season.flatMap((j) =>
    j.tasks.map((t, i) => ({
      journey_id: idOf.get(j.slug)!,
      slug: t.slug,
      kind: t.kind,
      title: t.title,
      prompt: t.prompt,
      score: t.score,
      // A mistake in the seed fails loudly here rather than when a player meets it.
      payload: parseTaskPayload(t.kind, t.payload),
      tags: taskTags.parse(t.tags ?? []),
      sort_order: i + 1,
    })),
  );
  await db.insert(journeyTasks).values(tasks).onConflictDoNothing({ target: [journeyTasks.journey_id, journeyTasks.slug] });
  const links = season.flatMap((j) =>
    j.unlocks ? [{ journey_id: idOf.get(j.slug)!, target_journey_id: idOf.get(j.unlocks.slug)!, unlock_submission_threshold: j.unlocks.threshold }] : [],
  );
  if (links.length) await db.insert(journeyLinks).values(links).onConflictDoNothing();
}
