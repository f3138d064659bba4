import { describe, expect, test } from 'bun:test';
import type { NotificationView } from '../../../domain/notifications.ts';
import { parsePush } from '../../../domain/realtime.ts';
import type { EventSource, RealtimeNotice } from '../lib/realtime-channels.ts';
import { routeLive, type LiveViewer } from './live-routes.ts';

const WALLET = `0x${'cd'.repeat(20)}`;
const OTHER = `0x${'ef'.repeat(20)}`;
const me: LiveViewer = { wallet: WALLET, profileId: 7, slug: 'wren' };
const visitor: LiveViewer = { wallet: null, profileId: null, slug: null };

/** A push as the client hands it on: checked against its event's schema, null (never routed) when it does not fit. */
const push = (channel: string, event: string, data: unknown, source: EventSource = 'live'): RealtimeNotice | null => {
  const checked = parsePush(event, data);
  return checked && { type: 'event', channel, seq: 1, source, ...checked };
};
/** What the page does with a notice: nothing for one the client dropped. */
const route = (n: RealtimeNotice | null, viewer: LiveViewer) => (n ? routeLive(n, viewer) : []);
const notice = (over: Partial<NotificationView> = {}): NotificationView => ({
  id: 11,
  type: 'simple_message',
  title: '',
  message: 'The fair opens at noon',
  data: null,
  journey_id: null,
  env: 'both',
  personal: true,
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  ...over,
});
const kinds = (actions: ReturnType<typeof routeLive>) => actions.map((a) => a.kind);
const chestTraits = { chest: { id: 1, name: 'Gift Chest' }, traitIds: [1] };

describe('routeLive', () => {
  test('own journey progress (on the private channel) refreshes the journeys; another\'s channel and the public one are ignored', () => {
    const progress = { journey_id: 1, name: 'A', current_submission_count: 2 };
    expect(route(push(`sapphiretown-${WALLET}`, 'journeyprogress', progress), me)).toEqual([{ kind: 'invalidate', queryKey: ['profile', 'journeys', 7] }]);
    expect(route(push(`sapphiretown-${OTHER}`, 'journeyprogress', progress), me)).toEqual([]);
    expect(route(push(`sapphiretown-${WALLET}`, 'journeyprogress', progress), visitor)).toEqual([]);
    // Before decision 0061 it went to everyone on 'sapphiretown', with the wallet; nothing there is ours now.
    expect(route(push('sapphiretown', 'journeyprogress', { ...progress, wallet: WALLET }), me)).toEqual([]);
  });

  test('a leaderboard push refreshes the Board and that player\'s profile (and my own score when it is mine)', () => {
    expect(route(push('sapphiretown', 'leaderboard', { board: 'coolscore', username: 'Ana', slug: 'Ana', score: 5, rank: 1 }), visitor)).toEqual([
      { kind: 'invalidate', queryKey: ['leaderboards'] },
      { kind: 'invalidate', queryKey: ['users', 'ana'], exact: true },
    ]);
    expect(route(push('sapphiretown', 'leaderboard', { board: 'coolscore', username: 'wren', slug: 'wren', score: 5, rank: 1 }), me)).toEqual([
      { kind: 'invalidate', queryKey: ['leaderboards'] },
      { kind: 'invalidate', queryKey: ['profile', 'coolscore', 7] },
      { kind: 'invalidate', queryKey: ['users', 'wren'], exact: true },
    ]);
  });

  test('a notification joins the inbox and is announced; a journey unlock also opens its modal', () => {
    const plain = notice();
    expect(route(push(`sapphiretown-${WALLET}`, 'notification', plain), me)).toEqual([
      { kind: 'add-to-inbox', queryKey: ['profile', 'notifications', 7], notice: plain },
      { kind: 'toast', message: 'New message! Check the notification bell' },
    ]);
    const unlock = notice({ type: 'journey_unlocked', title: 'New Journey Unlocked!', data: { name: 'Into the Workshop' } });
    expect(kinds(route(push(`sapphiretown-${WALLET}`, 'notification', unlock), me))).toEqual(['add-to-inbox', 'invalidate', 'toast', 'unlock-modal']);
    // Broadcasts come on the public channel.
    expect(kinds(route(push('notifications', 'notification', plain), me))).toEqual(['add-to-inbox', 'toast']);
  });

  test('stored pushes from before the tab listened update the inbox quietly; missed ones are announced', () => {
    expect(kinds(route(push('notifications', 'notification', notice(), 'history'), me))).toEqual(['add-to-inbox']);
    expect(kinds(route(push('notifications', 'notification', notice(), 'missed'), me))).toEqual(['add-to-inbox', 'toast']);
  });

  test('malformed data, visitors and other wallets\' channels change nothing', () => {
    expect(route(push('notifications', 'notification', { id: 'x' }), me)).toEqual([]);
    expect(route(push('notifications', 'notification', notice()), visitor)).toEqual([]);
    expect(route(push(`sapphiretown-${OTHER}`, 'notification', notice()), me)).toEqual([]);
    expect(route(push(`sapphiretown-${OTHER}`, 'reward', { message: { id: 1, success_text: 'x', cool_points: 1, claimable: true } }), me)).toEqual([]);
    expect(routeLive({ type: 'error', error: 'nope' }, me)).toEqual([]);
  });

  test('a claimable reward refreshes the claims and offers its dialog; a granted one also moves the score', () => {
    const message = { id: 3, success_text: 'Thanks for helping!', cool_points: 25, claimable: true };
    expect(route(push(`sapphiretown-${WALLET}`, 'reward', { message }), me)).toEqual([
      { kind: 'invalidate', queryKey: ['profile', 'claims', 7] },
      { kind: 'reward-dialog', reward: message },
    ]);
    const granted = { ...message, claimable: false };
    expect(kinds(route(push(`sapphiretown-${WALLET}`, 'reward', { message: granted }), me))).toEqual([
      'invalidate',
      'invalidate',
      'invalidate',
      'invalidate',
      'reward-dialog',
    ]);
    expect(route(push(`sapphiretown-${WALLET}`, 'reward', { message: { id: 'bad' } }), me)).toEqual([]);
  });

  test('new or removed wearables toast at once and reload the wearables, chests and bag 2 s later', () => {
    for (const event of [`traits-inserted-${WALLET}`, `traits-deleted-${WALLET}`]) {
      expect(route(push(`avatars-${WALLET}`, event, { chest: { id: 1, name: 'Gift Chest' }, traitIds: [1] }), me)).toEqual([
        { kind: 'toast', message: "You've just received a new wearable, congrats!" },
        {
          kind: 'later',
          ms: 2000,
          actions: [
            { kind: 'invalidate', queryKey: ['profile', 'bootstrap', 7] },
            { kind: 'invalidate', queryKey: ['profile', 'chests', 7] },
            { kind: 'invalidate', queryKey: ['users', 'wren', 'bag'] },
          ],
        },
      ]);
    }
    expect(kinds(route(push(`avatars-${WALLET}`, `traits-inserted-${WALLET}`, chestTraits, 'history'), me))).toEqual(['invalidate', 'invalidate', 'invalidate']);
    expect(route(push(`avatars-${WALLET}`, `traits-inserted-${OTHER}`, chestTraits), me)).toEqual([]);
  });

  test('a resync refetches what the channel feeds', () => {
    expect(routeLive({ type: 'resync', channel: 'sapphiretown' }, me)).toEqual([
      { kind: 'invalidate', queryKey: ['leaderboards'] },
      { kind: 'invalidate', queryKey: ['profile', 'coolscore', 7] },
    ]);
    expect(routeLive({ type: 'resync', channel: 'notifications' }, me)).toEqual([{ kind: 'invalidate', queryKey: ['profile', 'notifications', 7] }]);
    expect(routeLive({ type: 'resync', channel: `sapphiretown-${WALLET}` }, me).map((a) => (a.kind === 'invalidate' ? a.queryKey : a.kind))).toEqual([
      ['profile', 'notifications', 7],
      ['profile', 'claims', 7],
      ['profile', 'journeys', 7],
    ]);
    expect(kinds(routeLive({ type: 'resync', channel: `avatars-${WALLET}` }, me))).toEqual(['invalidate', 'invalidate', 'invalidate']);
    expect(routeLive({ type: 'resync', channel: 'notifications' }, visitor)).toEqual([]);
  });
});
