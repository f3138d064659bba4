/**
 * Test helpers for journeys and the cool score: the real app (sign-in, registration, kv) over a real
 * database, plus the journey and cool-score routes built with a publish that records what it was given.
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { journeyLinks, journeys, journeyTasks } from '../../db/schema/index.ts';
import { parseTaskPayload, type completeBody } from '../../domain/journey-tasks.ts';
import type { z } from 'zod';
import type { TaskKind } from '../../domain/journeys.ts';
import type { AppEnv } from '../src/context.ts';
import { errorHandler } from '../src/http/errors.ts';
import { createLogger } from '../src/log.ts';
import { coolScoreRoutes } from '../src/routes/coolscore/coolscore.ts';
import { journeyRoutes } from '../src/routes/journeys/journeys.ts';
import { wearablesTestApp } from './wearables.ts';
import type { Publish } from '../src/publish.ts';
import { client } from './client.ts';

export interface Published {
  channel: string;
  event: string;
  data: unknown;
}

/** A publish that keeps every call, in order. */
export function recordingPublish(): { publish: Publish; calls: Published[] } {
  const calls: Published[] = [];
  return { calls, publish: (channel, event, data) => void calls.push({ channel, event, data }) };
}

/** The app plus `api`: /api/journeys and /api/profile/coolscore wired to a recording publish. */
export async function journeysTestApp() {
  const t = await wearablesTestApp();
  const recorder = recordingPublish();
  const api = new Hono<AppEnv>()
    .route('/api/journeys', journeyRoutes(t.db, recorder.publish))
    .route('/api/profile', coolScoreRoutes(t.db))
    .onError(errorHandler(createLogger('silent')));
  return { ...t, api, published: recorder.calls };
}

type Api = Awaited<ReturnType<typeof journeysTestApp>>['api'];

let made = 0;

/** A journey with tasks of the given kinds (settings checked as the seed checks them); returns ids. */
export async function makeJourney(
  db: Db,
  spec: { name?: string; score?: number; tasks: Array<{ kind: TaskKind; payload: unknown; score?: number; tags?: string[]; title?: string }> },
) {
  made += 1;
  const name = spec.name ?? `Journey ${made}`;
  const [j] = await db
    .insert(journeys)
    .values({ slug: `test-${made}-${Math.random().toString(36).slice(2, 8)}`, name, score: spec.score ?? 0, sort_order: made })
    .returning({ id: journeys.id });
  const tasks = await db
    .insert(journeyTasks)
    .values(
      spec.tasks.map((t, i) => ({
        journey_id: j!.id,
        slug: `task-${i + 1}`,
        kind: t.kind,
        title: t.title ?? `${name} task ${i + 1}`,
        payload: parseTaskPayload(t.kind, t.payload),
        score: t.score ?? 10,
        tags: t.tags ?? [],
        sort_order: i + 1,
      })),
    )
    .returning({ id: journeyTasks.id });
  return { id: j!.id, name, taskIds: tasks.map((t) => t.id) };
}

export async function linkJourneys(db: Db, from: number, to: number, threshold: number) {
  await db.insert(journeyLinks).values({ journey_id: from, target_journey_id: to, unlock_submission_threshold: threshold });
}

/** `POST /api/journeys/tasks/:id/complete` with a body, through the typed client (a malformed id goes as given). */
export const complete = (api: Api, taskId: number | string, token: string, body: z.input<typeof completeBody> = {}) =>
  client(api, token).api.journeys.tasks[':id'].complete.$post({ param: { id: String(taskId) }, json: body });

export const riddle = (...answers: string[]) => ({ kind: 'riddle' as const, payload: { answers } });
