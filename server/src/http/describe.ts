/**
 * How a route documents itself in /api/openapi.json: `describe({ tag, summary, access, responses })` as the
 * first handler of its chain. Responses are zod schemas (checked against every API test's answers, see
 * server/test/openapi-check.ts) or, for a refusal, the `{ error }` body's description.
 */
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import type { $ZodType } from 'zod/v4/core';

/** The document's groups, in the order the reference shows them. */
export const TAGS = {
  'Sign-in': 'Sessions: Sign-In with Ethereum, e-mail codes, Magic, sign-out',
  Profile: "The caller's profile, its settings and the public profiles of others",
  Wearables: 'Avatars, outfits, chests, Sidekx and bags',
  Journeys: 'Journeys, their tasks and the cool score',
  Notifications: 'The inbox and rewards to claim',
  Leaderboard: "The Board's leaderboards",
  Content: 'News and terms',
  Shop: 'The store: products, checkout and orders',
  Admin: 'The admin API (Bearer ADMIN_TOKEN)',
  Render: 'Avatar images and share cards, for the town and for social sites',
  Operations: 'Health, configuration, metrics and this document',
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Who may call: `public` anyone; `session` a Bearer session (401 without one); `session-optional` anyone,
 * a session changes the answer; `admin` Bearer ADMIN_TOKEN; `metrics` loopback callers or Bearer METRICS_TOKEN;
 * `magic` a Magic DID token as the Bearer credential.
 */
export type Access = 'public' | 'session' | 'session-optional' | 'admin' | 'metrics' | 'magic';

const SECURITY: Record<Access, NonNullable<DescribeRouteOptions['security']>> = {
  public: [],
  session: [{ session: [] }],
  'session-optional': [{}, { session: [] }],
  admin: [{ admin: [] }],
  metrics: [{ metrics: [] }, {}],
  magic: [{ magic: [] }],
};

/** The refusals an access level brings with it, so no route lists them by hand. */
const ACCESS_REFUSALS: Record<Access, Record<number, string>> = {
  public: {},
  session: { 401: 'No session: the Authorization header is missing, or its session is unknown, revoked or expired' },
  'session-optional': { 401: 'A session was sent but is unknown, revoked or expired' },
  admin: { 401: 'Missing or wrong admin token', 404: 'The admin API is off (ADMIN_TOKEN is not set)' },
  metrics: { 401: 'Not from this machine and no valid metrics token' },
  magic: { 401: 'No DID token, or one that is invalid, expired, already used or for another address' },
};

/** A non-JSON answer (an image, text) or one without a body. */
export interface OtherAnswer {
  description: string;
  /** Media type(s) of the body; none for a body-less answer (304). */
  media?: string | string[];
}

/** A response: a zod schema for a JSON body, a string for an `{ error }` refusal, or a non-JSON answer. */
export type Answer = $ZodType | string | OtherAnswer | { description: string; schema: $ZodType };

export interface RouteDoc {
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  responses: Record<number, Answer>;
  /** Parameters a handler reads itself (no validator to draw them from). */
  parameters?: DescribeRouteOptions['parameters'];
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const isSchema = (a: unknown): a is $ZodType => typeof a === 'object' && a !== null && '_zod' in a;

/** A JSON body as its zod schema's output, so unknown fields are refused as the server never sends them. */
export const jsonBody = (schema: $ZodType) => ({ 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } });

function response(status: number, answer: Answer) {
  if (typeof answer === 'string') return { description: answer, content: { 'application/json': { schema: ERROR_REF } } };
  if (isSchema(answer)) return { description: status === 201 ? 'Created' : 'OK', content: jsonBody(answer) };
  if ('schema' in answer) return { description: answer.description, content: jsonBody(answer.schema) };
  if (!answer.media) return { description: answer.description };
  const media = typeof answer.media === 'string' ? [answer.media] : answer.media;
  return { description: answer.description, content: Object.fromEntries(media.map((m) => [m, { schema: { type: 'string' as const } }])) };
}

/** The error handler's answer when the database cannot be reached (http/errors.ts); a route's own 503 replaces it. */
const DATABASE_UNREACHABLE = 'The database could not be reached (logged with the request id and the reason); Retry-After says when to try again';

/** Documents the route it heads; it does nothing at request time. */
export function describe(doc: RouteDoc): MiddlewareHandler {
  const answers: Record<number, Answer> = { 503: DATABASE_UNREACHABLE, ...ACCESS_REFUSALS[doc.access], ...doc.responses };
  return describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: SECURITY[doc.access],
    ...(doc.parameters ? { parameters: doc.parameters } : {}),
    responses: Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, response(Number(status), answer)])),
  });
}
