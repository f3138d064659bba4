/** Checks behind the admin's journey edits: task settings for their kind, traits they name, loop-free unlocks. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journeyLinks, journeys, journeyTasks, traits, type JourneyLinkRow, type JourneyRow, type JourneyTaskRow } from '../../../db/schema/index.ts';
import { TASK_PAYLOADS, taskTags, type TaskPayload } from '../../../domain/journey-tasks.ts';
import type { TaskKind } from '../../../domain/journeys.ts';
import { fail, ok, type Result } from '../result.ts';

export const JOURNEY_ADMIN_MESSAGES = {
  journeyNotFound: 'Journey not found',
  taskNotFound: 'Task not found',
  linkNotFound: 'Link not found',
  selfLink: 'A journey cannot unlock itself',
  loop: 'That link would make a loop: the journeys would lock each other forever',
  slugTaken: 'Slug already in use',
} as const;

/** The first problem of a zod result as one line, prefixed with where it is. */
const firstIssue = (prefix: string, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) => {
  const issue = issues[0]!;
  return `${[prefix, ...issue.path.map(String)].join('.')}: ${issue.message}`;
};

/** A task's kind, settings and tags checked together: the settings as stored, or the problem. */
export async function checkTask(db: Db, kind: TaskKind, payload: unknown, tags: string[], rewardTraitIds: number[] = []): Promise<Result<{ payload: TaskPayload; tags: string[] }, 400>> {
  const parsed = TASK_PAYLOADS[kind].safeParse(payload);
  if (!parsed.success) return fail(400, firstIssue('payload', parsed.error.issues));
  const tagCheck = taskTags.safeParse(tags);
  if (!tagCheck.success) return fail(400, firstIssue('tags', tagCheck.error.issues));
  if (kind === 'own-trait' || kind === 'equip-trait') {
    const name = (parsed.data as { trait: string }).trait;
    const [known] = await db.select({ id: traits.id }).from(traits).where(eq(traits.name, name)).limit(1);
    if (!known) return fail(400, `Unknown trait name: ${name}`);
  }
  if (rewardTraitIds.length) {
    const found = new Set((await db.select({ id: traits.id }).from(traits).where(inArray(traits.id, rewardTraitIds))).map((t) => t.id));
    const unknown = rewardTraitIds.find((id) => !found.has(id));
    if (unknown !== undefined) return fail(400, `Unknown trait id: ${unknown}`);
  }
  return ok({ payload: parsed.data as TaskPayload, tags: tagCheck.data });
}

/** Whether adding source -> target closes a loop, i.e. target already leads (through unlocks) back to source. */
export function makesLoop(links: ReadonlyArray<Pick<JourneyLinkRow, 'journey_id' | 'target_journey_id'>>, source: number, target: number): boolean {
  const next = new Map<number, number[]>();
  for (const l of links) next.set(l.journey_id, [...(next.get(l.journey_id) ?? []), l.target_journey_id]);
  const seen = new Set<number>();
  const stack = [target];
  while (stack.length) {
    const at = stack.pop()!;
    if (at === source) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(next.get(at) ?? []));
  }
  return false;
}

/** The next free position at the end of a list. */
export async function nextJourneyOrder(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number>`coalesce(max(${journeys.sort_order}), 0)`.mapWith(Number) }).from(journeys);
  return (row?.max ?? 0) + 1;
}

export async function nextTaskOrder(db: Db, journeyId: number): Promise<number> {
  const [row] = await db.select({ max: sql<number>`coalesce(max(${journeyTasks.sort_order}), 0)`.mapWith(Number) }).from(journeyTasks).where(eq(journeyTasks.journey_id, journeyId));
  return (row?.max ?? 0) + 1;
}

/** A slug from a name plus a time stamp, so two with one name never collide. */
export const slugFrom = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'item'}-${Date.now().toString(36)}`;

export const journeyAdminView = (row: JourneyRow) => ({ ...row, created_at: row.created_at.toISOString() });
export const taskAdminView = (row: JourneyTaskRow) => row;

/** Every journey with its tasks (settings included: this is the operator's view) and the links it starts. */
export async function listJourneysForAdmin(db: Db) {
  const [rows, tasks, links] = await Promise.all([
    db.select().from(journeys).orderBy(asc(journeys.sort_order), asc(journeys.id)),
    db.select().from(journeyTasks).orderBy(asc(journeyTasks.sort_order), asc(journeyTasks.id)),
    db.select().from(journeyLinks),
  ]);
  return rows.map((j) => ({
    ...journeyAdminView(j),
    tasks: tasks.filter((t) => t.journey_id === j.id).map(taskAdminView),
    unlocks: links.filter((l) => l.journey_id === j.id).map((l) => ({ journey_id: l.target_journey_id, unlock_submission_threshold: l.unlock_submission_threshold })),
  }));
}
