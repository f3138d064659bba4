/**
 * One Debian Chromium for the browser figures (Lighthouse and the idle cost), started with the
 * project's flags and a DevTools port so Lighthouse and Playwright can both drive it, and a signed-in
 * explorer registered through the real API (dev outbox code, as the e2e fixtures do).
 */
import type { Subprocess } from 'bun';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/fixtures/chromium.ts';

const START_TIMEOUT_MS = 30_000;

export interface DebugChrome {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** The browser process, parent of the renderers and the GPU process (the compositor). */
  pid: number;
  /** The same browser through Playwright (for preparing storage and reading counters). */
  browser: Browser;
  close(): Promise<void>;
}

export async function startChrome(): Promise<DebugChrome> {
  const profile = mkdtempSync(join(tmpdir(), 'st-bench-chrome-'));
  const proc: Subprocess<'ignore', 'ignore', 'pipe'> = Bun.spawn(
    [CHROMIUM_PATH, ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdin: 'ignore', stdout: 'ignore', stderr: 'pipe' },
  );
  const close = async () => {
    proc.kill();
    await proc.exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await devtoolsPort(proc, START_TIMEOUT_MS);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: START_TIMEOUT_MS });
    return {
      port,
      pid: proc.pid,
      browser,
      close: async () => {
        await browser.close().catch(() => {});
        await close();
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Reads 'DevTools listening on ws://127.0.0.1:PORT/...' from Chromium's stderr. */
async function devtoolsPort(proc: Subprocess<'ignore', 'ignore', 'pipe'>, timeoutMs: number): Promise<number> {
  const decoder = new TextDecoder();
  let seen = '';
  const timer = setTimeout(() => proc.kill(), timeoutMs);
  try {
    for await (const chunk of proc.stderr) {
      seen += decoder.decode(chunk, { stream: true });
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)/.exec(seen)?.[1];
      if (port) {
        // Keep draining so a chatty Chromium never blocks on a full pipe.
        void (async () => {
          for await (const _ of proc.stderr);
        })().catch(() => {});
        return Number(port);
      }
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`Chromium did not open a DevTools port:\n${seen.slice(-2000)}`);
}

export interface Credentials {
  token: string;
  address: string;
  type: 'magic';
  email: string;
}

async function json(res: Response): Promise<unknown> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A new explorer with the town intro read: sign-in code from the dev outbox, then registration. */
export async function registerExplorer(origin: string, username: string): Promise<Credentials> {
  const email = `${username.toLowerCase()}@example.com`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await json(await post('/api/profile/check', { email, type: 'magic' }));
  const [mail] = (await json(await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`))) as Array<{ code: string }>;
  if (!mail) throw new Error('no sign-in code in the dev outbox');
  const { token, wallet } = (await json(await post('/api/login', { email, code: mail.code }))) as { token: string; wallet: string };
  await json(
    await post(
      '/api/profile/register',
      {
        address: wallet,
        email,
        name: username,
        sapphire_town_explorer_token_id: 10000,
        data: [{ key: 'age-consent', value: 1 }, { key: 'terms-agreed', value: 1 }, { key: 'side', value: 'sapphire town' }],
      },
      token,
    ),
  );
  await json(await post('/api/profile/kv', [{ key: 'read-intro', value: 1 }], token));
  return { token, address: wallet, type: 'magic', email };
}

/** The localStorage entry a finished sign-in leaves (web/src/app/session/credentials.ts). */
export function sessionEntry(credentials: Credentials): string {
  return JSON.stringify({ key: 'session', expiry: Date.now() + 30 * 86_400_000, value: credentials });
}

/**
 * CPU time (ms) the browser's GPU process has used so far: with --disable-gpu it is the software
 * compositor, which draws every frame the page changes. It descends from the browser through a
 * zygote. Linux only (/proc); null elsewhere.
 */
export function compositorCpuMs(browserPid: number): number | null {
  if (process.platform !== 'linux') return null;
  const processes = new Map<number, { parent: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, ... utime (12th), stime (13th),
      // in clock ticks of 10 ms (USER_HZ is 100 on every mainstream Linux build).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // the process ended while being read
    }
  }
  const descends = (pid: number) => {
    for (let p = processes.get(pid)?.parent; p !== undefined && p > 1; p = processes.get(p)?.parent) if (p === browserPid) return true;
    return false;
  };
  let total: number | null = null;
  for (const [pid, { cpuMs }] of processes) {
    if (!descends(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=gpu-process')) total = (total ?? 0) + cpuMs;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
