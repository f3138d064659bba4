/**
 * The shell's render-blocking stylesheets written into the HTML (issue 18): the typeface's `@font-face`
 * rules and the first part of the app's stylesheet (scripts/shell-styles.ts), 19 KB raw, 5 KB brotli. As
 * `<link>`s they were two requests the first paint waited for, a round trip after the HTML's own: on
 * Lighthouse's phone (150 ms round trips) the first paint came 130 ms later, and a signed-in town's largest
 * paint 0.1-0.2 s later. Inline, the page paints as soon as its HTML is in. The cost: those bytes come with
 * each HTML load, where a warm HTTP cache had them already (the app moves between its pages without one).
 * The server allows exactly these `<style>`s by their hashes (server/src/http/security-headers.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/** `html` with every `<link rel="stylesheet">` to a file under `outDir`/assets replaced by a `<style>` holding that file, in place. */
export function withInlineStyles(outDir: string, html: string): string {
  let found = 0;
  const inlined = html.replace(STYLESHEET, (_, url: string) => {
    found++;
    const css = readFileSync(join(outDir, url), 'utf8');
    // The HTML parser ends a <style> at its first `</style`, whatever the CSS meant by it.
    if (/<\/style/i.test(css)) throw new Error(`${url} holds "</style", which would end its <style> early`);
    return `<style>${css}</style>`;
  });
  if (!found) throw new Error('the shell links no stylesheet under /assets/ to inline');
  return inlined;
}
