/**
 * The bench refuses a Lighthouse run whose page never asked for the app's script: with a build older
 * than the boot script the server allows, the bare HTML scored 99 slowed 16x where the app scores 70.
 */
import { describe, expect, test } from 'bun:test';
import { AppNeverStarted, appScriptOf, checkAppStarted } from './lighthouse-check.ts';

const requests = (...urls: string[]) => ({ audits: { 'network-requests': { details: { items: urls.map((url) => ({ url })) } } } });

describe("the app's script in a Lighthouse run", () => {
  test("is read from the shell's boot script", () => {
    expect(appScriptOf('<head><script data-preload="/assets/p-1.js" data-src="/assets/index-ab12.js" data-styles="/assets/late-1.css">boot</script>')).toBe('/assets/index-ab12.js');
    expect(() => appScriptOf('<head><script src="/assets/index-ab12.js"></script>')).toThrow('names no app script');
  });

  test('a run that asked for it passes, whatever the query or origin', () => {
    expect(() => checkAppStarted(requests('http://127.0.0.1:4000/board', 'http://127.0.0.1:4000/assets/index-ab12.js'), '/assets/index-ab12.js', '/board')).not.toThrow();
    expect(() => checkAppStarted(requests('http://127.0.0.1:4000/assets/index-ab12.js?v=2'), '/assets/index-ab12.js', '/board')).not.toThrow();
  });

  test('a run that never asked for it (the boot script blocked), or that lists no requests, is refused and says why', () => {
    const stale = () => checkAppStarted(requests('http://127.0.0.1:4000/board', 'http://127.0.0.1:4000/assets/index-old.js'), '/assets/index-ab12.js', '/board');
    expect(stale).toThrow(AppNeverStarted);
    expect(stale).toThrow("/board: the page never asked for the app's script (/assets/index-ab12.js)");
    expect(() => checkAppStarted({ audits: {} }, '/assets/index-ab12.js', '/board')).toThrow(AppNeverStarted);
  });
});
