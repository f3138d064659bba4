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

describe('GET /api/docs', () => {
  test('is one page listing every route of the document, grouped by tag, with its stylesheet and script beside it', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { tags: string[] }>> };
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('text/html');
    const html = await res.text();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `id="op-${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}"`));
    expect(operations.length).toBeGreaterThan(50);
    for (const id of operations) expect(html).toContain(id);
    expect(html.match(/<details class="op"/g)?.length).toBe(operations.length);
    expect(html).toContain('<section class="tag" id="tag-Sign-in">');
    expect(html).toContain('<a class="tag-link" href="#tag-Operations">Operations</a>');
    // The same page each time: drawn once from the one document.
    expect(await (await t.app.request('/api/docs')).text()).toBe(html);
  });

  test('needs no inline style or script and nothing from another origin (the CSP allows neither)', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<style|\sstyle="|\son[a-z]+="/);
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/api/docs/docs.js" defer>']);
    expect([...html.matchAll(/(?:src|href)="(https?:)?\/\//g)]).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
  });

  test('text from the document is escaped', async () => {
    const html = await (await t.app.request('/api/docs')).text();
    // The nonce address pattern holds characters that mean something in HTML attributes and text.
    expect(html).toContain('/^0x[0-9a-fA-F]{40}$/');
    expect(html).toContain('&#39;');
    expect(html).not.toContain("caller's profile<");
  });

  test('its stylesheet and script are served with their types', async () => {
    const css = await t.app.request('/api/docs/docs.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('--sapphire: #2d5bd3');
    const js = await t.app.request('/api/docs/docs.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain("getElementById('filter')");
  });

  test('other methods and unknown files are 404 { error }', async () => {
    for (const [method, path] of [['POST', '/api/docs'], ['DELETE', '/api/docs'], ['GET', '/api/docs/other.css'], ['PUT', '/api/docs/docs.js']] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });
});

