/**
 * What memory costs the first time it is touched, against touching it again: the same buffer walked
 * twice, one byte per 4 KB page. Page loads, new browser processes and database engines allocate much of
 * their memory afresh, so a machine where first touches are slow scores lower in Lighthouse (and runs
 * the browser tests slower) with the same CPU: one session's machine took 13 us per page first and 56 ns
 * after, while Lighthouse's own CPU benchmark called it a high-end desktop.
 */
const PAGE = 4096;

export interface MemoryTouch {
  /** ns per 4 KB page the first time it is written. */
  firstNs: number;
  /** ns per 4 KB page written again: the same run's baseline. */
  againNs: number;
}

export function memoryTouch(bytes = 256 * 1024 * 1024): MemoryTouch {
  // Not zero-filled by the allocator, so the first walk is the first touch.
  const buffer = Buffer.allocUnsafeSlow(bytes);
  const walk = (value: number) => {
    const started = performance.now();
    for (let i = 0; i < buffer.length; i += PAGE) buffer[i] = value;
    return ((performance.now() - started) * 1e6) / (buffer.length / PAGE);
  };
  const firstNs = walk(1);
  const againNs = walk(2);
  return { firstNs, againNs };
}
