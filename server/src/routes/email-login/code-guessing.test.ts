import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';
import { jsonInit, requestCode } from '../../../test/sign-in.ts';

/**
 * Guessing e-mail codes, and locking an owner out (issue 16, item 7; decision 0014). Wrong codes from one
 * network, across codes, make that network wait longer and longer; a stranger's requests and guesses never
 * touch the owner's code, quota or wait; only a hundred wrong codes a day from many networks together
 * stop everyone guessing for that address until the day is over.
 */
const METRICS_TOKEN = 'metrics-token-'.padEnd(32, 'm');
const { app, close } = await createTestApp({}, { TRUST_PROXY: '2', METRICS_TOKEN });
afterAll(close);
afterEach(() => setSystemTime());

let networks = 0;
/** Another client network each call (its own /24), behind our two proxies (an edge, then a balancer). */
const network = () => ({ 'x-forwarded-for': `198.19.${++networks}.20, 10.0.0.1` });
const login = (email: string, code: string, from: Record<string, string>) => app.request('/api/login', jsonInit('POST', { email, code }, undefined, from));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const later = (ms: number) => setSystemTime(new Date(Date.now() + ms));
const metric = async (reason: string) => {
  const text = await (await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(new RegExp(`^sapphire_code_guesses_refused_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
};

async function expectWait(res: Response, seconds: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(await res.json()).toEqual({ error: 'Too many wrong codes, please wait before trying again' });
}

describe('wrong codes from one network', () => {
  test('across codes: five are free, then each waits twice as long; not even the right code is compared meanwhile', async () => {
    const from = network();
    const email = 'ramp@example.com';
    const refusedBefore = await metric('network');
    const first = await requestCode(app, email, from);
    for (let i = 0; i < 5; i++) expect((await login(email, wrong(first), from)).status).toBe(401);
    // A new code does not start the count again.
    const second = await requestCode(app, email, from);
    await expectWait(await login(email, second, from), 30);
    later(30_000);
    expect((await login(email, wrong(second), from)).status).toBe(401);
    await expectWait(await login(email, second, from), 60);
    later(59_000);
    await expectWait(await login(email, second, from), 1);
    later(1_000);
    expect((await login(email, second, from)).status).toBe(200);
    expect(await metric('network')).toBe(refusedBefore + 3);

    // Signing in forgets that network's wrong codes: five free again.
    const third = await requestCode(app, email, from);
    for (let i = 0; i < 5; i++) expect((await login(email, wrong(third), from)).status).toBe(401);
    await expectWait(await login(email, third, from), 30);
  });

  test('the wait grows to a day at most and is forgotten a week after the last wrong code', async () => {
    const from = network();
    const email = 'patient@example.com';
    const first = await requestCode(app, email, from);
    for (let i = 0; i < 5; i++) expect((await login(email, wrong(first), from)).status).toBe(401);
    const waits: number[] = [];
    let code = '';
    for (let step = 0; step < 14; step++) {
      // A code has five tries and lives ten minutes; each step spends one try.
      if (step % 4 === 0) code = await requestCode(app, email, from);
      const refused = await login(email, wrong(code), from);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      later(waits.at(-1)! * 1000);
      expect((await login(email, wrong(code), from)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 30720, 61440, 86400, 86400]);
    later(7 * 24 * 60 * 60 * 1000);
    code = await requestCode(app, email, from);
    for (let i = 0; i < 5; i++) expect((await login(email, wrong(code), from)).status).toBe(401);
  });
});

describe('a stranger cannot lock the owner out cheaply', () => {
  test("the stranger's requests and wrong codes leave the owner's code, quota and wait alone", async () => {
    const email = 'owner@example.com';
    const owner = network();
    const stranger = network();
    const mine = await requestCode(app, email, owner);
    // The stranger asks for every code their network may have, and guesses until told to wait.
    for (let i = 0; i < 5; i++) await requestCode(app, email, stranger);
    expect((await app.request('/api/profile/check', jsonInit('POST', { email, type: 'magic' }, undefined, stranger))).status).toBe(429);
    // Even the owner's right code is no use from the stranger's network: codes work where they were asked for.
    for (const guess of [mine, wrong(mine), wrong(wrong(mine)), '000000', '999999']) {
      const res = await login(email, guess, stranger);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 401, body: { error: 'Invalid or expired code' } });
    }
    await expectWait(await login(email, mine, stranger), 30);

    expect((await login(email, mine, owner)).status).toBe(200);
    expect((await login(email, await requestCode(app, email, owner), owner)).status).toBe(200);
  });

  test('a hundred wrong codes a day from many networks stop everyone guessing for that address until the day is over', async () => {
    const email = 'besieged@example.com';
    const refusedBefore = await metric('address');
    // Twenty networks, five free wrong codes each: the cost of shutting an address for a day.
    for (let n = 0; n < 20; n++) {
      const from = network();
      const code = await requestCode(app, email, from);
      for (let i = 0; i < 5; i++) expect((await login(email, wrong(code), from)).status).toBe(401);
    }
    const owner = network();
    const code = await requestCode(app, email, owner);
    const res = await login(email, code, owner);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect(await metric('address')).toBe(refusedBefore + 1);
    later(24 * 60 * 60 * 1000);
    expect((await login(email, await requestCode(app, email, owner), owner)).status).toBe(200);
  }, 30_000);
});
