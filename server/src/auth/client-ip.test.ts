import { afterAll, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { clientIp, clientNetwork } from './client-ip.ts';

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

describe('clientNetwork', () => {
  test('an IPv4 address is its /24; an IPv6 address its /48, however it is written', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('::ffff:198.51.100.200')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:12:34::1')).toBe('2001:db8:12::/48');
    expect(clientNetwork('2001:0db8:0012:ffff:1:2:3:4')).toBe('2001:db8:12::/48');
    expect(clientNetwork('2001:DB8:12::')).toBe('2001:db8:12::/48');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
  });

  test('anything else is kept as it is, cut short', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('1:2:3')).toBe('1:2:3');
    expect(clientNetwork('1::2::3')).toBe('1::2::3');
    expect(clientNetwork('x'.repeat(100))).toBe('x'.repeat(64));
  });
});
