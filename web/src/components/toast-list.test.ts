import { describe, expect, test } from 'bun:test';
import { addToast, MAX_TOASTS, removeToast, type Toast } from './toast-list.ts';

const toast = (id: number, message: string, kind: Toast['kind'] = 'info'): Toast => ({
  id,
  message,
  kind,
  durationMs: 2500,
  stamp: id,
});

describe('toast list', () => {
  test('new toasts go on the end', () => {
    const list = addToast(addToast([], toast(1, 'a')), toast(2, 'b'));
    expect(list.map((t) => t.message)).toEqual(['a', 'b']);
  });

  test('the same message twice in a row refreshes the first instead of stacking', () => {
    const list = addToast(addToast([], toast(1, 'saved')), { ...toast(2, 'saved'), durationMs: 4000 });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, stamp: 2, durationMs: 4000 });
  });

  test('the same words as a different kind still stack', () => {
    const list = addToast(addToast([], toast(1, 'x', 'info')), toast(2, 'x', 'error'));
    expect(list).toHaveLength(2);
  });

  test('a repeat that is not the newest stacks again', () => {
    let list = addToast([], toast(1, 'a'));
    list = addToast(list, toast(2, 'b'));
    list = addToast(list, toast(3, 'a'));
    expect(list.map((t) => t.id)).toEqual([1, 2, 3]);
  });

  test('only the newest few are kept', () => {
    let list: Toast[] = [];
    for (let i = 1; i <= MAX_TOASTS + 2; i++) list = addToast(list, toast(i, `m${i}`));
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list.at(-1)?.id).toBe(MAX_TOASTS + 2);
  });

  test('remove drops only the given toast', () => {
    const list = removeToast([toast(1, 'a'), toast(2, 'b')], 1);
    expect(list.map((t) => t.id)).toEqual([2]);
  });
});
