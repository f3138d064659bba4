/**
 * Every answer a test gets from an app is checked against the app's OpenAPI document (the one
 * /api/openapi.json serves): its status must be listed for the route, and a JSON body must match that
 * status's schema, by a real JSON Schema validator (Ajv, draft 2020-12, the dialect OpenAPI 3.1 uses).
 * A mismatch throws, naming the route, the status and the schema's complaint, so the test fails there.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import type { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiDocument, type ApiDocument } from '../src/openapi/document.ts';

type Media = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Media }> };

/** The document's path template a request path falls under: the one with the most fixed segments wins. */
export function templateOf(doc: ApiDocument, path: string): string | undefined {
  const parts = path.split('/');
  let best: { template: string; fixed: number } | undefined;
  for (const template of Object.keys(doc.paths)) {
    const slots = template.split('/');
    if (slots.length !== parts.length) continue;
    let fixed = 0;
    const fits = slots.every((slot, i) => {
      if (/^\{[^}]+\}$/.test(slot)) return parts[i] !== '';
      fixed += 1;
      return slot === decodeURIComponent(parts[i]!);
    });
    if (fits && (!best || fixed > best.fixed)) best = { template, fixed };
  }
  return best?.template;
}

// One validator per distinct document: tests build many apps, nearly all with the same routes.
const validators = new Map<string, Ajv2020>();
function validatorFor(doc: ApiDocument): Ajv2020 {
  const key = JSON.stringify(doc);
  let ajv = validators.get(key);
  if (!ajv) {
    // strict: false lets OpenAPI's own words (description, example) sit beside the schema keywords.
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(doc as object, 'openapi.json');
    validators.set(key, ajv);
  }
  return ajv;
}

const pointer = (...keys: string[]) => keys.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const explain = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`).join('; ');

export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  /** The body as text; null when there is none. */
  body: string | null;
}

/** What is wrong with an answer by the document, or null when it is as documented (or not the document's concern). */
export function answerProblem(doc: ApiDocument, answer: Answer): string | null {
  const { method, path, status } = answer;
  if (method === 'HEAD' || method === 'OPTIONS') return null;
  const template = templateOf(doc, path);
  const route = `${method} ${template ?? path}`;
  // Unknown paths and methods get the app's 404 (or 405), and an oversized body its 413 ahead of any
  // routing; outside /api the SPA and static files answer.
  const operation = template ? (doc.paths[template] as Record<string, Operation | undefined>)[method.toLowerCase()] : undefined;
  if (!operation) {
    if (status === 404 || status === 405 || status === 413 || !path.startsWith('/api/')) return null;
    return `${route} answered ${status}, but the OpenAPI document has no such route`;
  }
  const documented = operation.responses?.[String(status)];
  if (!documented) return `${route} answered ${status}, which the OpenAPI document does not list for it (it lists ${Object.keys(operation.responses ?? {}).join(', ')}): ${answer.body?.slice(0, 300)}`;
  const media = answer.contentType ? answer.contentType.split(';')[0]!.trim() : null;
  const listed = Object.keys(documented.content ?? {});
  if (listed.length === 0) return answer.body ? `${route} answered ${status} with a ${media} body where the document lists none` : null;
  if (!media || !listed.includes(media)) return `${route} answered ${status} as ${media ?? 'no content type'}, the document says ${listed.join(' or ')}`;
  if (media !== 'application/json') return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body ?? '');
  } catch {
    return `${route} answered ${status} with a body that is not JSON: ${answer.body?.slice(0, 200)}`;
  }
  const check = validatorFor(doc).getSchema(`openapi.json#/${pointer('paths', template!, method.toLowerCase(), 'responses', String(status), 'content', media, 'schema')}`);
  if (!check) return `${route} ${status}: the document's schema could not be read`;
  if (check(body)) return null;
  return `${route} answered ${status} with a body the OpenAPI document's schema refuses: ${explain(check.errors)}. Body: ${JSON.stringify(body).slice(0, 400)}`;
}

const checked = new WeakSet<object>();

/**
 * Makes every request `app` serves (app.request, the typed test client, or app.fetch behind a real
 * socket) check its answer against `document` (by default the app's own). Returns the same app.
 */
/** The body as text, undoing the compression a caller that accepts it gets (http/json-answers.ts). */
function decoded(encoding: string | null, body: Uint8Array): string {
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return new TextDecoder().decode(plain);
}

type Fetch = (request: Request, ...rest: unknown[]) => Response | Promise<Response>;

export function checkResponses<A extends { fetch: (request: Request) => Response | Promise<Response> }>(app: A, document: () => Promise<ApiDocument> = () => apiDocument(app as unknown as Hono)): A {
  if (checked.has(app)) return app;
  checked.add(app);
  const fetch = app.fetch as Fetch;
  const checking: Fetch = async (request, ...rest) => {
    const res = await fetch(request, ...rest);
    // Upgraded sockets (101) and streams the test reads itself are not JSON answers to check.
    if (res.status === 101 || res.headers.get('content-type')?.startsWith('text/event-stream')) return res;
    const text = res.body ? decoded(res.headers.get('content-encoding'), new Uint8Array(await res.clone().arrayBuffer())) : null;
    const problem = answerProblem(await document(), {
      method: request.method,
      path: new URL(request.url).pathname,
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: text === '' ? null : text,
    });
    if (problem) throw new Error(`OpenAPI check: ${problem}`);
    return res;
  };
  // app.request and a Bun.serve handed app.fetch afterwards both call this property.
  (app as { fetch: Fetch }).fetch = checking;
  return app;
}
