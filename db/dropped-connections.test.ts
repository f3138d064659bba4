import { describe, expect, test } from 'bun:test';
import { connectionFailure, driverReason, isRead } from './dropped-connections.ts';

describe('which statements may go again after a dropped connection', () => {
  test('a plain SELECT is a read; writes, CTEs and locking reads are not', () => {
    expect(isRead('select "id" from "profiles" where "profiles"."slug" = $1')).toBe(true);
    expect(isRead('  (select 1) union (select 2)')).toBe(true);
    expect(isRead('SELECT 1')).toBe(true);
    for (const statement of [
      'insert into "kv_entries" ("key") values ($1)',
      'update "sessions" set "revoked_at" = $1',
      'delete from "nonces"',
      'with gone as (delete from realtime_events returning 1) select count(*) from gone',
      'select * from "shop_variants" where "id" = $1 for update',
      'select * from "shop_variants" for no key update',
      'select * from "t" for share',
      'selected_things',
    ]) {
      expect(isRead(statement)).toBe(false);
    }
  });

  test("the driver's reason is PostgreSQL's SQLSTATE when it sent one, else the client's code, through drizzle's wrapping", () => {
    const server = Object.assign(new Error('terminating connection due to administrator command'), { code: 'ERR_POSTGRES_SERVER_ERROR', errno: '57P01' });
    expect(driverReason(new Error('Failed query: select 1', { cause: server }))).toBe('57P01');
    const closed = Object.assign(new Error('Connection closed'), { code: 'ERR_POSTGRES_CONNECTION_CLOSED' });
    expect(driverReason(new Error('Failed query', { cause: closed }))).toBe('ERR_POSTGRES_CONNECTION_CLOSED');
    expect(driverReason(new Error('no driver here'))).toBeNull();
    expect(driverReason('not an error')).toBeNull();
  });

  test('a connection failure is told from any other failure by its reason', () => {
    const wrapped = (fields: Record<string, string>) => new Error('Failed query: select 1', { cause: Object.assign(new Error('driver'), fields) });
    expect(connectionFailure(wrapped({ code: 'ERR_POSTGRES_CONNECTION_REFUSED' }))).toBe('ERR_POSTGRES_CONNECTION_REFUSED');
    expect(connectionFailure(wrapped({ code: 'ERR_POSTGRES_CONNECTION_CLOSED' }))).toBe('ERR_POSTGRES_CONNECTION_CLOSED');
    expect(connectionFailure(wrapped({ code: 'ERR_POSTGRES_SERVER_ERROR', errno: '57P01' }))).toBe('57P01');
    expect(connectionFailure(wrapped({ code: 'ERR_POSTGRES_SERVER_ERROR', errno: '08006' }))).toBe('08006');
    // A statement the database refused is the request's own fault, not the connection's.
    expect(connectionFailure(wrapped({ code: 'ERR_POSTGRES_SERVER_ERROR', errno: '23505' }))).toBeNull();
    expect(connectionFailure(wrapped({ code: '22021' }))).toBeNull();
    expect(connectionFailure(new Error('no driver here'))).toBeNull();
  });
});
