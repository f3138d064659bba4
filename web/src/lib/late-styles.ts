/**
 * The second part of the app's stylesheet (scripts/shell-styles.ts, issue 18), in a few files: the boot
 * script asks for them as `<link class="late-styles" media="print">`, in order, so they hold no paint: a
 * visitor's with the app's script, once the page has painted; a returning player's once the page has
 * painted, or when the app asks first (`window.stRest`, domain/boot-script.ts). The app turns them on and
 * waits for them before its first render, so no page, menu or dialog is ever drawn without its rules;
 * the first screens the HTML draws use none of them, so turning them on changes nothing they show.
 * One per task, each made ready there (`getComputedStyle`): the browser readies a stylesheet's rules at
 * the first style update after it is turned on, which was the app's first render, already its longest
 * task (2.6 ms for the one 125 KB file; at most 2.0 ms per file now, unslowed: issue 18).
 * Resolves once each has loaded (or failed) and is on, or after `limitMs`, whichever is first: past the
 * limit (a slow network) all are turned on at once and the app draws anyway; the rules apply as soon as
 * they arrive. A shell without them (the development server) resolves at once.
 */
export function lateStyles(
  limitMs: number,
  doc: Document = document,
  scope: { stRest?: () => void } = globalThis as { stRest?: () => void },
  nextTask: (run: () => void) => void = (run) => void setTimeout(run, 0),
): Promise<void> {
  // A returning player's boot script asks for them once the page has painted; an app that came sooner
  // (its script from the cache) has them asked for now.
  scope.stRest?.();
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link.late-styles')];
  if (links.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let next = 0;
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      for (const link of links) link.media = 'all';
      resolve();
    };
    const timer = setTimeout(finish, limitMs);
    // `waited`: this file has loaded or failed since it was last looked at; one that failed is turned on
    // all the same, in its place, with nothing more to wait for.
    const turnOn = (waited = false) => {
      if (over) return;
      const link = links[next];
      if (!link) return finish();
      if (!link.sheet && !waited) return settled(link, () => nextTask(() => turnOn(true)));
      link.media = 'all';
      void doc.defaultView?.getComputedStyle(doc.documentElement).color;
      next++;
      nextTask(() => turnOn());
    };
    turnOn();
  });
}

/** Calls `then` once `link` has loaded or failed. */
function settled(link: HTMLLinkElement, then: () => void) {
  const done = () => {
    link.removeEventListener('load', done);
    link.removeEventListener('error', done);
    then();
  };
  link.addEventListener('load', done);
  link.addEventListener('error', done);
}
