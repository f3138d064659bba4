/**
 * That a Lighthouse run measured the app, not a page whose app never started. The shell's boot script
 * is allowed by its hash in the server's Content-Security-Policy, taken from domain/boot-script.ts: a
 * build older than that file (`--dist=` pointing at one) has its boot script blocked, the app's script
 * is never asked for, and the bare HTML scores near 100 even slowed 16x.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's script as the shell's boot script names it (`data-src`), e.g. `/assets/index-ab12.js`. */
export function appScriptOf(html: string): string {
  const src = /<script[^>]*\sdata-src="(\/assets\/[\w.-]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the shell (index.html) names no app script in its boot script (data-src)');
  return src;
}

/** The app's script named by the built shell in `distDir`. */
export function builtAppScript(distDir: string): string {
  return appScriptOf(readFileSync(join(distDir, 'index.html'), 'utf8'));
}

/** A run whose page never asked for the app's script: repeating it would not help. */
export class AppNeverStarted extends Error {}

interface NetworkRequests {
  audits: Record<string, { details?: unknown } | undefined>;
}

/** Throws AppNeverStarted unless the run's requests (Lighthouse's network-requests audit) include `script`. */
export function checkAppStarted(lhr: NetworkRequests, script: string, page: string): void {
  const details = lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined;
  const asked = (details?.items ?? []).some((item) => item.url !== undefined && new URL(item.url).pathname === script);
  if (!asked) {
    throw new AppNeverStarted(
      `${page}: the page never asked for the app's script (${script}), so Lighthouse measured the bare HTML. ` +
        'Is the build older than domain/boot-script.ts (its hash in the Content-Security-Policy)? Rebuild, or drop --dist=.',
    );
  }
}
