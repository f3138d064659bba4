import type { ReactNode } from 'react';
import { PAGES, type ToppedPage } from '../../../domain/routes.ts';

/** A named page's title and lead (domain/routes.ts): plain words, so the HTML's first screen draws them too. */
export function PageTop({ page, children }: { page: ToppedPage; children?: ReactNode }) {
  const { title, lead } = PAGES[page];
  return (
    <header className="page__header">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {children}
    </header>
  );
}
