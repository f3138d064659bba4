import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { news, terms } from '../../../../db/schema/index.ts';

/** `GET /api/terms` (newest version) and `GET /api/news` (newest first). */
export function contentRoutes(db: Db) {
  return new Hono()
    .get('/terms', async (c) => {
      const [current] = await db.select().from(terms).orderBy(desc(terms.created_at), desc(terms.id)).limit(1);
      if (!current) return c.json({ error: 'Terms not found' }, 404);
      return c.json({ status: 200, data: { content: current.content, version: current.version } }, 200);
    })
    .get('/news', async (c) => {
      const rows = await db
        .select({ id: news.id, name: news.name, description: news.description, thumbnail_url: news.thumbnail_url, created_at: news.created_at })
        .from(news)
        .orderBy(desc(news.created_at), desc(news.id))
        .limit(50);
      return c.json(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), 200);
    });
}
