/**
 * Child processes of the benchmark. Every child is registered so that an error, a signal or the
 * watchdog never leaves a server listening after the run.
 */
import type { Subprocess } from 'bun';
import { ROOT } from './util.ts';

const live = new Set<Subprocess>();

export interface Child {
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** The last few KB of stdout, then of stderr: results, or the reason a child died. */
  stdout(): string;
  output(): string;
  alive(): boolean;
  /** Settles once both pipes reached end-of-file, i.e. all output has been read. */
  drained: Promise<unknown>;
  /** Resolves once stdout shows `text`; rejects when the child ends first or `timeoutMs` passes. */
  printed(text: string, timeoutMs: number): Promise<void>;
  /** Sends `signal`, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

/** Spawns `bun <args>` in the repository root with exactly `env` (plus PATH) as its environment. */
export function spawnBun(args: string[], env: Record<string, string> = {}): Child {
  const proc = Bun.spawn([process.execPath, ...args], {
    cwd: ROOT,
    // Built from scratch so the figures do not depend on whatever the caller's shell exports.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  live.add(proc);
  void proc.exited.then(() => live.delete(proc));
  const tails = { out: '', err: '' };
  const waiters = new Set<() => void>();
  // Drain both pipes so a chatty child never blocks on a full pipe.
  const drain = async (stream: ReadableStream<Uint8Array>, key: keyof typeof tails) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      tails[key] = (tails[key] + decoder.decode(chunk, { stream: true })).slice(-4000);
      for (const wake of waiters) wake();
    }
  };
  const drained = Promise.all([drain(proc.stdout, 'out'), drain(proc.stderr, 'err')]).catch(() => {});
  void drained.then(() => {
    for (const wake of waiters) wake();
  });
  return {
    proc,
    drained,
    printed(text, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (tails.out.includes(text)) done(resolve);
          else if (proc.exitCode !== null || proc.signalCode !== null) done(() => reject(new Error(`exited before printing ${text}: ${tails.err || tails.out}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`did not print ${text} within ${timeoutMs} ms`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    stdout: () => tails.out,
    output: () => `${tails.out}\n${tails.err}`.trim(),
    alive: () => proc.exitCode === null && proc.signalCode === null,
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      proc.kill(signal);
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      const code = await proc.exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Kills every child still running; synchronous so it also works from an 'exit' handler. */
export function killAll(): void {
  for (const proc of live) proc.kill('SIGKILL');
  live.clear();
}

// Last line of defence: whatever path ends the process, no server outlives it.
process.on('exit', killAll);

/** Runs `bun <args>` to completion within `timeoutMs` and returns its stdout; throws on failure. */
export async function runBun(args: string[], timeoutMs: number): Promise<string> {
  const child = spawnBun(args);
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), timeoutMs);
  const code = await child.proc.exited;
  clearTimeout(timer);
  await child.drained;
  if (code !== 0) throw new Error(`bun ${args.join(' ')} exited with ${code ?? child.proc.signalCode}: ${child.output()}`);
  return child.stdout();
}
