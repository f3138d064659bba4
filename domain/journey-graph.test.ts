import { describe, expect, test } from 'bun:test';
import { journeyStatuses, newlyUnlocked } from './journey-graph.ts';

const journeys = [
  { id: 1, taskCount: 3 },
  { id: 2, taskCount: 2 },
  { id: 3, taskCount: 1 },
  { id: 4, taskCount: 0 },
];
// 1 unlocks 2 after 2 tasks; 3 needs both 1 (3 tasks) and 2 (1 task).
const links = [
  { journey_id: 1, target_journey_id: 2, unlock_submission_threshold: 2 },
  { journey_id: 1, target_journey_id: 3, unlock_submission_threshold: 3 },
  { journey_id: 2, target_journey_id: 3, unlock_submission_threshold: 1 },
];
const statuses = (counts: Record<number, number>) => Object.fromEntries(journeyStatuses(journeys, links, new Map(Object.entries(counts).map(([k, v]) => [Number(k), v]))));

describe('journeyStatuses', () => {
  test('journeys nothing unlocks are open; targets are locked below their threshold', () => {
    expect(statuses({})).toEqual({ 1: 'open', 2: 'locked', 3: 'locked', 4: 'open' });
    expect(statuses({ 1: 1 })).toEqual({ 1: 'open', 2: 'locked', 3: 'locked', 4: 'open' });
  });

  test('a link opens its target at its threshold, not before', () => {
    expect(statuses({ 1: 2 })).toEqual({ 1: 'open', 2: 'open', 3: 'locked', 4: 'open' });
  });

  test('a journey with several unlockers needs every one of them', () => {
    expect(statuses({ 1: 3 })).toEqual({ 1: 'completed', 2: 'open', 3: 'locked', 4: 'open' });
    expect(statuses({ 1: 2, 2: 1 })).toEqual({ 1: 'open', 2: 'open', 3: 'locked', 4: 'open' });
    expect(statuses({ 1: 3, 2: 1 })).toEqual({ 1: 'completed', 2: 'open', 3: 'open', 4: 'open' });
  });

  test('completed needs every task, and a journey with no tasks is never completed', () => {
    expect(statuses({ 1: 3, 2: 2, 3: 1 })).toEqual({ 1: 'completed', 2: 'completed', 3: 'completed', 4: 'open' });
  });
});

describe('newlyUnlocked', () => {
  test('lists journeys that left the locked state', () => {
    const before = journeyStatuses(journeys, links, new Map([[1, 1]]));
    const after = journeyStatuses(journeys, links, new Map([[1, 2]]));
    expect(newlyUnlocked(before, after)).toEqual([2]);
    expect(newlyUnlocked(after, after)).toEqual([]);
  });
});
