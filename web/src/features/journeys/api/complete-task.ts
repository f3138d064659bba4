import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CompleteBody } from '../../../../../domain/journey-tasks.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

export interface CompleteTaskInput {
  taskId: number;
  /** Per kind: riddle { answer }, choice { choice }, video { interaction: 'like' } or { interaction: 'comment', comment }, others {}. */
  body: CompleteBody;
}

/**
 * `POST /api/journeys/tasks/:id/complete`: the completion, the video interaction, the journey's new status,
 * the journeys it unlocked (each with the spec's '{journey name} unlocked!') and the new cool score.
 */
export const completeTask = ({ taskId, body }: CompleteTaskInput) =>
  unwrap(api.journeys.tasks[':id'].complete.$post({ param: { id: String(taskId) }, json: body }));

export type TaskCompleted = Awaited<ReturnType<typeof completeTask>>;

/**
 * A failed check (400: 'Wrong answer', 'Not yet: ...'; 429: too many answers to a riddle) is shown
 * beside the task by its caller; anything else (403 locked, 409 already done, a lost connection) goes
 * to the app's one error toast.
 */
export const completeTaskMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'journeys', 'complete'], mutationFn: completeTask, meta: { inline: [400, 429] } });

/**
 * The handlers go on the mutation itself, not on `mutate`: a push can refetch the journeys and re-render
 * the task away before its answer arrives, and `mutate`'s own callbacks never run for an unmounted caller.
 */
export function useCompleteTask(handlers: {
  onSuccess: (result: TaskCompleted, input: CompleteTaskInput) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ ...completeTaskMutationOptions(), ...handlers });
}
