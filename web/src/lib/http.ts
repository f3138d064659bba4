import type { ClientResponse } from 'hono/client';
import { MESSAGES, translateError } from '../../../domain/messages.ts';
import { OFFLINE_COPY_HEADER } from './sw-strategy.ts';
import { OFFLINE_MESSAGE, reportNetwork } from './network.ts';

/** A failed API call: the HTTP status and the user-facing message (already translated). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly raw: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The call never reached the server (offline, or the network dropped it): not a refusal, not a 404. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 ? T : never) : never;

/**
 * Awaits an `hc` call and returns its success body, typed by the server.
 * Failures become an ApiError carrying the server's `{ error }` in the spec's words; a call that never
 * reached the server is status 0 with OFFLINE_MESSAGE (isNetworkError).
 */
export async function unwrap<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    reportNetwork(false);
    throw new ApiError(0, OFFLINE_MESSAGE, 'network');
  }
  reportNetwork(!res.headers.get(OFFLINE_COPY_HEADER));
  if (res.ok) return (await res.json()) as SuccessBody<R>;
  let raw: string = MESSAGES.genericError;
  try {
    const body = (await res.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') raw = body.error;
    else if (typeof body.message === 'string') raw = body.message;
  } catch {
    // A proxy error page or an empty body: keep the generic message.
  }
  throw new ApiError(res.status, translateError(raw), raw);
}
