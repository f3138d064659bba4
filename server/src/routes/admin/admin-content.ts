/**
 * Admin edits of shared content (each recorded in the admin log in the same transaction):
 *   POST   /news       { name, description, thumbnail_url, slug? }   -> 201 the news item
 *   PATCH  /news/:id   any of name, description, thumbnail_url       -> 200 the news item
 *   DELETE /news/:id                                                 -> 200 { deleted: id }
 *   POST   /terms      { version, content }                          -> 201; it becomes the terms shown
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { news, terms, type NewsRow } from '../../../../db/schema/index.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import { newsCreateBody, newsUpdateBody, termsBody } from '../../admin/input.ts';
import { validate } from '../../http/validate.ts';
import { uniqueViolation } from '../../profiles/unique-violation.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import { newsItemSchema, termsSchema } from '../../admin/admin-schemas.ts';

export const CONTENT_MESSAGES = {
  newsNotFound: 'News not found',
  slugTaken: 'News slug already in use',
  termsVersionTaken: 'Terms version already exists',
} as const;

const newsView = (row: NewsRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  thumbnail_url: row.thumbnail_url,
  created_at: row.created_at.toISOString(),
});

/** A slug from the name plus a time stamp, so two items with one name never collide. */
const slugFor = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'news'}-${Date.now().toString(36)}`;

/** A path id, or null when it cannot name a row. */
const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function adminContentRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .post(
      '/news',
      describe({ tag: 'Admin', summary: 'Publish a news item', access: 'admin', responses: { 201: newsItemSchema, 409: 'News slug already in use' } }),
      validate('json', newsCreateBody),
      async (c) => {
        const { slug, ...fields } = c.req.valid('json');
        try {
          const row = await db.transaction(async (tx) => {
            const [stored] = await tx.insert(news).values({ ...fields, slug: slug ?? slugFor(fields.name) }).returning();
            await recordAdminAction(tx, { action: 'news.create', target: `news:${stored!.id}`, details: newsView(stored!), fingerprint: c.get('admin').fingerprint });
            return stored!;
          });
          return c.json(newsView(row), 201);
        } catch (err) {
          if (uniqueViolation(err) !== null) return c.json({ error: CONTENT_MESSAGES.slugTaken }, 409);
          throw err;
        }
      },
    )
    .patch(
      '/news/:id',
      describe({ tag: 'Admin', summary: 'Change a news item', access: 'admin', responses: { 200: newsItemSchema, 404: 'News not found' } }),
      validate('json', newsUpdateBody),
      async (c) => {
        const id = idParam(c.req.param('id'));
        if (id === null) return c.json({ error: CONTENT_MESSAGES.newsNotFound }, 404);
        const changes = c.req.valid('json');
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx.update(news).set(changes).where(eq(news.id, id)).returning();
          if (updated) await recordAdminAction(tx, { action: 'news.update', target: `news:${id}`, details: changes, fingerprint: c.get('admin').fingerprint });
          return updated;
        });
        if (!row) return c.json({ error: CONTENT_MESSAGES.newsNotFound }, 404);
        return c.json(newsView(row), 200);
      },
    )
    .delete(
      '/news/:id',
      describe({ tag: 'Admin', summary: 'Delete a news item', access: 'admin', responses: { 200: z.object({ deleted: z.number().int() }), 404: 'News not found' } }),
      async (c) => {
        const id = idParam(c.req.param('id'));
        if (id === null) return c.json({ error: CONTENT_MESSAGES.newsNotFound }, 404);
        const row = await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning();
          if (deleted) await recordAdminAction(tx, { action: 'news.delete', target: `news:${id}`, details: newsView(deleted), fingerprint: c.get('admin').fingerprint });
          return deleted;
        });
        if (!row) return c.json({ error: CONTENT_MESSAGES.newsNotFound }, 404);
        return c.json({ deleted: id }, 200);
      },
    )
    .post(
      '/terms',
      describe({ tag: 'Admin', summary: 'Publish a new version of the terms; it becomes the terms shown', access: 'admin', responses: { 201: termsSchema, 409: 'Terms version already exists' } }),
      validate('json', termsBody),
      async (c) => {
        const input = c.req.valid('json');
        try {
          const row = await db.transaction(async (tx) => {
            const [stored] = await tx.insert(terms).values(input).returning();
            // The content can be long; the log keeps its size, the terms table keeps the text.
            await recordAdminAction(tx, { action: 'terms.create', target: `terms:${stored!.version}`, details: { id: stored!.id, version: stored!.version, length: stored!.content.length }, fingerprint: c.get('admin').fingerprint });
            return stored!;
          });
          return c.json({ id: row.id, version: row.version, content: row.content, created_at: row.created_at.toISOString() }, 201);
        } catch (err) {
          if (uniqueViolation(err) !== null) return c.json({ error: CONTENT_MESSAGES.termsVersionTaken }, 409);
          throw err;
        }
      },
    );
}
