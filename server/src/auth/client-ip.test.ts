import { afterAll, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { clientIp, clientNetwork } from './client-ip.ts';

const probe = new Hono()
  .get('/trusting', (c) => c.text(clientIp(c, 1)))
  .get('/two-proxies', (c) => c.text(clientIp(c, 2)))
  .get('/direct', (c) => c.text(clientIp(c, 0)));
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
    expect(await (await fetch(url('/trusting'), { headers: { 'x-forwarded-for': ' 203.0.113.9 ' } })).text()).toBe('203.0.113.9');
  });

  test('behind our proxies, the address the outermost of them saw: what the client wrote before it proves nothing', async () => {
    const forwarded = (path: string, value: string) => fetch(url(path), { headers: { 'x-forwarded-for': value } }).then((r) => r.text());
    // Our one proxy appends the address that reached it; a client that sent its own header chose the rest.
    expect(await forwarded('/trusting', '127.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await forwarded('/trusting', '198.51.100.1, 198.51.100.2,203.0.113.9')).toBe('203.0.113.9');
    // Two of ours (an edge, then a balancer): the balancer appends the edge's address, so the client is the one before it.
    expect(await forwarded('/two-proxies', '10.9.9.9, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // A client that reached the inner proxy directly leaves one entry: it is taken.
    expect(await forwarded('/two-proxies', '203.0.113.9')).toBe('203.0.113.9');
    // No entries at all: the socket's address.
    expect(await forwarded('/trusting', ' , ')).toMatch(/127\.0\.0\.1$/);
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
