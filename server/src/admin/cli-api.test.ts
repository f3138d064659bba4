import { describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRequest } from './cli-api.ts';
import { UsageError } from './cli-args.ts';

const wallet = '0x00000000000000000000000000000000000000AA';

describe('admin CLI requests', () => {
  test('each command becomes its admin API request', () => {
    expect(buildRequest(['notify', '--message', 'Hello', '--wallet', wallet, '--env', 'test'])).toEqual({
      method: 'POST',
      path: '/notifications',
      body: { message: 'Hello', wallet, env: 'test' },
    });
    expect(buildRequest(['notify', '--message', 'New path', '--type', 'journey_unlocked', '--journey', '4', '--url', 'http://10.0.0.2:3000'])).toEqual({
      method: 'POST',
      path: '/notifications',
      body: { message: 'New path', type: 'journey_unlocked', journey_id: 4 },
      url: 'http://10.0.0.2:3000',
    });
    expect(buildRequest(['reward', '--wallet', wallet, '--text', 'Thanks', '--points', '20'])).toEqual({
      method: 'POST',
      path: '/rewards',
      body: { wallet, success_text: 'Thanks', cool_points: 20, claimable: true },
    });
    expect(buildRequest(['reward', '--wallet', wallet, '--text', 'Gift', '--points', '5', '--not-claimable']).body).toMatchObject({ claimable: false });
    expect(buildRequest(['grant', '--wallet', wallet, '--trait-ids', '3, 4,4'])).toEqual({ method: 'POST', path: '/grants', body: { wallet, traitIds: [3, 4, 4] } });
    expect(buildRequest(['grant', '--wallet', wallet, '--traits', 'Red Scarf,Top Hat', '--name', 'Prize']).body).toEqual({ wallet, traitNames: ['Red Scarf', 'Top Hat'], name: 'Prize' });
    expect(buildRequest(['news', 'add', '--name', 'Fair', '--description', 'Come', '--thumbnail', '/news/f.svg'])).toEqual({
      method: 'POST',
      path: '/news',
      body: { name: 'Fair', description: 'Come', thumbnail_url: '/news/f.svg' },
    });
    expect(buildRequest(['news', 'update', '7', '--name', 'Fair II'])).toEqual({ method: 'PATCH', path: '/news/7', body: { name: 'Fair II' } });
    expect(buildRequest(['news', 'delete', '7'])).toEqual({ method: 'DELETE', path: '/news/7' });
    expect(buildRequest(['log', '--limit', '5'])).toEqual({ method: 'GET', path: '/log?limit=5' });
    expect(buildRequest(['journey', 'list'])).toEqual({ method: 'GET', path: '/journeys' });
    expect(buildRequest(['journey', 'add', '--name', 'Night Market', '--score', '40'])).toEqual({ method: 'POST', path: '/journeys', body: { name: 'Night Market', score: 40 } });
    expect(buildRequest(['journey', 'update', '3', '--order', '9'])).toEqual({ method: 'PATCH', path: '/journeys/3', body: { sort_order: 9 } });
    expect(buildRequest(['journey', 'unlock', '1', '--target', '2', '--threshold', '3'])).toEqual({ method: 'PUT', path: '/journeys/1/unlocks/2', body: { unlock_submission_threshold: 3 } });
    expect(buildRequest(['journey', 'unlink', '1', '--target', '2'])).toEqual({ method: 'DELETE', path: '/journeys/1/unlocks/2' });
    expect(buildRequest(['task', 'add', '--journey', '2', '--kind', 'riddle', '--title', 'Tick tock', '--payload', '{"answers":["a clock"]}', '--tags', 'torch-click'])).toEqual({
      method: 'POST',
      path: '/journeys/2/tasks',
      body: { kind: 'riddle', title: 'Tick tock', payload: { answers: ['a clock'] }, tags: ['torch-click'] },
    });
    expect(buildRequest(['task', 'update', '5', '--score', '20'])).toEqual({ method: 'PATCH', path: '/tasks/5', body: { score: 20 } });
    const file = join(mkdtempSync(join(tmpdir(), 'st-terms-')), 'terms.md');
    writeFileSync(file, 'Be kind.');
    expect(buildRequest(['terms', '--version', 'v2', '--file', file])).toEqual({ method: 'POST', path: '/terms', body: { version: 'v2', content: 'Be kind.' } });
  });

  test('bad usage is a UsageError naming the problem', () => {
    const problems: Array<[string[], string]> = [
      [['notify'], 'notify needs --message'],
      [['reward', '--wallet', wallet, '--text', 'x', '--points', 'ten'], '--points must be a whole number'],
      [['grant', '--wallet', wallet], 'grant needs either --trait-ids or --traits'],
      [['news', 'rename'], 'news needs add, update <id> or delete <id>'],
      [['terms', '--version', 'v'], 'terms needs either --file or --content'],
      [['notify', '--message', 'x', '--colour', 'red'], "Unknown option '--colour'"],
      [['journey', 'fly'], 'journey needs list, add, update <id>, unlock <id> or unlink <id>'],
      [['journey', 'update'], 'journey update needs an id'],
      [['task', 'add', '--journey', '2', '--kind', 'riddle', '--title', 't', '--payload', '{nope'], '--payload must be JSON'],
      [['task', 'add', '--journey', '2', '--kind', 'riddle', '--payload', '{}'], 'task needs --title'],
    ];
    for (const [args, message] of problems) {
      expect(() => buildRequest(args)).toThrow(UsageError);
      expect(() => buildRequest(args)).toThrow(message);
    }
  });
});
