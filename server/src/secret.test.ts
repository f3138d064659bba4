import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from './log.ts';
import { resolveSecret } from './secret.ts';
import { testEnv } from '../test/app.ts';

/** A data folder without SESSION_SECRET, and the log lines the secret's making wrote. */
function withDataDir(run: (env: ReturnType<typeof testEnv>, lines: string[]) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'st-secret-'));
  const lines: string[] = [];
  try {
    run(testEnv({ DATA_DIR: dir, SESSION_SECRET: '', DATABASE_URL: '' }), lines);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const logTo = (lines: string[]) => createLogger('info', (line) => void lines.push(line));

describe('the generated secret', () => {
  test('is made once, readable by its owner only, and read back on the next start', () =>
    withDataDir((env, lines) => {
      const first = resolveSecret(env, logTo(lines));
      expect(first.length).toBeGreaterThanOrEqual(43);
      expect(statSync(join(env.DATA_DIR, 'session-secret')).mode & 0o777).toBe(0o600);
      expect(resolveSecret(env, logTo(lines))).toBe(first);
      expect(lines.filter((l) => l.includes('generated one for this data folder'))).toHaveLength(1);
      // Written under another name and renamed: nothing else is left in the folder.
      expect(readdirSync(env.DATA_DIR)).toEqual(['session-secret']);
    }));

  test('an empty file (a start stopped before writing it) is made again, never used as the secret', () =>
    withDataDir((env, lines) => {
      writeFileSync(join(env.DATA_DIR, 'session-secret'), '');
      const secret = resolveSecret(env, logTo(lines));
      expect(secret.length).toBeGreaterThanOrEqual(43);
      expect(resolveSecret(env, logTo(lines))).toBe(secret);
    }));

  test('SESSION_SECRET, when set, is the secret and nothing is written', () =>
    withDataDir((env, lines) => {
      expect(resolveSecret({ ...env, SESSION_SECRET: 'x'.repeat(40) }, logTo(lines))).toBe('x'.repeat(40));
      expect(readdirSync(env.DATA_DIR)).toEqual([]);
    }));
});
