/**
 * Where each real-time push goes (DESIGN.md "Real-time", SPEC sections 3, 4 and 8): a pure plan of cache
 * updates and announcements, carried out by live-town.tsx. Caches are reached through each feature's
 * queryOptions (or lib/query-keys.ts), never through state of our own.
 */
import type { QueryKey } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages.ts';
import type { NotificationView } from '../../../domain/notifications.ts';
import { EVENTS, NOTIFICATION_EVENT, privateChannel, REWARD_EVENT } from '../../../domain/realtime-names.ts';
import type { RewardPush } from '../../../domain/rewards.ts';
import { TIMINGS } from '../../../domain/timings.ts';
import { bootstrapQueryOptions } from '../lib/bootstrap-query.ts';
import { QUERY_KEYS, userQueryKey } from '../lib/query-keys.ts';
import type { RealtimeNotice } from '../lib/realtime-channels.ts';
import { leaderboardsQueryOptions } from '../features/board/api/get-leaderboards.ts';
import { chestsQueryOptions } from '../features/chests/api/get-chests.ts';
import { inboxQueryOptions } from '../features/notifications/api/get-inbox.ts';
import { bagQueryOptions } from '../features/profile/api/get-bag.ts';
import { claimsQueryOptions } from '../features/rewards/api/get-claims.ts';

/** Who is looking; all null for a visitor. */
export interface LiveViewer {
  wallet: string | null;
  profileId: number | null;
  slug: string | null;
}

export type RewardMessage = RewardPush['message'];

export type LiveAction =
  /** Refetch what is shown, mark the rest stale; `exact` leaves longer keys (a profile's bag) alone. */
  | { kind: 'invalidate'; queryKey: QueryKey; exact?: boolean }
  | { kind: 'add-to-inbox'; queryKey: QueryKey; notice: NotificationView }
  | { kind: 'toast'; message: string }
  | { kind: 'unlock-modal'; notice: NotificationView }
  | { kind: 'reward-dialog'; reward: RewardMessage }
  | { kind: 'later'; ms: number; actions: LiveAction[] };

const invalidate = (queryKey: QueryKey, exact?: boolean): LiveAction => (exact ? { kind: 'invalidate', queryKey, exact } : { kind: 'invalidate', queryKey });

/** Everything a player's wearables touch: the bootstrap (avatars, items), the chests waiting, the bag. */
function wearables(viewer: LiveViewer): LiveAction[] {
  const actions: LiveAction[] = [];
  if (viewer.profileId !== null) {
    actions.push(invalidate(bootstrapQueryOptions(viewer.profileId).queryKey), invalidate(chestsQueryOptions(viewer.profileId).queryKey));
  }
  if (viewer.slug) actions.push(invalidate(bagQueryOptions(viewer.slug).queryKey));
  return actions;
}

/** The score moved: the Board, the player's own score, and the profile page that shows it. */
function scores(viewer: LiveViewer, slug: string | null): LiveAction[] {
  const actions: LiveAction[] = [invalidate(leaderboardsQueryOptions().queryKey)];
  if (viewer.profileId !== null && slug && slug.toLowerCase() === viewer.slug?.toLowerCase()) actions.push(invalidate([...QUERY_KEYS.coolScore, viewer.profileId]));
  if (slug) actions.push(invalidate(userQueryKey(slug), true));
  return actions;
}

/** The plan for one notice of the connection; its data was checked against the event's schema on arrival. */
export function routeLive(notice: RealtimeNotice, viewer: LiveViewer): LiveAction[] {
  if (notice.type === 'resync') return resync(notice.channel, viewer);
  if (notice.type !== 'event') return [];
  const { channel } = notice;
  // Pushes that were stored before this tab first listened are already in what the page loaded.
  const news = notice.source !== 'history';
  const own = viewer.wallet?.toLowerCase() ?? null;

  if (channel === 'sapphiretown') return notice.event === EVENTS.leaderboard ? scores(viewer, notice.data.slug) : [];

  const mine = own !== null && (channel === privateChannel.rewards(own) || channel === privateChannel.avatars(own));
  if (notice.event === NOTIFICATION_EVENT && (channel === 'notifications' || mine)) {
    if (viewer.profileId === null) return [];
    const data = notice.data;
    const actions: LiveAction[] = [{ kind: 'add-to-inbox', queryKey: inboxQueryOptions(viewer.profileId).queryKey, notice: data }];
    if (data.type === 'journey_unlocked') actions.push(invalidate([...QUERY_KEYS.journeys, viewer.profileId]));
    if (news) actions.push({ kind: 'toast', message: MESSAGES.newMessage });
    if (news && data.type === 'journey_unlocked') actions.push({ kind: 'unlock-modal', notice: data });
    return actions;
  }
  if (!mine || viewer.profileId === null) return [];

  // Counts are per player (decision 0008), and pushed to that player alone (0061).
  if (notice.event === EVENTS.journeyProgress && channel === privateChannel.rewards(own)) return [invalidate([...QUERY_KEYS.journeys, viewer.profileId])];

  if (notice.event === REWARD_EVENT && channel === privateChannel.rewards(own)) {
    const data = notice.data;
    const actions: LiveAction[] = [invalidate(claimsQueryOptions(viewer.profileId).queryKey)];
    // Not claimable: the points are in already.
    if (!data.message.claimable) actions.push(...scores(viewer, viewer.slug));
    if (news) actions.push({ kind: 'reward-dialog', reward: data.message });
    return actions;
  }

  if (notice.event === EVENTS.traitsInserted(own) || notice.event === EVENTS.traitsDeleted(own)) {
    if (!news) return wearables(viewer);
    // SPEC section 4: traits inserted or deleted reload after 2 s; reloading the data (not the page)
    // brings the chest invitation and keeps everything else the player had open.
    return [{ kind: 'toast', message: MESSAGES.newWearable }, { kind: 'later', ms: TIMINGS.traitsReload, actions: wearables(viewer) }];
  }
  return [];
}

/** A channel was rejoined without knowing what it missed: refetch what it feeds. */
function resync(channel: string, viewer: LiveViewer): LiveAction[] {
  if (channel === 'sapphiretown') {
    const actions: LiveAction[] = [invalidate(leaderboardsQueryOptions().queryKey)];
    if (viewer.profileId !== null) actions.push(invalidate([...QUERY_KEYS.coolScore, viewer.profileId]));
    return actions;
  }
  if (viewer.profileId === null) return [];
  if (channel === 'notifications') return [invalidate(inboxQueryOptions(viewer.profileId).queryKey)];
  const own = viewer.wallet?.toLowerCase();
  if (own && channel === privateChannel.rewards(own)) {
    return [invalidate(inboxQueryOptions(viewer.profileId).queryKey), invalidate(claimsQueryOptions(viewer.profileId).queryKey), invalidate([...QUERY_KEYS.journeys, viewer.profileId])];
  }
  if (own && channel === privateChannel.avatars(own)) return wearables(viewer);
  return [];
}
