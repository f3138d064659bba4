/** The response check itself: a route answering what its document does not say makes the request throw. */
import { describe as group, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../http/describe.ts';
import { validate } from '../http/validate.ts';
import { checkResponses, templateOf } from '../../test/openapi-check.ts';
import { createTestApp } from '../../test/app.ts';
import { client } from '../../test/client.ts';
import { apiDocument, buildDocument } from './document.ts';

const count = z.object({ name: z.string(), count: z.number().int() });

/** A probe app whose routes answer right or wrong on request, checked against its own document. */
function probe() {
  const app = new Hono()
    .get(
      '/api/things/:id',
      describe({ tag: 'Content', summary: 'A thing', access: 'public', responses: { 200: count, 404: 'No such thing' } }),
      validate('query', z.object({ wrong: z.enum(['type', 'field', 'status', 'media', 'none']).optional() })),
      (c) => {
        const wrong = c.req.valid('query').wrong;
        if (wrong === 'type') return c.json({ name: 'lamp', count: 'three' }, 200);
        if (wrong === 'field') return c.json({ name: 'lamp', count: 3, secret: 'x' }, 200);
        if (wrong === 'status') return c.json({ error: 'I am a teapot' }, 418);
        if (wrong === 'media') return c.text('three lamps', 200);
        if (c.req.param('id') === '0') return c.json({ error: 'No such thing' }, 404);
        return c.json({ name: 'lamp', count: 3 }, 200);
      },
    )
    .get('/api/undocumented', (c) => c.json({ ok: true }, 200));
  return checkResponses(app, () => buildDocument(app));
}

group('the OpenAPI response check', () => {
  test('answers as documented pass, refusals included', async () => {
    const app = probe();
    expect(await (await app.request('/api/things/7')).json()).toEqual({ name: 'lamp', count: 3 });
    expect((await app.request('/api/things/0')).status).toBe(404);
    expect((await app.request('/api/things/7?wrong=nope')).status).toBe(400);
    // Unknown routes and methods are the app's own 404, not the document's concern.
    expect((await app.request('/api/things/7', { method: 'POST' })).status).toBe(404);
  });

  test('a field of the wrong type throws, naming the route, the status and the schema error', async () => {
    const app = probe();
    const failure = await Promise.resolve(app.request('/api/things/7?wrong=type')).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain('GET /api/things/{id} answered 200');
    expect(String(failure)).toContain('/count must be integer');
  });

  test('a field the schema does not have throws', async () => {
    const failure = await Promise.resolve(probe().request('/api/things/7?wrong=field')).catch((e: Error) => e);
    expect(String(failure)).toContain('must NOT have additional properties (secret)');
  });

  test('an undocumented status, media type or route throws', async () => {
    const app = probe();
    expect(String(await Promise.resolve(app.request('/api/things/7?wrong=status')).catch((e: Error) => e))).toContain('answered 418, which the OpenAPI document does not list for it (it lists 200, 304, 400, 404, 500, 503)');
    expect(String(await Promise.resolve(app.request('/api/things/7?wrong=media')).catch((e: Error) => e))).toContain('answered 200 as text/plain, the document says application/json');
    expect(String(await Promise.resolve(app.request('/api/undocumented')).catch((e: Error) => e))).toContain('GET /api/undocumented answered 200, but the OpenAPI document has no such route');
  });

  test('a request path finds its template, fixed segments first', async () => {
    const app = new Hono()
      .get('/render/:type/:file', describe({ tag: 'Render', summary: 'x', access: 'public', responses: { 200: { description: 'png', media: 'image/png' } } }), (c) => c.body(null, 200))
      .get('/render/profile/:file', describe({ tag: 'Render', summary: 'y', access: 'public', responses: { 200: { description: 'png', media: 'image/png' } } }), (c) => c.body(null, 200));
    const doc = await buildDocument(app);
    expect(templateOf(doc, '/render/profile/wren.png')).toBe('/render/profile/{file}');
    expect(templateOf(doc, '/render/cat/12.png')).toBe('/render/{type}/{file}');
    expect(templateOf(doc, '/render/cat')).toBeUndefined();
  });

  test('the test app and the typed client check against the app\'s own document', async () => {
    const t = await createTestApp();
    try {
      expect((await client(t.app).api.health.$get()).status).toBe(200);
      // Make the served document say migrations is a string: the very next answer no longer fits it.
      const doc = await apiDocument(t.app);
      const health = doc.paths['/api/health'] as unknown as { get: { responses: { 200: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } } } };
      health.get.responses[200].content['application/json'].schema.properties.migrations = { type: 'string' };
      const viaClient = await Promise.resolve(client(t.app).api.health.$get()).catch((e: Error) => e);
      expect(String(viaClient)).toContain('GET /api/health answered 200 with a body the OpenAPI document\'s schema refuses: /migrations must be string');
      const viaRequest = await Promise.resolve(t.app.request('/api/health')).catch((e: Error) => e);
      expect(String(viaRequest)).toContain('/migrations must be string');
    } finally {
      await t.close();
    }
  });
});
