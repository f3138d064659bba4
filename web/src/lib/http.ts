import type { ClientResponse } from 'hono/client';
import { MESSAGES, translateError } from '../../../domain/messages.ts';

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

type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 ? T : never) : never;

/**
 * Awaits an `hc` call and returns its success body, typed by the server.
 * Failures become an ApiError carrying the server's `{ error }` in the spec's words.
 */
export async function unwrap<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, MESSAGES.genericError, 'network');
  }
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
