/**
 * Admin edits of journeys and tasks (decision 0008 tables), each recorded in the admin log:
 *   GET    /journeys                             every journey with its tasks (settings included) and unlocks
 *   POST   /journeys                             { name, description?, score?, season?, sort_order?, slug? } -> 201
 *   PATCH  /journeys/:id                         any of name, description, score, season, sort_order
 *   PUT    /journeys/:id/unlocks/:target         { unlock_submission_threshold }: :id opens :target (made or changed)
 *   DELETE /journeys/:id/unlocks/:target
 *   POST   /journeys/:id/tasks                   { kind, title, payload, prompt?, score?, tags?, reward_trait_ids?, sort_order?, slug? } -> 201
 *   PATCH  /tasks/:id                            any of kind, title, prompt, score, payload, tags, reward_trait_ids, sort_order
 */
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { journeyLinks, journeys, journeyTasks } from '../../../../db/schema/index.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import { journeyCreateBody, journeyUpdateBody, linkBody, taskCreateBody, taskUpdateBody } from '../../admin/journey-input.ts';
import {
  checkTask,
  JOURNEY_ADMIN_MESSAGES as M,
  journeyAdminView,
  listJourneysForAdmin,
  makesLoop,
  nextJourneyOrder,
  nextTaskOrder,
  slugFrom,
  taskAdminView,
} from '../../admin/journeys.ts';
import { validate } from '../../http/validate.ts';
import { uniqueViolation } from '../../profiles/unique-violation.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import { adminJourneyListSchema, adminJourneySchema, adminTaskSchema, journeyLinkSchema } from '../../admin/admin-schemas.ts';

const badTask = 'Settings that do not fit the kind, tags that are not counted keys, or an unknown trait';

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function adminJourneyRoutes({ db }: AdminDeps) {
  const journeyExists = async (id: number | null) => id !== null && (await db.select({ id: journeys.id }).from(journeys).where(eq(journeys.id, id))).length > 0;
  return new Hono<AdminEnv>()
    .get(
      '/journeys',
      describe({ tag: 'Admin', summary: 'Every journey with its tasks (settings included) and the journeys it unlocks', access: 'admin', responses: { 200: adminJourneyListSchema } }),
      async (c) => c.json(await listJourneysForAdmin(db), 200),
    )
    .post(
      '/journeys',
      describe({ tag: 'Admin', summary: 'Make a journey', access: 'admin', responses: { 201: adminJourneySchema, 409: 'Journey slug already in use' } }),
      validate('json', journeyCreateBody),
      async (c) => {
        const { slug, sort_order, ...fields } = c.req.valid('json');
        try {
          const row = await db.transaction(async (tx) => {
            const [stored] = await tx.insert(journeys).values({ ...fields, slug: slug ?? slugFrom(fields.name), sort_order: sort_order ?? (await nextJourneyOrder(tx)) }).returning();
            await recordAdminAction(tx, { action: 'journey.create', target: `journey:${stored!.id}`, details: journeyAdminView(stored!), fingerprint: c.get('admin').fingerprint });
            return stored!;
          });
          return c.json(journeyAdminView(row), 201);
        } catch (err) {
          if (uniqueViolation(err) !== null) return c.json({ error: M.slugTaken }, 409);
          throw err;
        }
      },
    )
    .patch(
      '/journeys/:id',
      describe({ tag: 'Admin', summary: 'Change a journey', access: 'admin', responses: { 200: adminJourneySchema, 404: 'Journey not found' } }),
      validate('json', journeyUpdateBody),
      async (c) => {
        const id = idParam(c.req.param('id'));
        const changes = c.req.valid('json');
        const row = id === null ? undefined : await db.transaction(async (tx) => {
          const [updated] = await tx.update(journeys).set(changes).where(eq(journeys.id, id)).returning();
          if (updated) await recordAdminAction(tx, { action: 'journey.update', target: `journey:${id}`, details: changes, fingerprint: c.get('admin').fingerprint });
          return updated;
        });
        if (!row) return c.json({ error: M.journeyNotFound }, 404);
        return c.json(journeyAdminView(row), 200);
      },
    )
    .put(
      '/journeys/:id/unlocks/:target',
      describe({
        tag: 'Admin',
        summary: 'Make (or change) a link: journey :id unlocks :target after that many completed tasks',
        access: 'admin',
        responses: { 200: journeyLinkSchema, 400: 'A journey cannot unlock itself, and links may not make a loop', 404: 'Journey not found' },
      }),
      validate('json', linkBody),
      async (c) => {
        const source = idParam(c.req.param('id'));
        const target = idParam(c.req.param('target'));
        if (!(await journeyExists(source)) || !(await journeyExists(target))) return c.json({ error: M.journeyNotFound }, 404);
        if (source === target) return c.json({ error: M.selfLink }, 400);
        const threshold = c.req.valid('json').unlock_submission_threshold;
        const result = await db.transaction(async (tx) => {
          // Serialised with other link edits, so two edits cannot each miss the loop the other closes.
          await tx.execute(sql`lock table journey_links in share row exclusive mode`);
          const links = await tx.select().from(journeyLinks);
          if (makesLoop(links, source!, target!)) return null;
          const [link] = await tx
            .insert(journeyLinks)
            .values({ journey_id: source!, target_journey_id: target!, unlock_submission_threshold: threshold })
            .onConflictDoUpdate({ target: [journeyLinks.journey_id, journeyLinks.target_journey_id], set: { unlock_submission_threshold: threshold } })
            .returning();
          await recordAdminAction(tx, { action: 'journey.unlock', target: `journey:${source}`, details: { ...link! }, fingerprint: c.get('admin').fingerprint });
          return link!;
        });
        if (!result) return c.json({ error: M.loop }, 400);
        return c.json(result, 200);
      },
    )
    .delete(
      '/journeys/:id/unlocks/:target',
      describe({ tag: 'Admin', summary: 'Remove a link', access: 'admin', responses: { 200: z.object({ deleted: journeyLinkSchema }), 404: 'Link not found' } }),
      async (c) => {
        const source = idParam(c.req.param('id'));
        const target = idParam(c.req.param('target'));
        const link = source === null || target === null ? undefined : await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(journeyLinks).where(and(eq(journeyLinks.journey_id, source), eq(journeyLinks.target_journey_id, target))).returning();
          if (deleted) await recordAdminAction(tx, { action: 'journey.unlink', target: `journey:${source}`, details: { ...deleted }, fingerprint: c.get('admin').fingerprint });
          return deleted;
        });
        if (!link) return c.json({ error: M.linkNotFound }, 404);
        return c.json({ deleted: link }, 200);
      },
    )
    .post(
      '/journeys/:id/tasks',
      describe({
        tag: 'Admin',
        summary: 'Add a task to a journey',
        access: 'admin',
        responses: { 201: adminTaskSchema, 400: badTask, 404: 'Journey not found', 409: 'Task slug already in use in this journey' },
      }),
      validate('json', taskCreateBody),
      async (c) => {
        const journeyId = idParam(c.req.param('id'));
        if (!(await journeyExists(journeyId))) return c.json({ error: M.journeyNotFound }, 404);
        const { slug, sort_order, payload, tags, ...fields } = c.req.valid('json');
        const checked = await checkTask(db, fields.kind, payload, tags, fields.reward_trait_ids);
        if (!checked.ok) return c.json({ error: checked.error }, checked.status);
        try {
          const row = await db.transaction(async (tx) => {
            const [stored] = await tx
              .insert(journeyTasks)
              .values({ ...fields, journey_id: journeyId!, payload: checked.value.payload, tags: checked.value.tags, slug: slug ?? slugFrom(fields.title), sort_order: sort_order ?? (await nextTaskOrder(tx, journeyId!)) })
              .returning();
            await recordAdminAction(tx, { action: 'task.create', target: `task:${stored!.id}`, details: { ...stored! }, fingerprint: c.get('admin').fingerprint });
            return stored!;
          });
          return c.json(taskAdminView(row), 201);
        } catch (err) {
          if (uniqueViolation(err) !== null) return c.json({ error: M.slugTaken }, 409);
          throw err;
        }
      },
    )
    .patch(
      '/tasks/:id',
      describe({ tag: 'Admin', summary: 'Change a task', access: 'admin', responses: { 200: adminTaskSchema, 400: badTask, 404: 'Task not found' } }),
      validate('json', taskUpdateBody),
      async (c) => {
        const id = idParam(c.req.param('id'));
        const [task] = id === null ? [] : await db.select().from(journeyTasks).where(eq(journeyTasks.id, id));
        if (!task) return c.json({ error: M.taskNotFound }, 404);
        const changes = c.req.valid('json');
        // A new kind needs settings of its own kind; the rest are checked against the task as it will be.
        const checked = await checkTask(db, changes.kind ?? task.kind, changes.payload ?? task.payload, changes.tags ?? task.tags, changes.reward_trait_ids);
        if (!checked.ok) return c.json({ error: checked.error }, checked.status);
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(journeyTasks)
            .set({ ...changes, payload: checked.value.payload, tags: checked.value.tags })
            .where(eq(journeyTasks.id, task.id))
            .returning();
          await recordAdminAction(tx, { action: 'task.update', target: `task:${task.id}`, details: changes, fingerprint: c.get('admin').fingerprint });
          return updated!;
        });
        return c.json(taskAdminView(row), 200);
      },
    );
}
