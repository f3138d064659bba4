import { afterAll, describe, expect, test } from 'bun:test';
import { parseSiweMessage } from 'viem/siwe';
import { createTestApp } from '../../test/app.ts';
import type { PrivateKeyAccount } from 'viem/accounts';
import { jsonInit, newAccount } from '../../test/sign-in.ts';

// Issue 17: opening the town at 127.0.0.1 while PUBLIC_URL says localhost made a wallet sign a message
// naming another domain. In development the page moves to PUBLIC_URL's origin, or, with none
// configured, the message names the page's own loopback origin.
const configured = await createTestApp({}, { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:4999' });
const defaulted = await createTestApp({}, { NODE_ENV: 'development', PORT: '4998' });
afterAll(async () => {
  await configured.close();
  await defaulted.close();
});

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The nonce call as a page at `origin` makes it. */
async function getNonce(app: App, address: string, origin: string): Promise<{ message: string }> {
  const res = await app.request(`${origin}/api/profile/nonce?address=${address}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** The whole wallet sign-in from a page at `origin`. */
async function walletSignIn(app: App, account: PrivateKeyAccount, origin: string): Promise<{ token: string }> {
  const { message } = await getNonce(app, account.address, origin);
  const signature = await account.signMessage({ message });
  const res = await app.request(`${origin}/api/profile/verify`, jsonInit('POST', { address: account.address, signature }));
  expect(res.status).toBe(200);
  return res.json();
}

const page = { headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' } };

describe('development: a page on another host than PUBLIC_URL', () => {
  test('is redirected to the same path and query at PUBLIC_URL', async () => {
    for (const path of ['/', '/journeys', '/mossbeard/bag?tab=2']) {
      const res = await configured.app.request(`http://127.0.0.1:4999${path}`, page);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`http://localhost:4999${path}`);
    }
  });

  test('is served as it is on PUBLIC_URL itself; API calls and non-page requests are never moved', async () => {
    expect((await configured.app.request('http://localhost:4999/api/health', page)).status).not.toBe(302);
    expect((await configured.app.request('http://127.0.0.1:4999/api/health', page)).status).not.toBe(302);
    expect((await configured.app.request('http://127.0.0.1:4999/favicon.svg', { headers: { accept: 'image/*' } })).status).not.toBe(302);
    expect((await configured.app.request('http://localhost:4999/', page)).status).not.toBe(302);
  });

  test('the sign-in message names PUBLIC_URL', async () => {
    const { message } = await getNonce(configured.app, newAccount().address, 'http://127.0.0.1:4999');
    expect(parseSiweMessage(message)).toMatchObject({ domain: 'localhost:4999', uri: 'http://localhost:4999' });
  });
});

describe('development with no PUBLIC_URL configured', () => {
  test("the message names the page's own loopback origin, never the default localhost:PORT, and signs in there", async () => {
    for (const origin of ['http://127.0.0.1:4998', 'http://localhost:4998']) {
      const { message } = await getNonce(defaulted.app, newAccount().address, origin);
      const url = new URL(origin);
      expect(parseSiweMessage(message)).toMatchObject({ domain: url.host, uri: url.origin });
    }
    const signedIn = await walletSignIn(defaulted.app, newAccount(), 'http://127.0.0.1:4998');
    expect(typeof signedIn.token).toBe('string');
    // Pages are not moved: there is no configured origin to move them to.
    expect((await defaulted.app.request('http://127.0.0.1:4998/', page)).status).not.toBe(302);
  });

  test('a host that is not loopback is named by PUBLIC_URL, never by the request', async () => {
    const { message } = await getNonce(defaulted.app, newAccount().address, 'http://evil.example');
    expect(parseSiweMessage(message)).toMatchObject({ domain: 'localhost:4998' });
  });
});
