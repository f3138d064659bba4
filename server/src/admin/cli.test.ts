import { describe, expect, test } from 'bun:test';
import { runAdmin } from './cli.ts';

describe('admin CLI', () => {
  test('help lists the commands', async () => {
    const lines: string[] = [];
    expect(await runAdmin(['help'], (l) => void lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain('migrate');
  });

  test('an unknown command fails with usage', async () => {
    const lines: string[] = [];
    expect(await runAdmin(['explode'], (l) => void lines.push(l))).toBe(64);
    expect(lines.join('\n')).toContain('unknown command: explode');
  });
});
