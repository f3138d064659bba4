import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../testing.ts';

const { app, deps, close } = await createTestApp();
afterAll(close);

describe('GET /api/health', () => {
  test('reports status, database kind and migrations applied', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ status: 'ok', database: deps.database.kind, migrations: deps.database.migrations });
    expect(deps.database.migrations).toBeGreaterThanOrEqual(1);
    expect(deps.database.kind).toBe(deps.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('answers with a request id and security headers', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('keeps a caller-supplied request id so logs can be joined across services', async () => {
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(res.headers.get('x-request-id')).toBe('lb-1234-abcd');
  });
});
