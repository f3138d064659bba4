import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';

/** Journeys (`/journeys`). */
export function JourneysPage() {
  return (
    <Page background={PAGES.journeys.background} title={PAGES.journeys.title}>
      <header className="page__header">
        <h1 className="page__title">{PAGES.journeys.title}</h1>
        <p className="page__lead">Your journeys and their tasks will be listed here.</p>
      </header>
    </Page>
  );
}
