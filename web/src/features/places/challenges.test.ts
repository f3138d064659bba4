import { describe, expect, test } from 'bun:test';
import { LEADERBOARD_KEYS, LEADERBOARD_LABELS } from '../../../../domain/progress.ts';
import { CHALLENGES, standing, targetFor } from './challenges.ts';

describe('targets', () => {
  test('10 by default, 5 for the frog and the bird, never above the cap', () => {
    expect(Object.fromEntries(CHALLENGES.map((c) => [c.key, c.target]))).toEqual({
      'torch-click': 10,
      'balloon-clicks': 10,
      acorns: 10,
      'bird-chirp': 5,
      'frog-croak': 5,
      'wall-clicks': 10,
      'found-chugs': 1,
      'chugs-skating': 5,
      'tickle-monitor': 1,
    });
    expect(targetFor('tada')).toBe(5);
  });

  test('every leaderboard but tada has a cabinet, labelled as its board', () => {
    expect(CHALLENGES.map((c) => c.key).sort()).toEqual(LEADERBOARD_KEYS.filter((k) => k !== 'tada').sort());
    for (const c of CHALLENGES) expect(c.board).toBe(LEADERBOARD_LABELS[c.key]);
  });

  test('the monitor is played in the workshop, the rest on the map', () => {
    expect(CHALLENGES.filter((c) => c.path !== '/').map((c) => c.key)).toEqual(['tickle-monitor']);
  });
});

describe('standing', () => {
  test('counts against the target', () => {
    expect(standing(0, 10)).toEqual({ shown: 0, done: false, toGo: 10, ratio: 0 });
    expect(standing(4, 10)).toEqual({ shown: 4, done: false, toGo: 6, ratio: 0.4 });
    expect(standing(5, 5)).toEqual({ shown: 5, done: true, toGo: 0, ratio: 1 });
    expect(standing(17, 5)).toEqual({ shown: 17, done: true, toGo: 0, ratio: 1 });
    expect(standing(-2, 5).shown).toBe(0);
  });
});
