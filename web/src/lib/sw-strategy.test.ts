import { describe, expect, test } from 'bun:test';
import { COPIES_CACHE, keepsShell, staleCaches, strategyFor } from './sw-strategy.ts';

const origin = 'https://town.example';
const req = (path: string, mode = 'cors', method = 'GET') => ({ url: `${origin}${path}`, mode, method });

describe('service worker strategy', () => {
  test('navigations always try the network first', () => {
    expect(strategyFor(req('/', 'navigate'), origin)).toBe('network-first-shell');
    expect(strategyFor(req('/mossbeard/bag', 'navigate'), origin)).toBe('network-first-shell');
  });

  test('only hashed assets are served from the cache', () => {
    expect(strategyFor(req('/assets/index-abc123.js'), origin)).toBe('cache-first');
    expect(strategyFor(req('/index.html'), origin)).toBe('passthrough');
    expect(strategyFor(req('/service-worker.js'), origin)).toBe('passthrough');
  });

  test('API reads and pictures go to the network and keep a copy for offline use', () => {
    for (const path of ['/api/profile?address=0xabc', '/api/users/mossbeard/bag', '/api/journeys', '/api/news', '/api/config', '/render/explorer/1.png']) {
      expect(strategyFor(req(path), origin)).toBe('network-first-copy');
    }
  });

  test('operator, sign-in and development routes, other origins and writes are never intercepted', () => {
    for (const path of ['/api/health', '/api/dev/outbox', '/api/auth/providers', '/api/admin/players', '/api/openapi.json', '/api/profile/nonce', '/api/time', '/ens/vitalik.eth']) {
      expect(strategyFor(req(path), origin)).toBe('passthrough');
    }
    expect(strategyFor(req('/api/profile/kv', 'cors', 'POST'), origin)).toBe('passthrough');
    expect(strategyFor({ url: 'https://cdn.example/assets/x.js', mode: 'cors', method: 'GET' }, origin)).toBe('passthrough');
    expect(strategyFor(req('/assets/x.js', 'cors', 'POST'), origin)).toBe('passthrough');
  });

  test('caches of older builds are the ones to delete', () => {
    expect(staleCaches(['sapphire-town-old', 'sapphire-town-new', 'other-app', COPIES_CACHE], 'sapphire-town-new')).toEqual(['sapphire-town-old']);
  });

  test("only `/`'s HTML becomes the offline shell; a page's own (its first screen, its title) never does", () => {
    expect(keepsShell(`${origin}/`)).toBe(true);
    expect(keepsShell(`${origin}/?open=bag`)).toBe(true);
    for (const path of ['/board', '/journeys', '/mossbeard', '/mossbeard/bag', '/index.html']) expect(keepsShell(`${origin}${path}`)).toBe(false);
  });
});
