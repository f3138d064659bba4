import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';

const t = await createTestApp();
afterAll(t.close);

describe('GET /api/openapi.json', () => {
  test('is the OpenAPI 3.1 document, public and cacheable, built once', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = (await res.json()) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Sapphire Town API');
    expect(doc.paths['/api/openapi.json']?.get?.tags).toEqual(['Operations']);
    // The same document object each time: built once, not per request.
    expect(await (await t.app.request('/api/openapi.json')).text()).toBe(JSON.stringify(doc));
  });

  test('other methods are 404 { error }, as for any unknown route', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await t.app.request('/api/openapi.json', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });
});
