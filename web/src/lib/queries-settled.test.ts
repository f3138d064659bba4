/** whenQueriesSettle against a real react-query client: what the menus wait for before they are asked for (issue 18). */
import { describe, expect, test } from 'bun:test';
import { QueryClient } from '@tanstack/react-query';
import { whenQueriesSettle } from './queries-settled.ts';

/** A query whose answer comes when the test says so. */
function pending(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => {};
  const done = client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return { answer: (value: string) => answer(value), done };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers a pending query and lets everything that follows from it run. */
async function answer(query: ReturnType<typeof pending>, value: string) {
  query.answer(value);
  await query.done;
  await tick();
}

describe('whenQueriesSettle', () => {
  test('waits for every fetching query, then runs once', async () => {
    const client = new QueryClient();
    const profile = pending(client, 'profile');
    const journeys = pending(client, 'journeys');
    let runs = 0;
    whenQueriesSettle(client, () => runs++, 5_000);
    await tick();
    expect(runs).toBe(0);
    await answer(profile, 'me');
    expect(runs).toBe(0);
    await answer(journeys, 'trail');
    expect(runs).toBe(1);
    // Later queries and their answers change nothing.
    await answer(pending(client, 'later'), 'x');
    expect(runs).toBe(1);
  });

  test('with nothing fetching it runs at once; a fetch begun in the same task still counts', async () => {
    const idle = new QueryClient();
    let runs = 0;
    whenQueriesSettle(idle, () => runs++, 5_000);
    await tick();
    expect(runs).toBe(1);

    // The page's first render adds its query a moment before the fetch starts: that is not "settled".
    const client = new QueryClient();
    let started = 0;
    whenQueriesSettle(client, () => started++, 5_000);
    const profile = pending(client, 'profile');
    await tick();
    expect(started).toBe(0);
    await answer(profile, 'me');
    expect(started).toBe(1);
  });

  test('a query that never answers holds it only until the limit', async () => {
    const client = new QueryClient();
    pending(client, 'hangs');
    const started = performance.now();
    const ran = await new Promise<number>((resolve) => whenQueriesSettle(client, () => resolve(performance.now() - started), 40));
    expect(ran).toBeGreaterThanOrEqual(35);
  });

  test('cancelled, it never runs', async () => {
    const client = new QueryClient();
    const profile = pending(client, 'profile');
    let runs = 0;
    const cancel = whenQueriesSettle(client, () => runs++, 30);
    cancel();
    await answer(profile, 'me');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(0);
  });
});
