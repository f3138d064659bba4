/** Reading journeys for one player: the graph, their completed-task counts, and the API's JourneyView list. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journeyLinks, journeys, journeyTasks, taskCompletions, videoInteractions, type JourneyLinkRow, type JourneyRow, type JourneyTaskRow } from '../../../db/schema/index.ts';
import { journeyStatuses } from '../../../domain/journey-graph.ts';
import { publicPayload } from '../../../domain/journey-tasks.ts';
import type { JourneyLinkView, JourneyStatus, JourneyView } from '../../../domain/journeys.ts';
import type { Tx } from '../coolscore/score.ts';
import { keptRead } from '../../../db/kept-read.ts';

export interface Graph {
  journeys: JourneyRow[];
  tasks: JourneyTaskRow[];
  links: JourneyLinkRow[];
}

/** Every journey, task and link, in display order (season, sort order, id). */
export async function loadGraph(db: Db | Tx): Promise<Graph> {
  const [js, tasks, links] = await Promise.all([
    db.select().from(journeys).orderBy(asc(journeys.season), asc(journeys.sort_order), asc(journeys.id)),
    db.select().from(journeyTasks).orderBy(asc(journeyTasks.sort_order), asc(journeyTasks.id)),
    db.select().from(journeyLinks),
  ]);
  return { journeys: js, tasks, links };
}

/** The player's completed-task count per journey. */
export async function completedCounts(db: Db | Tx, profileId: number, graph: Graph): Promise<Map<number, number>> {
  const done = await db.select({ taskId: taskCompletions.task_id }).from(taskCompletions).where(eq(taskCompletions.profile_id, profileId));
  return countByJourney(graph, new Set(done.map((d) => d.taskId)));
}

export function countByJourney(graph: Graph, doneTaskIds: ReadonlySet<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of graph.tasks) if (doneTaskIds.has(t.id)) counts.set(t.journey_id, (counts.get(t.journey_id) ?? 0) + 1);
  return counts;
}

/** Each journey's status for a player with these counts. */
export function statusesOf(graph: Graph, counts: ReadonlyMap<number, number>): Map<number, JourneyStatus> {
  const taskCount = new Map<number, number>();
  for (const t of graph.tasks) taskCount.set(t.journey_id, (taskCount.get(t.journey_id) ?? 0) + 1);
  return journeyStatuses(
    graph.journeys.map((j) => ({ id: j.id, taskCount: taskCount.get(j.id) ?? 0 })),
    graph.links,
    counts,
  );
}

/** `GET /api/journeys`: every journey with the player's status, tasks and links (the graph kept on PGlite while nothing is written). */
export async function journeysFor(db: Db, profileId: number): Promise<JourneyView[]> {
  const graph = await keptRead(db, 'journey-graph', () => loadGraph(db));
  const taskIds = graph.tasks.map((t) => t.id);
  const [done, videos] = taskIds.length
    ? await Promise.all([
        db.select().from(taskCompletions).where(and(eq(taskCompletions.profile_id, profileId), inArray(taskCompletions.task_id, taskIds))),
        db.select().from(videoInteractions).where(and(eq(videoInteractions.profile_id, profileId), inArray(videoInteractions.task_id, taskIds))),
      ])
    : [[], []];
  const doneByTask = new Map(done.map((d) => [d.task_id, d]));
  const videoByTask = new Map(videos.map((v) => [v.task_id, v]));
  const counts = countByJourney(graph, new Set(doneByTask.keys()));
  const statuses = statusesOf(graph, counts);
  const nameOf = new Map(graph.journeys.map((j) => [j.id, j.name]));
  const link = (journeyId: number, l: JourneyLinkRow): JourneyLinkView => ({
    journey_id: journeyId,
    name: nameOf.get(journeyId) ?? '',
    unlock_submission_threshold: l.unlock_submission_threshold,
    current_submission_count: counts.get(l.journey_id) ?? 0,
  });
  return graph.journeys.map((j) => ({
    id: j.id,
    name: j.name,
    description: j.description,
    season: j.season,
    score: j.score,
    status: statuses.get(j.id)!,
    tasks: graph.tasks
      .filter((t) => t.journey_id === j.id)
      .map((t) => {
        const completion = doneByTask.get(t.id);
        const video = videoByTask.get(t.id);
        return {
          id: t.id,
          kind: t.kind,
          title: t.title,
          prompt: t.prompt,
          score: t.score,
          tags: t.tags,
          payload: publicPayload(t.kind, t.payload),
          completed: completion ? { id: completion.id, submitted_at: completion.submitted_at.toISOString(), task_id: t.id, score: completion.score } : null,
          video_interaction: video ? { liked_date: video.liked_date?.toISOString() ?? null, comment_date: video.comment_date?.toISOString() ?? null } : null,
        };
      }),
    unlockedby: { journeys: graph.links.filter((l) => l.target_journey_id === j.id).map((l) => link(l.journey_id, l)) },
    unlocks: { journeys: graph.links.filter((l) => l.journey_id === j.id).map((l) => link(l.target_journey_id, l)) },
  }));
}
