/**
 * Module scripts preloaded one per task (issue 18: total blocking time). Each `<link rel=modulepreload>`
 * costs the browser some milliseconds of a phone's main thread as it is added (its request starts
 * there); the bundler's loader adds a chunk's whole graph in one go. Added here first, one per task, the
 * loader's later links find each script already in the module map and start nothing.
 */

/** The ids of the shell's JSON lists of the menus' and the town's scripts (scripts/named-scripts.ts). */
export const MENUS_SCRIPTS_ID = 'menus-scripts';
export const TOWN_SCRIPTS_ID = 'town-scripts';

/** The script URLs the built shell names under `id` (scripts/named-scripts.ts); none in development or tests. */
export function namedScripts(id: string, doc: Document = document): string[] {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return [];
  try {
    const urls: unknown = JSON.parse(text);
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adds a modulepreload for each of `urls` not yet linked, each in a task of its own, then calls `done`
 * (in a task of its own too). The returned function stops it; `done` is then not called.
 */
export function preloadInSlices(urls: string[], done: () => void, doc: Document = document): () => void {
  const linked = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href));
  const left = urls.map((url) => new URL(url, doc.baseURI).href).filter((href) => !linked.has(href));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const href = left.shift();
    if (href === undefined) {
      done();
      return;
    }
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
    timer = setTimeout(next, 0);
  };
  timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
