import { expect, test } from 'bun:test';
import { coolScoreOf } from './cool-score.ts';

test('the cool score shows only when the answer carries one', () => {
  expect(coolScoreOf({ username: 'Pebble' })).toBeNull();
  expect(coolScoreOf({ coolscore: null })).toBeNull();
  expect(coolScoreOf({ coolscore: { score: 'lots' } })).toBeNull();
  expect(coolScoreOf({ coolscore: { score: 120, rank: 4, loaded: true } })).toEqual({ score: 120, rank: 4 });
  expect(coolScoreOf({ coolscore: { score: 0 } })).toEqual({ score: 0, rank: null });
});
