import { afterAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createTestApp } from '../../test/app.ts';
import { jsonInit } from '../../test/sign-in.ts';
import type { AppEnv } from '../context.ts';
import { createLogger } from '../log.ts';
import { errorHandler } from './errors.ts';
import { requestId } from './request-id.ts';

const lines: Record<string, unknown>[] = [];
const log = createLogger('info', (l) => void lines.push(JSON.parse(l)));
const { app, deps, close } = await createTestApp({ log });
afterAll(close);

describe('request ids', () => {
  test('a domain log line written while serving a request carries its id, which the client gets back', async () => {
    lines.length = 0;
    const res = await app.request('/api/profile/check', jsonInit('POST', { email: 'traced@example.com', type: 'magic' }, undefined, { 'x-request-id': 'trace-me.1_A' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-me.1_A');
    // The mailer is handed no id: it comes from the request's async context.
    const mail = lines.find((l) => String(l.msg).startsWith('mail not sent'));
    expect(mail).toMatchObject({ requestId: 'trace-me.1_A', to: 'traced@example.com' });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ requestId: 'trace-me.1_A', status: 200 });
  });

  test('an insane incoming id is replaced by a fresh one', async () => {
    for (const bad of ['has spaces', 'x'.repeat(129), 'path/../x', 'semi;colon', 'quote"d', '']) {
      const res = await app.request('/api/health', { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'a'.repeat(128);
    expect((await app.request('/api/health', { headers: { 'x-request-id': longest } })).headers.get('x-request-id')).toBe(longest);
  });

  test('lines outside a request carry no id, and concurrent requests keep their own', async () => {
    lines.length = 0;
    // The first request is still in flight while the second is served whole: it waits for the second's
    // line (a gate, not a race of timers, which a loaded machine once ran the other way round).
    const { promise: secondLogged, resolve: letFirstGo } = Promise.withResolvers<void>();
    const probe = new Hono<AppEnv>().use(requestId()).get('/work/:n', async (c) => {
      if (c.req.param('n') === '20') await secondLogged;
      else await Bun.sleep(1);
      log.info('service work', { n: c.req.param('n') });
      if (c.req.param('n') === '1') letFirstGo();
      return c.text('ok');
    });
    await Promise.all([probe.request('/work/20', { headers: { 'x-request-id': 'first' } }), probe.request('/work/1', { headers: { 'x-request-id': 'second' } })]);
    log.info('outside');
    expect(lines.map((l) => [l.n, l.requestId])).toEqual([
      ['1', 'second'],
      ['20', 'first'],
      [undefined, undefined],
    ]);
  });

  test('an unexpected error is logged with its cause chain, bounded', async () => {
    lines.length = 0;
    const loop = new Error('loops');
    loop.cause = loop;
    const probe = new Hono<AppEnv>()
      .use(requestId())
      .get('/boom', () => {
        throw new Error('save failed', { cause: new Error('connection reset', { cause: { code: 'ECONNRESET' } }) });
      })
      .get('/loop', () => {
        throw loop;
      });
    probe.onError(errorHandler(log));
    expect((await probe.request('/boom', { headers: { 'x-request-id': 'boom-1' } })).status).toBe(500);
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'boom-1',
      err: { message: 'save failed', cause: { name: 'Error', message: 'connection reset', cause: { code: 'ECONNRESET' } } },
    });
    expect(String((lines[0]!.err as { cause: { stack: string } }).cause.stack)).toContain('connection reset');
    expect((await probe.request('/loop')).status).toBe(500);
    expect(JSON.stringify(lines[1])).toContain('(cause chain cut)');
  });

  test("a failed statement's values stay out of the log; its SQL and the database's own error stay in", async () => {
    lines.length = 0;
    const err = await deps.database.db.execute(sql`select ${'erin.private@example.org'}::text as email, 1 / 0 as n`).catch((e: unknown) => e);
    log.error('unhandled error', { err });
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain('erin.private');
    const logged = (lines[0] as { err: { message: string; stack: string; cause: { message: string } } }).err;
    expect(logged.message).toBe('Failed query: select $1::text as email, 1 / 0 as n\nparams: (1 not logged)');
    expect(logged.stack).toContain('params: (1 not logged)');
    expect(logged.cause.message).toBe('division by zero');
  });
});
