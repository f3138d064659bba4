import { PAGE_ANSWERS_ID } from '../../../domain/page-answers.ts';

let answers: Record<string, unknown> | null = null;

function pageAnswers(): Record<string, unknown> {
  if (answers) return answers;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    answers = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    answers = {};
  }
  return answers;
}

/**
 * The answer the server put into this page's HTML for API `path` (domain/page-answers.ts), or
 * undefined: given once, to the query it seeds (`initialData`), so a later visit to the same page in
 * this tab asks the API as usual. Seeded queries are marked stale, so they are asked again at once in
 * the background: the page shows now, and its answers are the API's own (and the service worker keeps
 * its offline copy) a moment later.
 */
export function pageAnswer<T>(path: string): T | undefined {
  const all = pageAnswers();
  if (!Object.hasOwn(all, path)) return undefined;
  const value = all[path] as T;
  delete all[path];
  return value;
}
