import { afterAll, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { clientIp } from './client-ip.ts';

const probe = new Hono()
  .get('/trusting', (c) => c.text(clientIp(c, true)))
  .get('/direct', (c) => c.text(clientIp(c, false)));
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: probe.fetch });
afterAll(() => server.stop(true));
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

describe('clientIp', () => {
  test('is the socket address of a real connection', async () => {
    expect(await (await fetch(url('/direct'))).text()).toMatch(/127\.0\.0\.1$/);
  });

  test('ignores X-Forwarded-For unless TRUST_PROXY, since any client can send it', async () => {
    const spoofed = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect(await (await fetch(url('/direct'), spoofed)).text()).toMatch(/127\.0\.0\.1$/);
    expect(await (await fetch(url('/trusting'), { headers: { 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' } })).text()).toBe('203.0.113.9');
  });

  test("is 'unknown' when there is no connection (in-process requests)", async () => {
    expect(await (await probe.request('/direct')).text()).toBe('unknown');
  });
});
