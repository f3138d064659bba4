import { PAGES } from '../../../../../domain/routes.ts';

/** The board's title and lead: static words, so the server's first screen for `/board` draws them too (scripts/first-paint.tsx). */
export function BoardHeader() {
  return (
    <header className="page__header">
      <h1 className="page__title">{PAGES.board.title}</h1>
      <p className="page__lead">Who is top of the town, and the notices from around it.</p>
    </header>
  );
}
