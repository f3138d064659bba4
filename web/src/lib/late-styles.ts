/**
 * The second part of the app's stylesheet (scripts/shell-styles.ts, issue 18): the boot script asks for
 * it with the app's script, as `<link id="late-styles" media="print">`, so it holds no paint. The app
 * turns it on and waits for it before its first render, so no page, menu or dialog is ever drawn without its
 * rules; the first screens the HTML draws use none of them, so turning it on changes nothing they show.
 * Resolves once it has loaded (or failed), or after `limitMs`, whichever is first: past the limit (a slow
 * network) the app draws anyway, and the rules apply as soon as they arrive. A shell without it (the
 * development server) resolves at once.
 */
export function lateStyles(limitMs: number, doc: Document = document): Promise<void> {
  const link = doc.getElementById('late-styles') as HTMLLinkElement | null;
  if (!link) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      link.removeEventListener('load', done);
      link.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    link.addEventListener('load', done);
    link.addEventListener('error', done);
  });
}
