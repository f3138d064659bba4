/**
 * The document covers the app: every route the real app serves (API, images, metrics, socket) is in
 * /api/openapi.json with its summary, tag, security and responses, and the document names nothing the app lacks.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../test/app.ts';
import { createApp } from '../app.ts';
import { createRealtime } from '../realtime/realtime.ts';
import { TAGS } from '../http/describe.ts';
import { apiDocument, type ApiDocument } from './document.ts';

// Routes that are not operations of the API, on purpose. Everything else must be documented.
const NOT_DOCUMENTED = new Set([
  'GET /*', // the SPA: index.html for every page path
  'HEAD /*', // the same, for HEAD
  'GET /assets/traits/*', // layer images: static files drawn from render/art for the web's canvas
]);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };

const t = await createTestApp({}, { ADMIN_TOKEN: 'openapi-test-admin-token-0123456789' });
// With the real-time core, as a listening server has it, so GET /ws is there too.
const app = createApp({ ...t.deps, realtime: createRealtime({ database: t.deps.database, log: t.deps.log }) });
const doc: ApiDocument = await apiDocument(app);
afterAll(t.close);

/** `METHOD /path/{param}` for every endpoint of the app. Middleware (`use`) and the /api/* catch-all register as ALL. */
function appRoutes(): string[] {
  const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(routes)].filter((r) => !NOT_DOCUMENTED.has(r)).sort();
}

function documentRoutes(): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) => METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = (item as Record<string, Operation | undefined>)[m];
      return op ? [{ route: `${m.toUpperCase()} ${path}`, op }] : [];
    }),
  );

describe('the OpenAPI document covers the app', () => {
  test('every route of the app is in the document, and the document has no route the app lacks', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain('GET /api/openapi.json');
    expect(routes).toContain('GET /render/{type}/{file}');
    expect(routes).toContain('GET /metrics');
    expect(documentRoutes()).toEqual(routes);
  });

  test('only middleware and the not-found catch-all are ALL routes (an endpoint registered with all() would hide)', () => {
    const all = app.routes.filter((r) => r.method === 'ALL' && !r.path.endsWith('*'));
    expect(all.map((r) => r.path)).toEqual([]);
  });

  test('the excluded routes still exist (a stale exclusion would hide a real route)', () => {
    const present = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    expect([...NOT_DOCUMENTED].filter((r) => !present.has(r))).toEqual([]);
  });

  test('every operation has a summary, one known tag, its security and its responses, { error } refusals included', () => {
    const problems: string[] = [];
    for (const { route, op } of operations()) {
      if (!op.summary) problems.push(`${route}: no summary`);
      if (op.tags?.length !== 1 || !(op.tags[0]! in TAGS)) problems.push(`${route}: tags ${JSON.stringify(op.tags)}`);
      if (!Array.isArray(op.security)) problems.push(`${route}: no security`);
      const statuses = Object.keys(op.responses ?? {});
      if (!statuses.some((s) => /^[123]/.test(s))) problems.push(`${route}: no success response`);
      if (!statuses.includes('500')) problems.push(`${route}: no 500`);
    }
    expect(problems).toEqual([]);
  });

  test('session routes are marked as such and list the 401', () => {
    const kv = (doc.paths['/api/profile/kv'] as Record<string, Operation>).post!;
    expect(kv.security).toEqual([{ session: [] }]);
    expect(Object.keys(kv.responses!)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '413', '500']));
    const admin = (doc.paths['/api/admin/news'] as Record<string, Operation>).post!;
    expect(admin.security).toEqual([{ admin: [] }]);
    expect((doc.paths['/api/news'] as Record<string, Operation>).get!.security).toEqual([]);
  });

  test('request bodies and parameters come from the validating zod schemas', () => {
    const verify = (doc.paths['/api/profile/verify'] as Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>).post!;
    expect(verify.requestBody?.content['application/json']?.schema.required).toEqual(['address', 'signature']);
    const open = (doc.paths['/api/profile/chests/{id}/open'] as Record<string, { parameters?: Array<{ in: string; name: string; schema: { pattern?: string } }> }>).post!;
    expect(open.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', schema: expect.objectContaining({ pattern: '^\\d{1,9}$' }) }));
  });

  test('the document holds no secret of the configuration', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('openapi-test-admin-token');
    expect(text).not.toContain(t.deps.secret);
  });
});
