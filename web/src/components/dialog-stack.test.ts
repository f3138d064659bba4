import { describe, expect, test } from 'bun:test';
import { createDialogStack } from './dialog-stack.ts';

describe('dialog stack', () => {
  test('starts empty', () => {
    const stack = createDialogStack();
    expect(stack.top()).toBeUndefined();
    expect(stack.isTop('a')).toBe(false);
    expect(stack.ids()).toEqual([]);
  });

  test('the last pushed dialog is on top', () => {
    const stack = createDialogStack();
    stack.push('a');
    stack.push('b');
    expect(stack.top()).toBe('b');
    expect(stack.isTop('b')).toBe(true);
    expect(stack.isTop('a')).toBe(false);
  });

  test('removing the top one uncovers the one beneath', () => {
    const stack = createDialogStack();
    stack.push('a');
    stack.push('b');
    stack.remove('b');
    expect(stack.top()).toBe('a');
    expect(stack.isTop('a')).toBe(true);
  });

  test('removing a dialog beneath leaves the top one on top', () => {
    const stack = createDialogStack();
    stack.push('a');
    stack.push('b');
    stack.push('c');
    stack.remove('b');
    expect(stack.ids()).toEqual(['a', 'c']);
    expect(stack.top()).toBe('c');
  });

  test('pushing an open dialog again moves it to the top without duplicating it', () => {
    const stack = createDialogStack();
    stack.push('a');
    stack.push('b');
    stack.push('a');
    expect(stack.ids()).toEqual(['b', 'a']);
  });

  test('removing an unknown id changes nothing and notifies no one', () => {
    const stack = createDialogStack();
    stack.push('a');
    let calls = 0;
    stack.subscribe(() => calls++);
    const before = stack.ids();
    stack.remove('zzz');
    expect(stack.ids()).toBe(before);
    expect(calls).toBe(0);
  });

  test('the snapshot stays the same array until something changes', () => {
    const stack = createDialogStack();
    stack.push('a');
    const first = stack.ids();
    stack.push('a');
    expect(stack.ids()).toBe(first);
    stack.push('b');
    expect(stack.ids()).not.toBe(first);
  });

  test('subscribers hear each change until they unsubscribe', () => {
    const stack = createDialogStack();
    const seen: Array<string | undefined> = [];
    const unsubscribe = stack.subscribe(() => seen.push(stack.top()));
    stack.push('a');
    stack.push('b');
    stack.remove('b');
    unsubscribe();
    stack.remove('a');
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
