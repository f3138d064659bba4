import { testClient } from 'hono/testing';
import { checkResponses } from './openapi-check.ts';

/**
 * Hono's typed test client over an app (the whole app from createTestApp, or a sub-app), optionally signed in:
 * `client(app, token).api.profile.kv.$post({ json: [...] })`. Requests go through `app.request`, in process,
 * and every answer is checked against the OpenAPI document of `app` (openapi-check.ts).
 */
export function client<T extends Parameters<typeof testClient>[0]>(app: T, token?: string) {
  return testClient(checkResponses(app), undefined, undefined, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/** What every response of the typed client is: one ClientResponse per status a route can answer. */
export type AnyResponse = { status: number; json(): Promise<unknown> };
/** The body a typed response carries at status S. */
export type BodyAt<R extends AnyResponse, S extends number> = Awaited<ReturnType<Extract<R, { status: S }>['json']>>;

/** Checks a typed response's status and answers its body as the route declares it for that status. */
export async function bodyOf<R extends AnyResponse, const S extends number>(res: R, status: S & R['status']): Promise<BodyAt<R, S>> {
  const body = (await res.json()) as BodyAt<R, S>;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  return body;
}
