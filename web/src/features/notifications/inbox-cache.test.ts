import { describe, expect, test } from 'bun:test';
import { withPushedNotice } from './inbox-cache.ts';

const n = (id: number) => ({ id, type: 'simple_message', message: `m${id}` }) as const;

describe('withPushedNotice', () => {
  test('puts a new notice first among the unread, so pushes in order end newest first', () => {
    const once = withPushedNotice({ read: [n(1)], unread: [] }, n(2));
    const twice = withPushedNotice(once, n(3));
    expect(twice).toEqual({ read: [n(1)], unread: [n(3), n(2)] });
  });

  test('a notice already listed, read or unread, changes nothing (a replay after a reconnect)', () => {
    const inbox = { read: [n(1)], unread: [n(2)] };
    expect(withPushedNotice(inbox, n(1))).toBe(inbox);
    expect(withPushedNotice(inbox, n(2))).toBe(inbox);
  });
});
