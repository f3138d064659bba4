import { currentSessionToken } from './api.ts';

/**
 * The answers the shell's boot script asked for (domain/boot-script.ts, issue 18): a returning
 * player's browser asks for what every signed-in page starts from (the own profile, the avatars'
 * bootstrap and tokens; on `/journeys` also the journeys and the cool score) once the page has painted,
 * while the app's script is still on its way, instead of once that script has downloaded, run and
 * restored the session. The app's first ask for each takes it, once, and only when asked with the
 * token it was asked with; any other ask (another session, a retry, a later visit to the page) goes to
 * the network as before.
 */
export interface EarlyAnswers {
  token: string;
  /** By API path and query, exactly as the app asks for it; filled by `ask`. */
  answers: Record<string, Promise<Response>>;
  /** Asks for them all, once: the boot script calls it when the page has painted, the app if it asks first. */
  ask?: () => void;
}

type WithEarly = { stEarly?: EarlyAnswers };

/**
 * The boot script's answer for `path` asked with `token`, or null; each can be taken only once. `R` is
 * the typed client's response to the same request (the boot script's is that request's own Response).
 */
export function takeEarlyAnswer<R = Response>(path: string, token: string | null, scope: WithEarly = globalThis as WithEarly): Promise<R> | null {
  const early = scope.stEarly;
  if (!early) return null;
  // The app came before the page's first paint (its script from the cache): the boot script asks now.
  early.ask?.();
  if (!Object.hasOwn(early.answers, path)) return null;
  const answer = early.answers[path]!;
  delete early.answers[path];
  if (Object.keys(early.answers).length === 0) scope.stEarly = undefined;
  // Not ours to read when the session has changed since: the app asks again with its own.
  return token !== null && early.token === token ? (answer as Promise<unknown> as Promise<R>) : null;
}

/** The boot script's answer to the request `call` makes (`path`), when it has one for this session; else `call()`. */
export function earlyOr<R>(path: string, call: () => Promise<R>): Promise<R> {
  return takeEarlyAnswer<R>(path, currentSessionToken()) ?? call();
}
