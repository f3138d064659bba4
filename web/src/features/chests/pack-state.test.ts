import { describe, expect, test } from 'bun:test';
import { emptyPack, mergeBalances, packReducer, type PackAction, type PackState } from './pack-state.ts';

interface Item {
  id: number;
  traitid: number;
  balance: number;
}
const chest = { id: 7, name: 'Starter chest' };
const run = (...actions: PackAction<Item>[]): PackState<Item> => actions.reduce(packReducer<Item>, { ...emptyPack, items: [] });

describe('the pack', () => {
  test('opening sets the flag and keeps what is shown', () => {
    expect(run({ type: 'open' })).toEqual({ opening: true, chest: null, items: [] });
  });

  test('inserted items clear the flag', () => {
    const items = [{ id: 1, traitid: 10, balance: 1 }];
    expect(run({ type: 'open' }, { type: 'insert', chest, items })).toEqual({ opening: false, chest, items });
  });

  test('inserted items merge balances by trait', () => {
    const state = run(
      { type: 'open' },
      { type: 'insert', chest, items: [{ id: 1, traitid: 10, balance: 1 }, { id: 2, traitid: 11, balance: 1 }] },
      { type: 'insert', chest, items: [{ id: 1, traitid: 10, balance: 2 }] },
    );
    expect(state.items).toEqual([{ id: 1, traitid: 10, balance: 3 }, { id: 2, traitid: 11, balance: 1 }]);
  });

  test('a failed open clears the flag and nothing else', () => {
    expect(run({ type: 'open' }, { type: 'failed' })).toEqual({ opening: false, chest: null, items: [] });
  });

  test('closing clears the contents', () => {
    const state = run({ type: 'open' }, { type: 'insert', chest, items: [{ id: 1, traitid: 10, balance: 1 }] }, { type: 'close' });
    expect(state).toEqual({ opening: false, chest: null, items: [] });
  });
});

test('mergeBalances keeps first-seen order and does not change its input', () => {
  const input = [{ id: 1, traitid: 2, balance: 1 }, { id: 3, traitid: 1, balance: 1 }, { id: 1, traitid: 2, balance: 1 }];
  expect(mergeBalances(input).map((i) => [i.traitid, i.balance])).toEqual([[2, 2], [1, 1]]);
  expect(input[0]!.balance).toBe(1);
});
