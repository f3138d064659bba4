/**
 * Words the journeys page puts around tasks: what a progress key asks you to do and where, a trait's
 * name before you own it, and how far a journey or an unlock has come.
 */
import type { JourneyLinkView } from '../../../../domain/journeys.ts';
import { PAGES } from '../../../../domain/routes.ts';

export interface ProgressPlace {
  /** What to do, e.g. 'Croak the frog'. */
  action: string;
  /** The link's words, e.g. 'Go to the pond'. */
  go: string;
  path: string;
}

const TOWN = PAGES.home.path;
const WORKSHOP = PAGES.workshop.path;

const PLACES: Record<string, ProgressPlace> = {
  'frog-croak': { action: 'Croak the frog', go: 'Go to the pond', path: TOWN },
  'bird-chirp': { action: 'Make the bluebird chirp', go: 'Find the bluebird', path: TOWN },
  'torch-click': { action: 'Light the torch', go: 'Go to the town hall steps', path: TOWN },
  'balloon-clicks': { action: 'Poke the balloon', go: 'Look up in town', path: TOWN },
  acorns: { action: 'Rustle the acorns', go: 'Go to the acorn tree', path: TOWN },
  'wall-clicks': { action: 'Knock on the wall', go: 'Go to the stone wall', path: TOWN },
  'found-chugs': { action: 'Find Chugs', go: 'Search the town', path: TOWN },
  'chugs-skating': { action: 'Catch Chugs skating', go: 'Search the town', path: TOWN },
  tada: { action: 'Earn a tada', go: 'Go to town', path: TOWN },
  'tickle-monitor': { action: 'Tickle the monitor', go: 'Go to the workshop', path: WORKSHOP },
  'monitor-available': { action: 'Find the old monitor', go: 'Go to the workshop', path: WORKSHOP },
};

/** What a progress task asks for and where to do it; an unknown key still reads sensibly. */
export function progressPlace(key: string): ProgressPlace {
  return PLACES[key] ?? { action: titleCase(key), go: 'Go to town', path: TOWN };
}

/** 'trail-boots' -> 'Trail Boots': a trait's name before the player owns one to read it from. */
export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** A count shown against its target, never past it ('Croak the frog 3 / 5'). */
export function shownCount(value: unknown, target: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(n) ? Math.max(0, Math.min(target, Math.floor(n))) : 0;
}

/** How many of a journey's tasks are done. */
export function tasksDone(tasks: ReadonlyArray<{ completed: unknown }>): number {
  return tasks.filter((t) => t.completed !== null).length;
}

/** What still stands between a player and a locked journey, link by link. */
export function unlockNeeds(link: JourneyLinkView): { done: number; of: number; met: boolean; text: string } {
  const of = link.unlock_submission_threshold;
  const done = Math.min(of, link.current_submission_count);
  const tasks = of === 1 ? 'task' : 'tasks';
  return { done, of, met: done >= of, text: `Finish ${of} ${tasks} of ${link.name}` };
}
