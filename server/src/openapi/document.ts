/**
 * The OpenAPI 3.1 document of an app, drawn by hono-openapi from the routes themselves: each route's
 * `describe()` (http/describe.ts) and the zod schemas its validators check requests with. Built once per
 * app and kept; it holds nothing secret (no settings, no tokens), so it is served to anyone.
 */
import type { Env, Hono, Schema } from 'hono';
import { generateSpecs, type GenerateSpecOptions } from 'hono-openapi';
import { z } from 'zod';
import { TAGS } from '../http/describe.ts';

export type ApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

/** Every refusal's body (STYLE rule 4): the spec's wording where it has one. */
export const errorBody = z.object({ error: z.string().meta({ description: 'What went wrong, in plain words' }) });

/** The Error component: errorBody as JSON Schema, without its `$schema` (the document's dialect applies). */
function errorSchema() {
  const { $schema: _, ...schema } = z.toJSONSchema(errorBody, { io: 'output' });
  return schema as NonNullable<NonNullable<GenerateSpecOptions['documentation']['components']>['schemas']>[string];
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const invalid = 'Invalid request: the first problem found, in plain words';
// What every route may answer besides its own responses: text the database cannot store refused anywhere
// in the request (http/storable.ts), the one error handler's 500 and, for a body, the size cap. (Its 503
// while the database cannot be reached is added by describe(), where a route's own 503 takes its place.)
const unexpected = {
  400: errorAnswer(`${invalid}. Any route refuses text the database cannot store (a NUL character, a lone surrogate) in its path, query or body`),
  500: errorAnswer('Unexpected failure (logged with the request id); the body never says more'),
};
const withBody = { ...unexpected, 413: errorAnswer('Request body over 256 KB') };
// A GET answer carries an ETag (JSON: weak, from its bytes; http/json-answers.ts): asked again with it in
// If-None-Match, the same answer is 304 with no body.
const readable = { ...unexpected, 304: { description: 'Not modified: the answer is the one whose ETag the request named in If-None-Match' } };

const documentation: GenerateSpecOptions['documentation'] = {
  info: {
    title: 'Sapphire Town API',
    version: '1',
    description:
      'The HTTP API of a Sapphire Town server: what the web app calls, plus the avatar images social sites fetch and the operator endpoints. ' +
      'Errors are JSON `{ "error": "..." }` with a 4xx or 5xx status. Sessions are bearer tokens from the sign-in routes; real-time pushes go over `GET /ws`, a WebSocket whose JSON frames are described in the source (domain/realtime.ts).',
  },
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    schemas: { Error: errorSchema() },
    securitySchemes: {
      session: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/profile/verify, POST /api/login or POST /api/profile/magic-token' },
      admin: { type: 'http', scheme: 'bearer', description: "The server's ADMIN_TOKEN" },
      metrics: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN; callers on the server's own machine need none" },
      magic: { type: 'http', scheme: 'bearer', description: 'A Magic DID token (when the server has Magic keys); each signs in once' },
    },
  },
};

/** Builds the document of `app` (every route that describes itself). */
export async function buildDocument<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>): Promise<ApiDocument> {
  const doc = await generateSpecs(app, {
    documentation,
    // /api/openapi.json is a path like any other, not a static file.
    excludeStaticFile: false,
    defaultOptions: { GET: { responses: readable }, DELETE: { responses: unexpected }, POST: { responses: withBody }, PUT: { responses: withBody }, PATCH: { responses: withBody } },
    defaultValidationErrorResponse: errorAnswer(invalid),
  });
  return doc;
}

const built = new WeakMap<object, Promise<ApiDocument>>();

/** The document of `app`, built on first use and kept for the app's life. */
export function apiDocument<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>): Promise<ApiDocument> {
  let doc = built.get(app);
  if (!doc) {
    doc = buildDocument(app);
    built.set(app, doc);
  }
  return doc;
}
