import { describe, expect, test } from 'bun:test';
import { eventKind, parsePush, serverMessageSchema } from './realtime.ts';

const WALLET = `0x${'ab'.repeat(20)}`;
const record = { id: 1, type: 'journey_unlocked', title: 'New Journey Unlocked!', message: 'x', data: { name: 'A' }, journey_id: 4, env: 'both', personal: true, created_at: '2026-01-01T00:00:00.000Z', read_at: null };

describe('event payloads', () => {
  test('a notification accepts a notification record and refuses anything else the socket might carry', () => {
    expect(parsePush('notification', record)).toEqual({ event: 'notification', data: record } as never);
    for (const bad of [null, 'x', { id: '1', type: 'simple_message', message: 'x' }, { id: 1, type: 'other', message: 'x' }, { id: 1, type: 'simple_message' }]) {
      expect(parsePush('notification', bad)).toBeNull();
    }
  });

  test('the traits events carry the wallet in their name; unknown names have no schema', () => {
    expect(eventKind(`traits-inserted-${WALLET}`)).toBe('traits-inserted');
    expect(eventKind(`traits-deleted-${WALLET}`)).toBe('traits-deleted');
    for (const name of ['traits-inserted', 'note', 'toString', '']) expect(eventKind(name)).toBeNull();
    const granted = { chest: { id: 2, name: 'Gift Chest' }, traitIds: [5, 6] };
    expect(parsePush(`traits-inserted-${WALLET}`, granted)).toEqual({ event: `traits-inserted-${WALLET}`, data: granted });
    expect(parsePush(`traits-inserted-${WALLET}`, { traitIds: 'all' })).toBeNull();
  });

  test('unknown fields are dropped, so the web sees only what the contract names', () => {
    const reward = { message: { id: 3, success_text: 'Thanks!', cool_points: 25, claimable: true, extra: 1 } };
    expect(parsePush('reward', reward)?.data).toEqual({ message: { id: 3, success_text: 'Thanks!', cool_points: 25, claimable: true } });
  });
});

describe('server messages', () => {
  test('each message type parses; an event needs its seq', () => {
    expect(serverMessageSchema.safeParse({ type: 'subscribed', channel: 'notifications', seq: 4 }).success).toBe(true);
    expect(serverMessageSchema.safeParse({ type: 'event', channel: 'notifications', event: 'notification', data: {}, seq: 1 }).success).toBe(true);
    expect(serverMessageSchema.safeParse({ type: 'event', channel: 'notifications', event: 'notification', data: {} }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'shout' }).success).toBe(false);
  });
});
