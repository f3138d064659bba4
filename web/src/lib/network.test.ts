import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { ClientResponse } from 'hono/client';
import { ApiError, isNetworkError, unwrap } from './http.ts';
import { isOffline, networkChecked, OFFLINE_MESSAGE } from './network.ts';
import { OFFLINE_COPY_HEADER } from './sw-strategy.ts';

type Answer = ClientResponse<{ ok: true }, 200, 'json'>;
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }) as unknown as Answer);
const failedCall = () => unwrap(Promise.reject(new TypeError('Failed to fetch')) as Promise<Answer>).catch((e: unknown) => e);

// The page's own origin, as a browser resolves `/api/health`: a real server on loopback that answers
// the health route while `up`, and a closed port when not.
let up = true;
let healthAsked = 0;
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(req) {
    if (new URL(req.url).pathname !== '/api/health') return new Response('not found', { status: 404 });
    healthAsked++;
    return up ? Response.json({ ok: true }) : new Response('down', { status: 503 });
  },
});
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, server.url) : input, init)) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
  void server.stop(true);
});

describe('network failures are not refusals', () => {
  test('a call that never reached the server: status 0 and the offline message; the town is offline once the server fails too, until it answers', async () => {
    up = false;
    const failed = await failedCall();
    expect(failed).toBeInstanceOf(ApiError);
    expect(isNetworkError(failed)).toBe(true);
    expect((failed as ApiError).message).toBe(OFFLINE_MESSAGE);
    await networkChecked();
    expect(isOffline()).toBe(true);
    up = true;
    expect(await unwrap(answer(200, { ok: true }))).toEqual({ ok: true });
    expect(isOffline()).toBe(false);
  });

  test('one call refused on the way while the server answers: that call fails, the town stays online, and the server is asked once', async () => {
    up = true;
    healthAsked = 0;
    const failures = await Promise.all([failedCall(), failedCall(), failedCall()]);
    for (const failed of failures) expect(isNetworkError(failed)).toBe(true);
    await networkChecked();
    expect(healthAsked).toBe(1);
    expect(isOffline()).toBe(false);
  });

  test("an answer from the worker's copies reads as offline when the server cannot be reached; a 404 is a 404", async () => {
    up = false;
    expect(await unwrap(answer(200, { ok: true }, { [OFFLINE_COPY_HEADER]: '1' }))).toEqual({ ok: true });
    await networkChecked();
    expect(isOffline()).toBe(true);
    up = true;
    const missing = await unwrap(answer(404, { error: 'User not found' })).catch((e: unknown) => e);
    expect(isNetworkError(missing)).toBe(false);
    expect((missing as ApiError).status).toBe(404);
    expect(isOffline()).toBe(false);
  });

  test("while the browser says it is offline, an answer still on its way does not bring the town back; one after it does", async () => {
    const onLine = Object.getOwnPropertyDescriptor(navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await failedCall();
      expect(isOffline()).toBe(true);
      expect(await unwrap(answer(200, { ok: true }))).toEqual({ ok: true });
      expect(isOffline()).toBe(true);
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else delete (navigator as { onLine?: boolean }).onLine;
    }
    await unwrap(answer(200, { ok: true }));
    expect(isOffline()).toBe(false);
  });
});
