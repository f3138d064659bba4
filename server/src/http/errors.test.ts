import { afterAll, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { errorHandler, notFound } from './errors.ts';
import { validate } from './validate.ts';
import { createLogger } from '../log.ts';
import { createTestApp } from '../../test/app.ts';
import type { AppEnv } from '../context.ts';

const { app, close } = await createTestApp();
afterAll(close);

describe('errors answer { error }', () => {
  test('unknown API paths are 404 JSON, not the SPA shell', async () => {
    const res = await app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  test('oversized bodies are refused with 413', async () => {
    const res = await app.request('/api/health', { method: 'POST', body: 'x'.repeat(300 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large' });
  });

  test('an unexpected throw is logged with the request id and hidden from the client', async () => {
    const lines: string[] = [];
    const log = createLogger('error', (l) => void lines.push(l));
    const probe = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('requestId', 'req-42');
        await next();
      })
      .get('/boom', () => {
        throw new Error('database password is hunter2');
      });
    probe.onError(errorHandler(log));
    const res = await probe.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: 'An error occurred, please refresh and try again' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', requestId: 'req-42', path: '/boom' });
  });

  test('validation failures and malformed JSON are 400 with a plain message', async () => {
    const probe = new Hono<AppEnv>().post('/x', validate('json', z.object({ email: z.string() })), (c) => c.json({ ok: true }));
    probe.onError(errorHandler(createLogger('silent')));
    probe.notFound(notFound);
    const bad = await probe.request('/x', { method: 'POST', body: JSON.stringify({ email: 5 }), headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('email');
    const broken = await probe.request('/x', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(typeof (await broken.json()).error).toBe('string');
  });
});
