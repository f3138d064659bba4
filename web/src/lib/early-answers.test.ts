import { describe, expect, test } from 'bun:test';
import { setSessionToken } from './api.ts';
import { type EarlyAnswers, earlyOr, takeEarlyAnswer } from './early-answers.ts';

const PROFILE = '/api/profile?address=0xabc';

function scopeWith(token: string, paths: string[]): { stEarly?: EarlyAnswers; responses: Record<string, Promise<Response>> } {
  const responses = Object.fromEntries(paths.map((p) => [p, Promise.resolve(new Response(JSON.stringify({ path: p })))]));
  return { stEarly: { token, answers: { ...responses } }, responses };
}

describe('takeEarlyAnswer', () => {
  test("hands over the boot script's answer for the same path and token, once", async () => {
    const scope = scopeWith('t1', [PROFILE, '/api/journeys']);
    const answer = takeEarlyAnswer(PROFILE, 't1', scope);
    expect(answer).toBe(scope.responses[PROFILE]!);
    expect(await (await answer!).json()).toEqual({ path: PROFILE });
    expect(takeEarlyAnswer(PROFILE, 't1', scope)).toBeNull();
    // The other answer is still there for its own first ask.
    expect(takeEarlyAnswer('/api/journeys', 't1', scope)).toBe(scope.responses['/api/journeys']!);
  });

  test('forgets the token once every answer is taken', () => {
    const scope = scopeWith('t1', [PROFILE]);
    takeEarlyAnswer(PROFILE, 't1', scope);
    expect(scope.stEarly).toBeUndefined();
  });

  test('another session, or none, gets nothing and the answer is spent', () => {
    const scope = scopeWith('t1', [PROFILE]);
    expect(takeEarlyAnswer(PROFILE, 't2', scope)).toBeNull();
    expect(takeEarlyAnswer(PROFILE, 't1', scope)).toBeNull();
    const signedOut = scopeWith('t1', [PROFILE]);
    expect(takeEarlyAnswer(PROFILE, null, signedOut)).toBeNull();
  });

  test('a path the boot script did not ask for, or no boot answers at all, gets nothing', () => {
    const scope = scopeWith('t1', [PROFILE]);
    expect(takeEarlyAnswer('/api/profile?address=0xdef', 't1', scope)).toBeNull();
    expect(takeEarlyAnswer('toString', 't1', scope)).toBeNull();
    expect(scope.stEarly?.answers[PROFILE]).toBe(scope.responses[PROFILE]!);
    expect(takeEarlyAnswer(PROFILE, 't1', {})).toBeNull();
  });
});

describe('an app that asks before the page has painted', () => {
  test('makes the boot script ask now, and gets the answer', () => {
    let asked = 0;
    const response = Promise.resolve(new Response('{}'));
    const scope: { stEarly?: EarlyAnswers } = {
      stEarly: {
        token: 't1',
        answers: {},
        ask: () => {
          asked += 1;
          if (scope.stEarly) scope.stEarly.answers[PROFILE] = response;
        },
      },
    };
    expect(takeEarlyAnswer(PROFILE, 't1', scope)).toBe(response);
    expect(asked).toBe(1);
    expect(scope.stEarly).toBeUndefined();
  });
});

describe('earlyOr', () => {
  test("the first ask with the session's token gets the boot script's answer; the next goes to the network", async () => {
    const scope = globalThis as { stEarly?: EarlyAnswers };
    const early = Promise.resolve(new Response('"early"'));
    scope.stEarly = { token: 't1', answers: { [PROFILE]: early } };
    setSessionToken('t1');
    let asked = 0;
    const ask = () => {
      asked += 1;
      return Promise.resolve(new Response('"network"'));
    };
    try {
      expect(await (await earlyOr(PROFILE, ask)).json()).toBe('early');
      expect(await (await earlyOr(PROFILE, ask)).json()).toBe('network');
      expect(asked).toBe(1);
    } finally {
      setSessionToken(null);
      scope.stEarly = undefined;
    }
  });
});
