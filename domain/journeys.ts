/**
 * Journeys, tasks and the cool score (SPEC sections 3, 4 and 7; decision 0008): the words and shapes the
 * server answers with and the web reads. No schemas here: the pages import its constants, and a schema
 * made at the top of this module brought zod, and its set-up as the page's chunk was evaluated, into
 * `/journeys`' first scripts (issue 18). The pushes' schemas are in realtime.ts.
 */
import { PROGRESS_CAPS, type KvKey } from './progress.ts';

/** How a task is checked; every kind is checked on the server with no outside service. */
export const TASK_KINDS = ['riddle', 'choice', 'progress', 'own-trait', 'equip-trait', 'video'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** A journey as one player sees it. */
export const JOURNEY_STATUSES = ['locked', 'open', 'completed'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** Where cool points come from; each (player, source, source id) counts once. */
/** Cool points for holding a collection token, earned once per token (server/src/coolscore/holdings-score.ts). */
export const HOLDING_POINTS = { CAT: 50, SHADOWWOLF: 50, SIDEKX: 25 } as const;

export const SCORE_SOURCES = ['task', 'journey', 'milestone', 'holding', 'reward'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** The errors of the journeys API, word for word, so the web can match on them. */
export const JOURNEY_MESSAGES = {
  wrongAnswer: 'Wrong answer',
  tooManyAnswers: 'Too many answers to this riddle, please wait an hour and try again',
  notAnOption: 'Choose one of the options',
  journeyLocked: 'This journey is locked',
  alreadyCompleted: 'Task already completed',
  taskNotFound: 'Task not found',
  queueNotFound: 'Queue not found',
  progressShort: (key: string, target: number) => `Not yet: ${key} needs ${target}`,
  traitNotOwned: (trait: string) => `You do not own ${trait} yet`,
  traitNotWorn: (trait: string) => `None of your avatars wears ${trait} yet`,
  videoNoInteraction: 'Like or comment on the video first',
} as const;

/** The queue statuses of `GET /api/journeys/queue` (SPEC section 7). */
export const QUEUE_STATUSES = ['PENDING', 'OK'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The window event that hands the page a trait grant's queue (SPEC section 7): detail `{ queueId, traitIds }`. */
export const START_QUEUE_EVENT = 'start-queue';

/** The videos a video task may name; the town has no video service, so Milk Chug TV is played in the page. */
export const VIDEOS = { 'milk-chug-tv': 'Milk Chug TV' } as const;
export type VideoId = keyof typeof VIDEOS;

/** Longest video comment, in characters. */
export const VIDEO_COMMENT_MAX = 280;

/** Counted keys a progress task may ask about ('side' is capped but holds a side's name). */
export function isProgressKey(key: string): key is KvKey {
  return Object.hasOwn(PROGRESS_CAPS, key) && key !== 'side';
}

/** Onboarding answers only the player gives: no task may set them. */
const NOT_TAGS: ReadonlySet<string> = new Set(['age-consent', 'read-intro', 'imx-intro']);

/**
 * Task tags become kv entries with value 1 (SPEC section 4), so a tag must be a counted kv key: a flag or
 * a count that the 1 can only raise, never a free value it would overwrite nor an onboarding answer.
 */
export function isTaskTag(tag: string): tag is KvKey {
  return isProgressKey(tag) && !NOT_TAGS.has(tag);
}

/** A link of the unlock graph as the API answers it (SPEC section 3 "Journey link"). */
export interface JourneyLinkView {
  /** unlockedby: the journey that unlocks this one; unlocks: the journey this one unlocks. */
  journey_id: number;
  name: string;
  unlock_submission_threshold: number;
  /** The player's completed tasks of the link's source journey. */
  current_submission_count: number;
}

export interface TaskCompletionView {
  id: number;
  submitted_at: string;
  task_id: number;
  score: number;
}

export interface VideoInteractionView {
  liked_date: string | null;
  comment_date: string | null;
}

/** What the client may see of a task's settings: never a riddle's answers. */
export type PublicTaskPayload =
  | { kind: 'riddle' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'progress'; key: string; value: number }
  | { kind: 'own-trait' | 'equip-trait'; trait: string }
  | { kind: 'video'; video: string; title: string };

export interface TaskView {
  id: number;
  kind: TaskKind;
  title: string;
  prompt: string;
  score: number;
  tags: string[];
  payload: PublicTaskPayload;
  completed: TaskCompletionView | null;
  video_interaction: VideoInteractionView | null;
}

export interface JourneyView {
  id: number;
  name: string;
  description: string;
  season: number;
  score: number;
  status: JourneyStatus;
  tasks: TaskView[];
  unlockedby: { journeys: JourneyLinkView[] };
  unlocks: { journeys: JourneyLinkView[] };
}

/** One journey a completion unlocked; `message` is the spec's '{journey name} unlocked!'. */
export interface UnlockedJourney {
  id: number;
  name: string;
  message: string;
}

/** `GET /api/profile/coolscore?address=`: anyone can check a score against its events. */
export interface CoolScoreView {
  score: number;
  rank: number;
  components: Array<{ source: ScoreSource; points: number }>;
  history: Array<{ source: ScoreSource; points: number; created_at: string; label: string }>;
}

/** Riddle answers match ignoring case, spaces and punctuation: 'A  Map!' and 'amap' are the same answer. */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, '');
}

/**
 * The first stops of the season's trail, the same for every player (issue 18): `/journeys`' HTML draws
 * them (server/src/spa/journeys-screen.ts) and carries them as JSON for the app's loading screen, so the
 * page's largest paint, the first card's description, comes from the HTML.
 */
export interface TrailStop {
  name: string;
  description: string;
}
export const TRAIL_OUTLINE_ID = 'trail-outline';
/** The cards a phone shows on arrival: drawn first by the app, and the outline's length. */
export const FIRST_TRAIL_CARDS = 2;
