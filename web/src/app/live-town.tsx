import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationView } from '../../../domain/notifications.ts';
import { useToast, type ToastApi } from '../components/toasts.tsx';
import type { InboxButtonProps } from '../components/bottom-menu.tsx';
import { QUERY_KEYS, userQueryKey } from '../lib/query-keys.ts';
import { useRealtime } from '../lib/realtime-provider.tsx';
import { leaderboardsQueryOptions } from '../features/board/api/get-leaderboards.ts';
import { useInbox, type Inbox } from '../features/notifications/api/get-inbox.ts';
import { withPushedNotice } from '../features/notifications/inbox-cache.ts';
import { InboxDialog } from '../features/notifications/components/inbox-dialog.tsx';
import { JourneyUnlockedModal } from '../features/notifications/components/journey-unlocked-modal.tsx';
import { unclaimed, useClaims, type Reward } from '../features/rewards/api/get-claims.ts';
import { RewardDialog } from '../features/rewards/components/reward-dialog.tsx';
import { RewardsList } from '../features/rewards/components/rewards-list.tsx';
import { REWARD_TEXTS } from '../features/rewards/reward-texts.ts';
import { routeLive, type LiveAction, type LiveViewer, type RewardMessage } from './live-routes.ts';

/** Carries out a plan of live-routes.ts; modals and dialogs go to the queues the component shows. */
function perform(actions: LiveAction[], deps: { queryClient: QueryClient; toast: ToastApi; unlock: (n: NotificationView) => void; reward: (r: RewardMessage) => void }) {
  for (const action of actions) {
    switch (action.kind) {
      case 'invalidate':
        void deps.queryClient.invalidateQueries({ queryKey: action.queryKey, exact: action.exact });
        break;
      case 'add-to-inbox':
        deps.queryClient.setQueryData<Inbox>(action.queryKey, (old) => (old ? withPushedNotice(old, action.notice) : old));
        break;
      case 'toast':
        deps.toast.show(action.message, 'success');
        break;
      case 'unlock-modal':
        deps.unlock(action.notice);
        break;
      case 'reward-dialog':
        deps.reward(action.reward);
        break;
      case 'later':
        // Not cancelled on unmount: a reload of data the page no longer shows is harmless, and moving
        // between pages in those 2 s must not lose it.
        setTimeout(() => perform(action.actions, deps), action.ms);
        break;
    }
  }
}

/** The bell's numbers for the bottom menu: unread notices and rewards waiting (onboarded players only). */
export function useInboxButton(profileId: number | null, open: boolean, onOpen: () => void): InboxButtonProps | undefined {
  const inbox = useInbox(profileId);
  const claims = useClaims(profileId);
  if (profileId === null) return undefined;
  return { unread: inbox.data?.unread.length ?? 0, rewards: unclaimed(claims.data).length, open, onOpen };
}

export interface LiveTownProps {
  viewer: LiveViewer;
  inboxOpen: boolean;
  onInboxClose: () => void;
}

/**
 * The live town: routes every push of the tab's connection into the query cache and the announcements
 * (toasts, the 'New Journey Unlocked!' modal, the reward dialog), and holds the inbox with its rewards.
 * One at a time: an unlock shows before a reward, each queue in arrival order.
 */
export function LiveTown({ viewer, inboxOpen, onInboxClose }: LiveTownProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [unlocks, setUnlocks] = useState<NotificationView[]>([]);
  const [rewards, setRewards] = useState<RewardMessage[]>([]);
  const { profileId, slug } = viewer;

  useRealtime((notice) =>
    perform(routeLive(notice, viewer), {
      queryClient,
      toast,
      unlock: (n) => setUnlocks((q) => (q.some((x) => x.id === n.id) ? q : [...q, n])),
      reward: (r) => setRewards((q) => (q.some((x) => x.id === r.id) ? q : [...q, r])),
    }),
  );

  const claimed = useCallback(
    (reward: Reward) => {
      toast.show(REWARD_TEXTS.claimedToast(reward.cool_points), 'success');
      void queryClient.invalidateQueries({ queryKey: leaderboardsQueryOptions().queryKey });
      if (profileId !== null) void queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.coolScore, profileId] });
      if (slug) void queryClient.invalidateQueries({ queryKey: userQueryKey(slug), exact: true });
    },
    [queryClient, toast, profileId, slug],
  );

  const claims = useClaims(profileId);
  if (profileId === null) return null;
  const unlock = unlocks[0] ?? null;
  const reward = unlock ? null : (rewards[0] ?? null);
  const hasRewards = (claims.data?.length ?? 0) > 0;

  return (
    <>
      <InboxDialog
        open={inboxOpen}
        onClose={onInboxClose}
        profileId={profileId}
        top={<RewardsList profileId={profileId} onClaimed={claimed} />}
        topFilled={hasRewards}
      />
      <JourneyUnlockedModal notice={unlock} onClose={() => setUnlocks((q) => q.slice(1))} />
      <RewardDialog reward={reward} profileId={profileId} onClose={() => setRewards((q) => q.slice(1))} onClaimed={claimed} />
    </>
  );
}
