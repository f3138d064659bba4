/**
 * The second part of the app's stylesheet (scripts/shell-styles.ts, issue 18): the boot script asks for
 * it as `<link id="late-styles" media="print">`, so it holds no paint: a visitor's with the app's
 * script, once the page has painted; a returning player's once the page has painted, or when the app
 * asks first (`window.stRest`, domain/boot-script.ts). The app
 * turns it on and waits for it before its first render, so no page, menu or dialog is ever drawn without its
 * rules; the first screens the HTML draws use none of them, so turning it on changes nothing they show.
 * Resolves once it has loaded (or failed), or after `limitMs`, whichever is first: past the limit (a slow
 * network) the app draws anyway, and the rules apply as soon as they arrive. A shell without it (the
 * development server) resolves at once.
 */
export function lateStyles(limitMs: number, doc: Document = document, scope: { stRest?: () => void } = globalThis as { stRest?: () => void }): Promise<void> {
  // A returning player's boot script asks for it once the page has painted; an app that came sooner
  // (its script from the cache) has it asked for now.
  scope.stRest?.();
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
