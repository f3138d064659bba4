import { describe, expect, test } from 'bun:test';
import { FIRST_ACTIONS, takeFirstAction } from './first-action.ts';

describe('takeFirstAction', () => {
  test("gives the layer a tap on the shell's welcome asked for, once", () => {
    const win: { stFirstAction?: unknown } = { stFirstAction: FIRST_ACTIONS.getStarted };
    expect(takeFirstAction(win)).toBe('REGISTER');
    expect(takeFirstAction(win)).toBeNull();
    win.stFirstAction = FIRST_ACTIONS.signIn;
    expect(takeFirstAction(win)).toBe('LOGIN');
  });

  test('nothing, or anything but a known layer, opens nothing (and is forgotten)', () => {
    for (const value of [undefined, null, '', 'ONBOARD', 'NONE', 7, { layer: 'LOGIN' }]) {
      const win: { stFirstAction?: unknown } = { stFirstAction: value };
      expect(takeFirstAction(win)).toBeNull();
      expect('stFirstAction' in win).toBe(false);
    }
  });
});
