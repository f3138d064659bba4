import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { news, terms } from '../../../../db/schema/index.ts';
import { describe } from '../../http/describe.ts';

const termsSchema = z.object({ status: z.literal(200), data: z.object({ content: z.string(), version: z.string() }) });
const newsSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), thumbnail_url: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'NewsItem' });

/** `GET /api/terms` (newest version) and `GET /api/news` (newest first). */
export function contentRoutes(db: Db) {
  return new Hono()
    .get('/terms', describe({ tag: 'Content', summary: 'The current terms (newest version)', access: 'public', responses: { 200: termsSchema, 404: 'No terms published yet' } }), async (c) => {
      const [current] = await db.select().from(terms).orderBy(desc(terms.created_at), desc(terms.id)).limit(1);
      if (!current) return c.json({ error: 'Terms not found' }, 404);
      return c.json({ status: 200, data: { content: current.content, version: current.version } }, 200);
    })
    .get('/news', describe({ tag: 'Content', summary: 'The news, newest first (at most 50)', access: 'public', responses: { 200: z.array(newsSchema) } }), async (c) => {
      const rows = await db
        .select({ id: news.id, name: news.name, description: news.description, thumbnail_url: news.thumbnail_url, created_at: news.created_at })
        .from(news)
        .orderBy(desc(news.created_at), desc(news.id))
        .limit(50);
      return c.json(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), 200);
    });
}
