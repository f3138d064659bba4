/**
 * The reveal's cards in pages (issue 19): a big haul shows a few cards at a time, as many as fit side by
 * side without covering one another (three on a phone, five wider), with the pages in between. Pure.
 */

/** Cards side by side on one page at a fan width in CSS pixels. */
export function cardsPerPage(width: number): number {
  return width >= 560 ? 5 : 3;
}

export interface FanPage {
  /** 0-based page shown. */
  page: number;
  pages: number;
  /** Index of the first card on the page and one past the last. */
  from: number;
  to: number;
}

export function fanPage(count: number, perPage: number, page: number): FanPage {
  const pages = Math.max(1, Math.ceil(count / perPage));
  const shown = Math.min(Math.max(0, page), pages - 1);
  return { page: shown, pages, from: shown * perPage, to: Math.min(count, (shown + 1) * perPage) };
}

/**
 * Where the fan goes once every card on the shown page is face up: the page of the first card still face
 * down (the cards turn on their own in order, so the fan follows them), or where it is when none is.
 */
export function followPage(opened: readonly boolean[], perPage: number, page: number): number {
  const { from, to } = fanPage(opened.length, perPage, page);
  if (opened.slice(from, to).some((o) => !o)) return page;
  const next = opened.indexOf(false);
  return next === -1 ? page : Math.floor(next / perPage);
}
