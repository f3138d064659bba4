import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The outcome of a service call that may be refused for an expected reason (not found, taken, not yours).
 * Expected refusals are values the route answers as `c.json({ error }, status)`; unexpected failures still
 * throw and reach the single onError. The status rides along so a service states the spec's code once.
 */
export type Result<T, S extends ContentfulStatusCode = ContentfulStatusCode> = Ok<T> | Fail<S>;

export type Ok<T> = { ok: true; value: T };
export type Fail<S extends ContentfulStatusCode = ContentfulStatusCode> = { ok: false; error: string; status: S };

/** A success carrying its value. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** An expected refusal: the spec's message and the HTTP status the route answers with. */
export const fail = <S extends ContentfulStatusCode>(status: S, error: string): Fail<S> => ({ ok: false, error, status });
