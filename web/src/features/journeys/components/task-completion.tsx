import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CompleteBody } from '../../../../../domain/journey-tasks.ts';
import { START_QUEUE_EVENT } from '../../../../../domain/journeys.ts';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useMe } from '../../../lib/me.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { useCompleteTask, type CompleteTaskInput, type TaskCompleted } from '../api/complete-task.ts';
import { coolScoreQueryOptions } from '../api/get-cool-score.ts';
import { journeysQueryOptions } from '../api/get-journeys.ts';

interface Moments {
  /** Journeys a completion on this page unlocked: their cards play the opening. */
  justUnlocked: ReadonlySet<number>;
  /** Journeys a completion on this page finished: their cards celebrate and keep their tasks in view. */
  justCompleted: ReadonlySet<number>;
  mark: (kind: 'unlocked' | 'completed', ids: number[]) => void;
}

const MomentsContext = createContext<Moments>({ justUnlocked: new Set(), justCompleted: new Set(), mark: () => {} });

/** Remembers which journeys completions on this page unlocked or finished. */
export function JourneyMomentsProvider({ children }: { children: ReactNode }) {
  const [justUnlocked, setJustUnlocked] = useState<ReadonlySet<number>>(new Set());
  const [justCompleted, setJustCompleted] = useState<ReadonlySet<number>>(new Set());
  const mark = useCallback((kind: 'unlocked' | 'completed', ids: number[]) => {
    const add = (old: ReadonlySet<number>) => new Set([...old, ...ids]);
    if (kind === 'unlocked') setJustUnlocked(add);
    else setJustCompleted(add);
  }, []);
  const value = useMemo(() => ({ justUnlocked, justCompleted, mark }), [justUnlocked, justCompleted, mark]);
  return <MomentsContext value={value}>{children}</MomentsContext>;
}

export function useJustUnlocked(journeyId: number): boolean {
  return use(MomentsContext).justUnlocked.has(journeyId);
}

export function useJustCompleted(journeyId: number): boolean {
  return use(MomentsContext).justCompleted.has(journeyId);
}

/**
 * Completing one task: the answer goes to the server; on success the task shows done at once, the journeys
 * and the cool score are fetched again, each journey it unlocked is announced ('{name} unlocked!'), and a
 * wearable reward starts the journey queue ('start-queue' with queueId and traitIds).
 * A failed check ('Wrong answer', 'Not yet: ...') comes back as `problem` for the task to show itself.
 */
export function useTaskCompletion(taskId: number) {
  const me = useMe();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mark } = use(MomentsContext);
  const applied = (result: TaskCompleted, input: CompleteTaskInput) => {
    const { taskId } = input;
    if (!me) return;
    const journeysKey = journeysQueryOptions(me.profileId).queryKey;
    // The task shows done before the refetch answers.
    queryClient.setQueryData(journeysKey, (old) =>
      old?.map((j) =>
        j.id !== result.journey.id
          ? j
          : {
              ...j,
              status: result.journey.status,
              tasks: j.tasks.map((t) => (t.id === taskId ? { ...t, completed: result.completed, video_interaction: result.video_interaction } : t)),
            },
      ),
    );
    queryClient.setQueryData(coolScoreQueryOptions(me.profileId).queryKey, (old) => (old ? { ...old, ...result.coolscore } : old));
    void queryClient.invalidateQueries({ queryKey: journeysKey });
    void queryClient.invalidateQueries({ queryKey: coolScoreQueryOptions(me.profileId).queryKey });
    void queryClient.invalidateQueries({ queryKey: userQueryKey(me.slug) });
    if (result.journey.status === 'completed') mark('completed', [result.journey.id]);
    if (result.unlocked.length) {
      mark('unlocked', result.unlocked.map((u) => u.id));
      for (const u of result.unlocked) toast.show(u.message, 'success');
    }
    // A wearable reward is on its way: the page's queue watcher (JourneyQueue) asks until its chest is there.
    if (result.queue) window.dispatchEvent(new CustomEvent(START_QUEUE_EVENT, { detail: result.queue }));
  };

  const mutation = useCompleteTask({
    onSuccess: applied,
    // Locked or already done elsewhere: the page is out of date, so fetch it again.
    onError: (error) => {
      if (me && error instanceof ApiError && (error.status === 403 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: journeysQueryOptions(me.profileId).queryKey });
      }
    },
  });

  const complete = (body: CompleteBody) => mutation.mutate({ taskId, body });

  const error = mutation.error;
  const problem = error instanceof ApiError && (error.status === 400 || error.status === 429) ? error.message : null;
  return { complete, pending: mutation.isPending, problem, clearProblem: mutation.reset };
}
