import { use, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  /** Draws the page; suspends while its script is on its way (the route change waits, see app-router.tsx). */
  Page: ComponentType<P>;
  /** Asks for the script (once); resolves once it has run. */
  load: () => Promise<unknown>;
}

/** A page's script could not be loaded (offline, or the server unreachable). */
export class PageScriptError extends Error {
  constructor(cause: unknown) {
    super("The page's script could not be loaded", { cause });
    this.name = 'PageScriptError';
  }
}

/** The failed loads' resets: a failed script stays failed until the error boundary draws its page again (route-error.tsx). */
const failed = new Set<() => void>();

/** Lets every page whose script failed to load ask for it again on its next draw. */
export function forgetFailedPages() {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * A page whose script loads on demand. Unlike React.lazy, a page whose script is already in draws at
 * once: React.lazy suspends on its first render even then, and its fallback was a page's largest paint.
 */
export function lazyPage<P extends object>(importPage: () => Promise<ComponentType<P>>): LazyPage<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= importPage().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        failed.add(() => (loading = null));
        throw new PageScriptError(error);
      },
    ));
  function Page(props: P) {
    const Loaded = component ?? use(load());
    return <Loaded {...props} />;
  }
  return { Page, load };
}
