/**
 * The API's own description, public (it holds no settings or secrets):
 *   GET /api/openapi.json   the OpenAPI 3.1 document, built once per app (openapi/document.ts)
 *   GET /api/docs           a readable reference drawn from it (openapi/docs-page.ts), with its stylesheet and script
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import type { ApiDocument } from '../../openapi/document.ts';

const openApiShape = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

// Both change only with the code: a client may keep them a while and revalidate.
const CACHE = 'public, max-age=300';

export function openApiRoutes(document: () => Promise<ApiDocument>) {
  return new Hono().get(
    '/openapi.json',
    describe({ tag: 'Operations', summary: 'This document: the OpenAPI 3.1 description of every route', access: 'public', responses: { 200: openApiShape } }),
    async (c) => c.json(await document(), 200, { 'cache-control': CACHE }),
  );
}
