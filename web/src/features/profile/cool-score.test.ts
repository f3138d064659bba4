import { expect, test } from 'bun:test';
import { coolScoreOf } from './cool-score.ts';

test('the cool score shows only when the answer carries one', () => {
  expect(coolScoreOf({ username: 'Pebble' })).toBeNull();
  expect(coolScoreOf({ coolscore: null })).toBeNull();
  expect(coolScoreOf({ coolscore: { score: 'lots' } })).toBeNull();
  expect(coolScoreOf({ coolscore: { score: 120, rank: 4, loaded: true } })).toEqual({ score: 120, rank: 4 });
  expect(coolScoreOf({ coolscore: { score: 0 } })).toEqual({ score: 0, rank: null });
});

test('a score of 0 has no rank to show (issue 17: a new player read "Rank #3", behind everyone who had a point)', () => {
  expect(coolScoreOf({ coolscore: { score: 0, rank: 3 } })).toEqual({ score: 0, rank: null });
  // Ties share a rank (1 + how many have more): two players on 5 both read #2 behind a 9.
  expect(coolScoreOf({ coolscore: { score: 5, rank: 2 } })).toEqual({ score: 5, rank: 2 });
});
