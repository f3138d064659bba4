import { expect, test } from 'bun:test';
import { QueryClient } from '@tanstack/react-query';
import { writeAnswer } from './write-answer.ts';

/** A fetch the test answers when it likes. */
function heldFetch<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

test('a fetch answered before the change and landing after it does not undo the written answer', async () => {
  const client = new QueryClient();
  const key = ['chests'];
  client.setQueryData(key, ['chest 1', 'chest 2']);
  // A push's refetch goes out; its answer (both chests) was made before the open below.
  const stale = heldFetch<string[]>();
  const refetch = client.fetchQuery({ queryKey: key, queryFn: () => stale.promise, staleTime: 0 }).catch(() => null);
  await writeAnswer<string[], string[]>(client, key, (old) => old?.filter((chest) => chest !== 'chest 1'));
  stale.answer(['chest 1', 'chest 2']);
  await refetch;
  expect(client.getQueryData(key)).toEqual(['chest 2']);
});

test('with nothing on its way, the answer is written at once, as a value or from the cached one', async () => {
  const client = new QueryClient();
  await writeAnswer(client, ['inbox'], { unread: 0 });
  expect(client.getQueryData(['inbox'])).toEqual({ unread: 0 });
  await writeAnswer<string[], number>(client, ['count'], (old) => (old ?? 0) + 1);
  expect(client.getQueryData(['count'])).toBe(1);
});
