import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from './env.ts';
import type { Logger } from './log.ts';

/**
 * The server secret. Production must set SESSION_SECRET (env.ts enforces it). The embedded default
 * makes one and keeps it in DATA_DIR, because embedded-wallet keys are encrypted with it and must
 * survive restarts.
 */
export function resolveSecret(env: Env, log: Logger): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.DATA_DIR, 'session-secret');
  // An empty file (an earlier version's start that stopped between making the file and writing it, or
  // one made by hand) held no secret, so nothing was ever encrypted with it: it is made again.
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return kept;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under another name, then renamed: the file is either absent or complete.
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, `${secret}\n`, { mode: 0o600 });
  renameSync(part, file);
  log.warn('SESSION_SECRET is not set; generated one for this data folder', { file });
  return secret;
}
