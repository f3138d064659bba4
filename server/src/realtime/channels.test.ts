import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { MESSAGES } from '../../../domain/messages.ts';
import { privateChannel, WS_ERRORS } from '../../../domain/realtime.ts';
import { jsonInit, walletSignIn } from '../../test/sign-in.ts';
import { startTestServer, type TestServer, type TestSocket } from '../../test/realtime.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(() => t?.close());

/**
 * Proves `socket` got nothing on `channel`: publishes to it, then to a public channel the socket
 * follows; both go through the same in-order delivery, so once the second arrives the first would have.
 */
async function expectNothingOn(socket: TestSocket, channel: string) {
  const before = socket.events(channel).length;
  await t.realtime.publish(channel, 'secret', { leak: true });
  const marker = await t.realtime.publish('notifications', 'marker', { n: Math.random() });
  await socket.waitFor((m) => m.type === 'event' && m.channel === 'notifications' && m.seq === marker.seq);
  await socket.roundTrip();
  expect(socket.events(channel).length).toBe(before);
  expect(JSON.stringify(socket.messages)).not.toContain('leak');
}

describe('channels', () => {
  test('public channels need no sign-in and deliver with seq', async () => {
    const socket = await t.connect();
    await socket.subscribe('sapphiretown');
    const a = await t.realtime.publish('sapphiretown', 'leaderboard', { key: 'frog' });
    const b = await t.realtime.publish('sapphiretown', 'journeyprogress', { id: 1 });
    expect(b.seq).toBe(a.seq + 1);
    const events = await socket.waitForEvents('sapphiretown', 2);
    expect(events).toEqual([
      { type: 'event', channel: 'sapphiretown', event: 'leaderboard', data: { key: 'frog' }, seq: a.seq },
      { type: 'event', channel: 'sapphiretown', event: 'journeyprogress', data: { id: 1 }, seq: b.seq },
    ]);
    socket.close();
  }, 20_000);

  test('a private channel without sign-in: an error and no events', async () => {
    const { wallet } = await walletSignIn(t.app);
    const socket = await t.connect();
    await socket.subscribe('notifications');
    for (const channel of [privateChannel.rewards(wallet), privateChannel.avatars(wallet)]) {
      socket.send({ type: 'subscribe', channel });
      await socket.waitFor((m) => m.type === 'error' && m.error === WS_ERRORS.forbidden(channel));
      await expectNothingOn(socket, channel);
    }
    socket.close();
  }, 20_000);

  test("another wallet's private channel: an error and no events", async () => {
    const me = await walletSignIn(t.app);
    const other = await walletSignIn(t.app);
    const socket = await t.connect();
    socket.send({ type: 'auth', token: me.token });
    await socket.subscribe('notifications');
    const channel = privateChannel.rewards(other.wallet);
    socket.send({ type: 'subscribe', channel });
    await socket.waitFor((m) => m.type === 'error' && m.error === WS_ERRORS.forbidden(channel));
    await expectNothingOn(socket, channel);
    socket.close();
  }, 20_000);

  test('own private channels work once signed in, and stop with the session', async () => {
    const me = await walletSignIn(t.app);
    const socket = await t.connect();
    socket.send({ type: 'auth', token: me.token });
    await socket.subscribe(privateChannel.rewards(me.wallet));
    await socket.subscribe(privateChannel.avatars(me.wallet));
    await socket.subscribe('notifications');
    const reward = { message: { success_text: 'Well done', cool_points: 5, claimable: true, id: 1 } };
    const pushed = await t.realtime.publish(privateChannel.rewards(me.wallet), 'reward', reward);
    expect((await socket.waitForEvents(privateChannel.rewards(me.wallet), 1))[0]).toEqual({
      type: 'event',
      channel: privateChannel.rewards(me.wallet),
      event: 'reward',
      data: reward,
      seq: pushed.seq,
    });
    await t.realtime.publish(privateChannel.avatars(me.wallet), `traits-inserted-${me.wallet}`, { ids: [3] });
    await socket.waitForEvents(privateChannel.avatars(me.wallet), 1);

    // Signing out elsewhere ends the private feed at the next check (here forced), with an error.
    expect((await t.app.request('/api/profile/logout', jsonInit('POST', undefined, me.token))).status).toBe(200);
    await t.realtime.checkSessions();
    await socket.waitFor((m) => m.type === 'error' && m.error === MESSAGES.sessionExpired);
    await expectNothingOn(socket, privateChannel.rewards(me.wallet));
    socket.send({ type: 'subscribe', channel: privateChannel.rewards(me.wallet) });
    await socket.waitFor((m) => m.type === 'error' && m.error === WS_ERRORS.forbidden(privateChannel.rewards(me.wallet)));
    socket.close();
  }, 30_000);

  test('a revoked token cannot sign a socket in; a bad token leaves it anonymous', async () => {
    const me = await walletSignIn(t.app);
    await t.app.request('/api/profile/logout', jsonInit('POST', undefined, me.token));
    const socket = await t.connect();
    socket.send({ type: 'auth', token: me.token });
    await socket.waitFor((m) => m.type === 'error' && m.error === MESSAGES.tokenNotPresent);
    socket.send({ type: 'auth', token: 'not-a-token' });
    await socket.waitFor((m) => m.type === 'error' && socket.errors().length === 2);
    const channel = privateChannel.rewards(me.wallet);
    socket.send({ type: 'subscribe', channel });
    await socket.waitFor((m) => m.type === 'error' && m.error === WS_ERRORS.forbidden(channel));
    socket.close();
  }, 20_000);

  test('signing in as someone else drops the first wallet\'s private channels', async () => {
    const first = await walletSignIn(t.app);
    const second = await walletSignIn(t.app);
    const socket = await t.connect();
    socket.send({ type: 'auth', token: first.token });
    await socket.subscribe(privateChannel.rewards(first.wallet));
    await socket.subscribe('notifications');
    socket.send({ type: 'auth', token: second.token });
    await socket.roundTrip();
    await expectNothingOn(socket, privateChannel.rewards(first.wallet));
    socket.close();
  }, 20_000);

  test('names are exact: upper-case addresses and unknown names are not channels; publish refuses them too', async () => {
    const { wallet } = await walletSignIn(t.app);
    const socket = await t.connect();
    for (const channel of [`sapphiretown-${wallet.toUpperCase().replace('0X', '0x')}`, 'avatars-0x123', 'sapphiretown-', 'Notifications']) {
      socket.send({ type: 'subscribe', channel });
      await socket.waitFor((m) => m.type === 'error' && m.error === WS_ERRORS.unknownChannel(channel));
      await expect(t.realtime.publish(channel, 'x', {})).rejects.toThrow('unknown channel');
    }
    await expect(t.realtime.publish('notifications', 'big', { pad: 'x'.repeat(20_000) })).rejects.toThrow('data over');
    socket.close();
  }, 20_000);

  test('unsubscribe stops delivery on that channel only', async () => {
    const socket = await t.connect();
    await socket.subscribe('sapphiretown');
    await socket.subscribe('notifications');
    socket.send({ type: 'unsubscribe', channel: 'sapphiretown' });
    await socket.roundTrip();
    await expectNothingOn(socket, 'sapphiretown');
    socket.close();
  }, 20_000);
});
