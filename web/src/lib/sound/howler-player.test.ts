import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIO, TIMINGS } from '../../../../domain/timings.ts';

describe('howler as the town configures it', () => {
  test('takes the spec pools and keeps auto-suspend on', async () => {
    const { Howler } = await import('howler');
    await import('./howler-player.ts');
    expect(Howler.html5PoolSize).toBe(AUDIO.html5Pool);
    expect(Howler.autoSuspend).toBe(true);
  });

  test("howler's fixed idle delay before suspending is the spec's 30 s", () => {
    // howler has no setting for the delay; if an upgrade changes it, this says so.
    const source = readFileSync(join(import.meta.dir, '../../../../node_modules/howler/dist/howler.js'), 'utf8');
    const body = /_autoSuspend: function\(\) \{([\s\S]*?)\n {4}\},/.exec(source)?.[1] ?? '';
    expect(body).toContain('self.ctx.suspend()');
    expect([...body.matchAll(/\}, (\d+)\);/g)].map((m) => Number(m[1]))).toEqual([TIMINGS.audioSuspend]);
  });
});
