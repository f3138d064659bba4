/**
 * The layout's import rules (docs/decisions/0011-layout.md; STYLE.md rule 13), checked on every relative
 * import in the tree: a lower room never imports a higher one, production never imports test helpers,
 * and the server's modules form no cycle.
 */
import { describe, expect, test } from 'bun:test';
import { allEdges, type Edge } from './imports.ts';

const edges = allEdges();

// Tests, their helpers, and the tools that only serve them (benchmarks, the test databases' script).
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)(test|e2e)\//.test(path) || /^(bench\/|scripts\/ci-db\.ts$)/.test(path);
const production = edges.filter((e) => !isTest(e.from));
const show = (list: Edge[]) => list.map((e) => `${e.from} -> ${e.to}`);

describe('imports point one way', () => {
  test('domain/ imports only domain/', () => {
    expect(show(edges.filter((e) => e.from.startsWith('domain/') && !e.to.startsWith('domain/')))).toEqual([]);
  });

  test('db/ and render/ never import the server or the web', () => {
    const up = edges.filter((e) => /^(db|render)\//.test(e.from) && /^(server|web)\//.test(e.to));
    expect(show(up)).toEqual([]);
  });

  test('production code never imports test helpers', () => {
    expect(show(production.filter((e) => isTest(e.to)))).toEqual([]);
  });

  test('under server/src only the composition (app, server) and routes import routes/', () => {
    const allowed = /^server\/src\/(app\.ts|server\.ts|index\.ts|routes\/)/;
    const back = production.filter((e) => e.to.startsWith('server/src/routes/') && !allowed.test(e.from));
    expect(show(back)).toEqual([]);
  });

  // A web test may start the server's test chain (server/test/evm): a real node, not the server's code.
  test('the web reads the server only for types (the API client is typed by AppType)', () => {
    const runtime = edges.filter((e) => e.from.startsWith('web/src/') && e.to.startsWith('server/') && !e.typeOnly && !(isTest(e.from) && isTest(e.to)));
    expect(show(runtime)).toEqual([]);
  });

  test('web features do not import each other', () => {
    const feature = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
    const across = edges.filter((e) => feature(e.from) && feature(e.to) && feature(e.from) !== feature(e.to));
    expect(show(across)).toEqual([]);
  });

  test('the server has no import cycle', () => {
    const graph = new Map<string, string[]>();
    for (const e of production) {
      if (!e.from.startsWith('server/src/') || e.typeOnly) continue;
      graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      state.set(node, 'open');
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  test('the scan sees the tree (a rule over no files would pass for nothing)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.from === 'server/src/app.ts' && e.to.startsWith('server/src/routes/'))).toBe(true);
  });
});
