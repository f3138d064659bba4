import { describe, expect, test } from 'bun:test';
import { shownCount, progressPlace, tasksDone, titleCase, unlockNeeds } from './task-texts.ts';

describe('journey task texts', () => {
  test('a progress key says what to do and where', () => {
    expect(progressPlace('frog-croak')).toEqual({ action: 'Croak the frog', go: 'Go to the pond', path: '/' });
    expect(progressPlace('tickle-monitor').path).toBe('/workshop');
    expect(progressPlace('mystery-key')).toEqual({ action: 'Mystery Key', go: 'Go to town', path: '/' });
  });

  test('names and counts', () => {
    expect(titleCase('trail-boots')).toBe('Trail Boots');
    expect(shownCount(3, 5)).toBe(3);
    expect(shownCount('4', 5)).toBe(4);
    expect(shownCount(9, 5)).toBe(5);
    expect(shownCount(undefined, 5)).toBe(0);
    expect(shownCount('sapphire town', 1)).toBe(0);
    expect(tasksDone([{ completed: null }, { completed: { id: 1 } }])).toBe(1);
  });

  test('an unlock link reads as what is left to do', () => {
    const link = { journey_id: 1, name: 'Welcome to Town', unlock_submission_threshold: 2, current_submission_count: 1 };
    expect(unlockNeeds(link)).toEqual({ done: 1, of: 2, met: false, text: 'Finish 2 tasks of Welcome to Town' });
    expect(unlockNeeds({ ...link, current_submission_count: 3 })).toMatchObject({ done: 2, met: true });
    expect(unlockNeeds({ ...link, unlock_submission_threshold: 1 }).text).toBe('Finish 1 task of Welcome to Town');
  });
});
