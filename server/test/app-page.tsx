import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * An app page as the app draws it from answers already in its query cache, rendered to markup at `at`
 * under the route `route` (no session: a visitor's view). For the server's first screens' tests, which
 * check that the HTML they write is the page's own beginning.
 */
export function renderAppPage(page: ReactElement, { at, route, answers }: { at: string; route: string; answers: Array<readonly [QueryKey, unknown]> }): string {
  const client = new QueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
