import { afterAll, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WALLET_CHAINS } from '../../../domain/wallet-chains.ts';
import { parseEnv } from '../env.ts';
import { securityHeaderValues, shellStyleSources } from './security-headers.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-csp-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test("the shell's inline styles are allowed by their hashes, and nothing else inline", async () => {
  const fonts = "@font-face{font-family:'F';src:url(/assets/f.woff2)}";
  const first = '.splash{color:blue}.a>.b{margin:0}';
  writeFileSync(join(dist, 'index.html'), `<head><style>${fonts}</style><style>${first}</style></head><body><div id="root"></div></body>`);
  const csp = (await securityHeaderValues(env, shellStyleSources(dist)))['content-security-policy'] ?? '';
  expect(csp).toContain(`style-src 'self' ${sha(fonts)} ${sha(first)};`);
  expect(csp).not.toContain('unsafe-inline');
});

test('without a built shell, styles come from the origin only', async () => {
  expect(shellStyleSources(join(dist, 'missing'))).toEqual([]);
  expect(shellStyleSources(undefined)).toEqual([]);
  expect((await securityHeaderValues(env))['content-security-policy']).toContain("style-src 'self';");
});

test("connect-src names the wallet client's public nodes, never the server's own (perhaps private) ETH_RPC_URLS", async () => {
  const withNodes = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ETH_RPC_URLS: 'http://10.0.0.5:8545/,https://mainnet.example-provider.io/v3/secret-key',
    PUBLIC_RPC_URLS: 'https://public-node.example/rpc',
  });
  const csp = (await securityHeaderValues(withNodes))['content-security-policy'] ?? '';
  const connect = csp.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? [];
  expect(connect).toContain('https://public-node.example');
  // Each wallet chain's default node, which the wallet client falls back to.
  for (const chain of WALLET_CHAINS) expect(connect).toContain(new URL(chain.rpcUrls.default.http[0]!).origin);
  expect(csp).not.toContain('10.0.0.5');
  expect(csp).not.toContain('example-provider');
});

test('pictures may come from other sites (admin news, notices and products take http(s) addresses; Shopify serves from its CDN)', async () => {
  const directive = (csp: string, name: string) => csp.match(new RegExp(`${name} ([^;]*)`))?.[1]?.split(' ') ?? [];
  const local = (await securityHeaderValues(env))['content-security-policy'] ?? '';
  expect(directive(local, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
  // On https, http pictures are upgraded rather than allowed.
  const secure = (await securityHeaderValues(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://town.example' })))['content-security-policy'] ?? '';
  expect(directive(secure, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(secure).toContain('upgrade-insecure-requests');
  // Scripts stay the town's own.
  expect(directive(secure, 'script-src')[0]).toBe("'self'");
  expect(directive(secure, 'script-src')).toHaveLength(2);
});

test("Magic's sign-in frame is allowed only when Magic is configured", async () => {
  expect((await securityHeaderValues(env))['content-security-policy']).toContain("frame-src 'none'");
  const magic = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MAGIC_SECRET_KEY: 'sk_live_x', MAGIC_CLIENT_ID: 'client', MAGIC_PUBLISHABLE_KEY: 'pk_live_x' });
  const csp = (await securityHeaderValues(magic))['content-security-policy'] ?? '';
  expect(csp).toContain('frame-src https://auth.magic.link;');
  expect(csp).toContain("frame-ancestors 'none'");
});
