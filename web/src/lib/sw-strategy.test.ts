import { describe, expect, test } from 'bun:test';
import { staleCaches, strategyFor } from './sw-strategy.ts';

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

  test('API, renders, other origins and writes are never intercepted', () => {
    expect(strategyFor(req('/api/health'), origin)).toBe('passthrough');
    expect(strategyFor(req('/render/explorer/1.png'), origin)).toBe('passthrough');
    expect(strategyFor({ url: 'https://cdn.example/assets/x.js', mode: 'cors', method: 'GET' }, origin)).toBe('passthrough');
    expect(strategyFor(req('/assets/x.js', 'cors', 'POST'), origin)).toBe('passthrough');
  });

  test('caches of older builds are the ones to delete', () => {
    expect(staleCaches(['sapphire-town-old', 'sapphire-town-new', 'other-app'], 'sapphire-town-new')).toEqual(['sapphire-town-old']);
  });
});
