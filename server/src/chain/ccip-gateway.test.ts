import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { encodeAbiParameters, type Address, type Hex } from 'viem';
import { MESSAGES } from '../../../domain/messages.ts';
import { createTestApp } from '../../test/app.ts';
import { startChain, type TestChain } from '../../test/evm/chain.ts';
import { createEnsLookup } from '../delegation/ens-lookup.ts';
import { createGatewayRequest, GatewayRefusedError, gatewayRequests } from './ccip-gateway.ts';
import { createRankedClient, stopRanking } from './ranked-client.ts';

// A real chain (Ganache) with a universal resolver that sends every name off-chain to a gateway URL, as a
// name's owner can on mainnet; the gateways are real servers on loopback that count what reaches them.
const ANSWER: Address = '0x1234567890AbcdEF1234567890aBcdef12345678';
let chain: TestChain;
let gateway: ReturnType<typeof Bun.serve>;
let elsewhere: ReturnType<typeof Bun.serve>;
let asked: { method: string; path: string; body: string }[] = [];
let elsewhereHits = 0;

beforeAll(async () => {
  gateway = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url);
      asked.push({ method: req.method, path: url.pathname, body: await req.text() });
      if (url.pathname === '/moved') return Response.redirect(`http://127.0.0.1:${elsewhere.port}/`, 302);
      if (url.pathname === '/huge') return Response.json({ data: `0x${'00'.repeat(300_000)}` });
      return Response.json({ data: encodeAbiParameters([{ type: 'address' }], [ANSWER]) });
    },
  });
  elsewhere = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => {
      elsewhereHits++;
      return Response.json({ data: '0x' });
    },
  });
  chain = await startChain();
}, 30_000);
afterAll(async () => {
  stopRanking();
  gateway?.stop(true);
  elsewhere?.stop(true);
  await chain?.stop();
});
beforeEach(() => {
  asked = [];
  elsewhereHits = 0;
});

const LOOPBACK_ALLOWED = { allowHttp: true, allowAddress: () => true };
const gatewayUrl = (path: string) => `http://127.0.0.1:${gateway.port}${path}`;
async function lookupThrough(url: string, gateways?: typeof LOOPBACK_ALLOWED) {
  const resolver = await chain.deployOffchainResolver(url);
  return createEnsLookup(createRankedClient([chain.url], { universalResolver: resolver, gateways }))('anyone.eth');
}

describe('a name whose off-chain gateway is on this machine', () => {
  test('is answered "not found" and the gateway is never called', async () => {
    expect(await lookupThrough(gatewayUrl('/{sender}/{data}.json'))).toEqual({ status: 'not-found' });
    expect(asked).toEqual([]);
  });

  test('the same gateway, allowed (as a test allows loopback), gives the address: off-chain names still resolve', async () => {
    expect(await lookupThrough(gatewayUrl('/{sender}/{data}.json'), LOOPBACK_ALLOWED)).toEqual({ status: 'found', address: ANSWER });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method).toBe('GET');
    expect(asked[0]!.path).toMatch(/^\/0x[0-9a-f]{40}\/0x[0-9a-f]+\.json$/);
  });

  test("GET /ens/{name} answers the spec's not-found, with no request to the gateway", async () => {
    const resolver = await chain.deployOffchainResolver(gatewayUrl('/{sender}/{data}.json'));
    const METRICS_TOKEN = 'ccip-metrics-token-0123456789abcdef';
    const t = await createTestApp({}, { ETH_RPC_URLS: chain.url, ENS_UNIVERSAL_RESOLVER_ADDRESS: resolver, METRICS_TOKEN });
    try {
      const refusedBefore = gatewayRequests.refused;
      const res = await t.app.request('/ens/attacker.eth');
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 404, body: { address: null, message: MESSAGES.ensNotFound } });
      expect(asked).toEqual([]);
      const metrics = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics).toContain(`sapphire_offchain_gateway_requests_total{result="refused"} ${refusedBefore + 1}`);
    } finally {
      await t.close();
    }
  }, 15_000);
});

describe('the gateway request', () => {
  const request = createGatewayRequest();
  const allowed = createGatewayRequest(LOOPBACK_ALLOWED);
  const params = (url: string) => ({ data: '0xdeadbeef' as Hex, sender: ANSWER, urls: [url] });
  const refused = (call: Promise<unknown>) => call.then(() => 'answered', (err) => (err instanceof GatewayRefusedError ? 'refused' : `failed: ${err}`));

  test('refuses http, credentials, and hosts that are or resolve to addresses that are not public, before connecting', async () => {
    const urls = [
      gatewayUrl('/x'),
      `https://127.0.0.1:${gateway.port}/x`,
      `https://localhost:${gateway.port}/x`,
      `https://[::1]:${gateway.port}/x`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/x',
      'https://user:secret@93.184.216.34/x',
      'file:///etc/passwd',
      'not a url',
    ];
    expect(await Promise.all(urls.map((url) => refused(request(params(url)))))).toEqual(urls.map(() => 'refused'));
    expect(asked).toEqual([]);
  });

  test('does not follow a redirect, even from an allowed gateway', async () => {
    expect(await refused(allowed(params(gatewayUrl('/moved'))))).toBe('refused');
    expect(asked).toHaveLength(1);
    expect(elsewhereHits).toBe(0);
  });

  test('refuses an answer over 256 KB', async () => {
    expect(await refused(allowed(params(gatewayUrl('/huge'))))).toBe('refused');
  });

  test('POSTs {data, sender} to a URL without {data}, and tries the URLs in turn', async () => {
    const answer = await allowed({ ...params(''), urls: ['file:///refused', gatewayUrl('/post')] });
    expect(answer).toBe(encodeAbiParameters([{ type: 'address' }], [ANSWER]));
    expect(asked).toEqual([{ method: 'POST', path: '/post', body: JSON.stringify({ data: '0xdeadbeef', sender: ANSWER }) }]);
  });
});
