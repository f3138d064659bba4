import { describe, expect, test } from 'bun:test';
import type { ClientResponse } from 'hono/client';
import { ApiError, isNetworkError, unwrap } from './http.ts';
import { isOffline, OFFLINE_MESSAGE } from './network.ts';
import { OFFLINE_COPY_HEADER } from './sw-strategy.ts';

type Answer = ClientResponse<{ ok: true }, 200, 'json'>;
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }) as unknown as Answer);

describe('network failures are not refusals', () => {
  test('a call that never reached the server: status 0, the offline message, and the town is offline until the server answers', async () => {
    const failed = await unwrap(Promise.reject(new TypeError('Failed to fetch')) as Promise<Answer>).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(isNetworkError(failed)).toBe(true);
    expect((failed as ApiError).message).toBe(OFFLINE_MESSAGE);
    expect(isOffline()).toBe(true);
    expect(await unwrap(answer(200, { ok: true }))).toEqual({ ok: true });
    expect(isOffline()).toBe(false);
  });

  test("an answer from the worker's copies reads as offline; a 404 is a 404", async () => {
    expect(await unwrap(answer(200, { ok: true }, { [OFFLINE_COPY_HEADER]: '1' }))).toEqual({ ok: true });
    expect(isOffline()).toBe(true);
    const missing = await unwrap(answer(404, { error: 'User not found' })).catch((e: unknown) => e);
    expect(isNetworkError(missing)).toBe(false);
    expect((missing as ApiError).status).toBe(404);
    expect(isOffline()).toBe(false);
  });
});
