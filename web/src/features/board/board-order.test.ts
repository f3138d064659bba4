import { expect, test } from 'bun:test';
import { inSpecOrder } from './board-order.ts';

test('boards follow the spec order of labels; unknown ones go last in their own order', () => {
  const fromServer = [{ key: 'tickle-monitor' }, { key: 'zebra' }, { key: 'found-chugs' }, { key: 'torch-click' }, { key: 'aardvark' }, { key: 'tada' }];
  expect(inSpecOrder(fromServer).map((b) => b.key)).toEqual(['torch-click', 'tada', 'tickle-monitor', 'found-chugs', 'zebra', 'aardvark']);
});
