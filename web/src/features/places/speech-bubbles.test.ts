import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { SpeechBubbles, lineAt } from './speech-bubbles.ts';

type Who = 'chugs' | 'jo';
let seen: Array<Record<string, string>>;
let bubbles: SpeechBubbles<Who>;
const last = () => seen.at(-1) ?? {};

beforeEach(() => {
  jest.useFakeTimers();
  seen = [];
  bubbles = new SpeechBubbles<Who>((shown) => seen.push(Object.fromEntries(shown)));
});
afterEach(() => {
  bubbles.dispose();
  jest.useRealTimers();
});

describe('a bubble', () => {
  test('disappears exactly 2 s after it appears', () => {
    bubbles.say('chugs', 'Moo!');
    expect(last()).toEqual({ chugs: 'Moo!' });
    jest.advanceTimersByTime(1999);
    expect(last()).toEqual({ chugs: 'Moo!' });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({});
    expect(seen).toHaveLength(2);
  });

  test('a new line restarts its 2 s', () => {
    bubbles.say('chugs', 'one');
    jest.advanceTimersByTime(1500);
    bubbles.say('chugs', 'two');
    jest.advanceTimersByTime(1999);
    expect(last()).toEqual({ chugs: 'two' });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({});
  });

  test('two speakers keep their own clocks', () => {
    bubbles.say('chugs', 'a');
    jest.advanceTimersByTime(1000);
    bubbles.say('jo', 'b');
    expect(last()).toEqual({ chugs: 'a', jo: 'b' });
    jest.advanceTimersByTime(1000);
    expect(last()).toEqual({ jo: 'b' });
    jest.advanceTimersByTime(1000);
    expect(last()).toEqual({});
  });
});

describe('greeting', () => {
  test('speakers take turns after the delay, each bubble 2 s, with a gap between', () => {
    bubbles.greet([['chugs', 'hi'], ['jo', 'hello']], { delayMs: 600, gapMs: 400 });
    jest.advanceTimersByTime(599);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ chugs: 'hi' });
    jest.advanceTimersByTime(2000);
    expect(last()).toEqual({});
    jest.advanceTimersByTime(399);
    expect(last()).toEqual({});
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ jo: 'hello' });
    jest.advanceTimersByTime(2000);
    expect(last()).toEqual({});
    jest.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(4);
  });

  test('greetings never overlap: the next waits until the last bubble has gone', () => {
    bubbles.greet([['chugs', 'hi'], ['jo', 'hello']], { delayMs: 600, gapMs: 400 });
    jest.advanceTimersByTime(1500);
    bubbles.say('chugs', 'again');
    jest.advanceTimersByTime(1900);
    expect(last()).toEqual({ chugs: 'again' });
    jest.advanceTimersByTime(100);
    expect(last()).toEqual({});
    jest.advanceTimersByTime(399);
    expect(last()).toEqual({});
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ jo: 'hello' });
  });

  test('a speaker who was clicked first skips their greeting', () => {
    bubbles.greet([['chugs', 'hi'], ['jo', 'hello']], { delayMs: 600, gapMs: 400 });
    bubbles.say('jo', 'clicked');
    jest.advanceTimersByTime(2000);
    expect([...new Set(seen.map((s) => s.jo).filter(Boolean))]).toEqual(['clicked']);
    jest.advanceTimersByTime(10_000);
    expect(seen.some((s) => s.jo === 'hello')).toBe(false);
    expect(seen.some((s) => s.chugs === 'hi')).toBe(true);
  });

  test('dispose stops everything', () => {
    bubbles.greet([['chugs', 'hi']], { delayMs: 100, gapMs: 0 });
    bubbles.dispose();
    jest.advanceTimersByTime(10_000);
    expect(seen).toEqual([]);
  });
});

test('lineAt goes round', () => {
  expect([0, 1, 2, 3, -1].map((n) => lineAt(['a', 'b', 'c'], n))).toEqual(['a', 'b', 'c', 'a', 'c']);
});
