/**
 * The one rule for text PostgreSQL cannot store: a NUL character (PostgreSQL refuses it, 22021, and
 * `\u0000` in JSON, 22P05) or a lone UTF-16 surrogate (no UTF-8 form; the drivers quietly store U+FFFD).
 * Such a string is refused with 400 before it reaches a handler: in the path and query by the
 * `storableRequest` middleware (every request; it also refuses a path that is not percent-encoded UTF-8), in bodies, queries and headers by `validate()` (http/validate.ts);
 * the error handler maps the database's own refusal to the same 400, as a last line of defence.
 */
import type { MiddlewareHandler } from 'hono';

const UNSTORABLE = /\0|\p{Cs}/u;

/** False when PostgreSQL could not store `text` as it is. */
export const isStorable = (text: string): boolean => !UNSTORABLE.test(text);

/** The refusal's words: the spec's 'Invalid email' and the like come from the schemas ahead of this. */
export const unstorableMessage = (field: string) => `${field} contains characters that cannot be stored`;

/**
 * Where in a parsed value (JSON, query, headers) the first string that cannot be stored is, object keys
 * included: '' for the value itself, else a path like `news[0].title` (or 'A key of news[0]'); null when every
 * string is fine.
 * Walked with a stack of its own, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableField(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorable(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}[${i}]`]);
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        // A bad key is named by where it is, not echoed.
        if (!isStorable(key)) return path ? `A key of ${path}` : 'A key';
        stack.push([(item as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** A percent-encoded path segment as the routes will see it; null when it is not percent-encoded UTF-8. */
function decoded(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Every request: a path segment that does not decode (`%E0%A4%A`), or a path segment or query parameter
 * (name or value) that would decode to text the database cannot store, answers 400 before any route sees
 * it, whether or not the route validates that parameter.
 */
export function storableRequest(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const query = url.indexOf('?', start);
    const path = query < 0 ? url.slice(start) : url.slice(start, query);
    if (path.includes('%')) {
      for (const segment of path.split('/')) {
        const text = decoded(segment);
        if (text === null) return c.json({ error: 'The path is not valid percent-encoded UTF-8' }, 400);
        if (!isStorable(text)) return c.json({ error: unstorableMessage('The path') }, 400);
      }
    }
    if (query >= 0) {
      for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
        if (!isStorable(name)) return c.json({ error: unstorableMessage('A query parameter name') }, 400);
        if (!isStorable(value)) return c.json({ error: unstorableMessage(name) }, 400);
      }
    }
    await next();
  };
}
