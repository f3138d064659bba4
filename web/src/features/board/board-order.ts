import { LEADERBOARD_LABELS } from '../../../../domain/progress.ts';

const SPEC_ORDER: readonly string[] = Object.keys(LEADERBOARD_LABELS);

/**
 * Boards in the order SPEC section 9 lists their labels (Torch Clicker first), whatever order the
 * server sends; a board the spec does not know goes last, keeping the server's order among those.
 */
export function inSpecOrder<B extends { key: string }>(boards: readonly B[]): B[] {
  const place = (key: string) => {
    const at = SPEC_ORDER.indexOf(key);
    return at === -1 ? SPEC_ORDER.length : at;
  };
  return boards.map((board, i) => ({ board, i })).sort((a, b) => place(a.board.key) - place(b.board.key) || a.i - b.i).map(({ board }) => board);
}
