/** CPU time of a process from /proc, so we can tell server cost apart from load-generator limits. */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  const out = Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim();
  return Number(out) || 100;
})();

/** Resolution of the /proc figures; anything below one tick reads as 0. */
export const TICK_MS = 1000 / TICKS_PER_SECOND;

/** User+system CPU ms used so far by `pid` (all its threads), or null where /proc is unavailable. */
export function cpuMs(pid: number): number | null {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU ms used so far by one thread `tid` of process `pid` (the main thread's tid is the pid), or null. */
export function threadCpuMs(pid: number, tid: number): number | null {
  return statCpuMs(`/proc/${pid}/task/${tid}/stat`);
}

function statCpuMs(path: string): number | null {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name may contain spaces; the fields we need come after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
