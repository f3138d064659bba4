import { describe, expect, test } from 'bun:test';
import { TASK_KINDS } from '../../domain/journeys.ts';
import { journeyLinks, journeys, journeyTasks } from '../schema/index.ts';
import { openTestDatabase, testPostgresUrl } from '../test/test-database.ts';
import { catalogueTraits } from '../catalogue/traits.ts';
import { EXPLORER_OUTFITS } from '../catalogue/outfits.ts';
import { seedJourneys, SEASON_ONE } from './journeys.ts';

describe('the first season', () => {
  test('three journeys of 3-4 tasks, each opening the next, using every task kind', () => {
    expect(SEASON_ONE.map((j) => j.name)).toEqual(['Welcome to Town', 'The Fashion Trail', 'Into the Workshop']);
    for (const j of SEASON_ONE) expect(j.tasks.length).toBeGreaterThanOrEqual(3);
    for (const j of SEASON_ONE) expect(j.tasks.length).toBeLessThanOrEqual(4);
    expect(SEASON_ONE.map((j) => j.unlocks?.slug)).toEqual(['the-fashion-trail', 'into-the-workshop', undefined]);
    expect(new Set(SEASON_ONE.flatMap((j) => j.tasks.map((t) => t.kind)))).toEqual(new Set(TASK_KINDS));
  });

  test('trait tasks name a trait every explorer starts with', () => {
    const names = new Set(catalogueTraits.map((t) => t.name));
    for (const task of SEASON_ONE.flatMap((j) => j.tasks)) {
      if (task.kind !== 'own-trait' && task.kind !== 'equip-trait') continue;
      expect(names.has(task.payload.trait)).toBe(true);
      for (const outfit of Object.values(EXPLORER_OUTFITS)) expect(outfit).toContain(task.payload.trait);
    }
  });

  test('seeding twice adds nothing the second time', async () => {
    const database = await openTestDatabase(testPostgresUrl());
    try {
      await seedJourneys(database.db);
      await seedJourneys(database.db);
      expect(await database.db.$count(journeys)).toBe(3);
      expect(await database.db.$count(journeyTasks)).toBe(SEASON_ONE.reduce((n, j) => n + j.tasks.length, 0));
      expect(await database.db.$count(journeyLinks)).toBe(2);
    } finally {
      await database.close();
    }
  }, 60_000);
});
