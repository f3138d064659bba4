import { createHash } from 'node:crypto';
import { afterAll, describe, expect, test } from 'bun:test';
import { bootScriptTag } from '../../../../domain/boot-script.ts';
import { createTestApp } from '../../../test/app.ts';

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
    // Scripts from the app's own origin, and one inline script: the shell's boot script, by its hash.
    const boot = /<script data-src="[^"]+">(.*)<\/script>/.exec(bootScriptTag('/assets/main-1.js'))?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(boot).digest('base64')}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // The town's sounds are blob URLs (and howler's unlock clip a data: URL).
    expect(csp).toContain("media-src 'self' blob: data:");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('keeps a caller-supplied request id so logs can be joined across services', async () => {
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(res.headers.get('x-request-id')).toBe('lb-1234-abcd');
  });
});

describe('the fast path used by Bun.serve', () => {
  test('answers exactly what the API route answers', async () => {
    const { createHealth, healthResponse } = await import('./health.ts');
    const health = createHealth(deps.database);
    await health.prime();
    const fast = healthResponse(health);
    const routed = await app.request('/api/health');
    expect(fast.status).toBe(routed.status);
    expect(await fast.json()).toEqual(await routed.json());
    expect(fast.headers.get('content-type')).toBe('application/json');
    expect(fast.headers.get('cache-control')).toBe('no-store');
  });
});

describe('when the database goes away', () => {
  test('the background probe reports degraded and the answer becomes 503', async () => {
    const { createHealth, healthResponse } = await import('./health.ts');
    const { openTestDatabase } = await import('../../../../db/test/test-database.ts');
    const doomed = await openTestDatabase(deps.env.DATABASE_URL);
    const health = createHealth(doomed);
    await health.prime();
    expect(healthResponse(health).status).toBe(200);
    const changed = new Promise<string>((resolve) => {
      const stop = health.watch((body) => {
        stop();
        resolve(body.status);
      });
    });
    await doomed.close();
    expect(await changed).toBe('degraded');
    const res = healthResponse(health);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded' });
  }, 30_000);
});
