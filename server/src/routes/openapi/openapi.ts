/**
 * The API's own description, public (it holds no settings or secrets):
 *   GET /api/openapi.json          the OpenAPI 3.1 document, built once per app (openapi/document.ts)
 *   GET /api/docs                  a readable reference drawn from it (openapi/docs-page.ts)
 *   GET /api/docs/docs.css, .js    that page's stylesheet and filter script (no inline ones: the CSP allows none)
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import type { ApiDocument } from '../../openapi/document.ts';
import { DOCS_ASSETS, renderDocsPage } from '../../openapi/docs-page.ts';

const openApiShape = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

// They change only with the code: a client may keep them a while.
const CACHE = 'public, max-age=300';

export function openApiRoutes(document: () => Promise<ApiDocument>) {
  let page: Promise<string> | null = null;
  return new Hono()
    .get(
      '/openapi.json',
      describe({ tag: 'Operations', summary: 'This document: the OpenAPI 3.1 description of every route', access: 'public', responses: { 200: openApiShape } }),
      async (c) => c.json(await document(), 200, { 'cache-control': CACHE }),
    )
    .get(
      '/docs',
      describe({ tag: 'Operations', summary: 'The API reference: this document as a page to read', access: 'public', responses: { 200: { description: 'The reference page', media: 'text/html' } } }),
      async (c) => {
        page ??= document().then(renderDocsPage);
        return c.html(await page, 200, { 'cache-control': CACHE });
      },
    )
    .get(
      '/docs/docs.css',
      describe({ tag: 'Operations', summary: "The reference page's stylesheet", access: 'public', responses: { 200: { description: 'CSS', media: 'text/css' } } }),
      (c) => c.body(DOCS_ASSETS.css, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': CACHE }),
    )
    .get(
      '/docs/docs.js',
      describe({ tag: 'Operations', summary: "The reference page's filter script", access: 'public', responses: { 200: { description: 'JavaScript', media: 'text/javascript' } } }),
      (c) => c.body(DOCS_ASSETS.js, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': CACHE }),
    );
}
