/**
 * Render load: `bun bench/render-churn.ts <origin> <concurrency> <durationMs> <offset>` keeps asking for
 * avatar pictures nobody asked for before (token x view x width x format, from `offset` on), so every
 * request is a cold render. Prints `{ ok, failed }`.
 */
import { AVATAR_VIEWS, BREAKPOINTS } from '../domain/traits.ts';

const [origin, concurrencyArg, durationArg, offsetArg] = process.argv.slice(2);
const AVATARS = ['explorer/1', 'explorer/2', 'explorer/3', 'cat/101', 'shadowwolf/202'];
const urls: string[] = [];
// Widths vary fastest, so any run of consecutive URLs (one round's share) holds every size alike.
for (const avatar of AVATARS) for (const view of AVATAR_VIEWS) for (const format of ['png', 'webp']) for (const width of BREAKPOINTS) urls.push(`${origin}/render/${avatar}.${format}?view=${view}&w=${width}`);

let next = Number(offsetArg) % urls.length;
let ok = 0;
let failed = 0;
const deadline = performance.now() + Number(durationArg);
await Promise.all(
  Array.from({ length: Number(concurrencyArg) }, async () => {
    while (performance.now() < deadline) {
      const url = urls[next]!;
      next = (next + 1) % urls.length;
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else failed++;
      } catch {
        failed++;
        await Bun.sleep(10);
      }
    }
  }),
);
process.stdout.write(`${JSON.stringify({ ok, failed })}\n`);
