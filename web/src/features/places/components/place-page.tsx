import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';

const LEADS: Partial<Record<keyof typeof PAGES, string>> = {
  townhall: 'The town hall, where the town keeps its notices.',
  arcade: 'Games and high scores.',
  workshop: 'Tools, sawdust and an old monitor that hums when you touch it.',
  content: 'Stories and videos from around the town.',
  contentAlias: 'Stories and videos from around the town.',
  wearables: 'Wearables for your explorer.',
  shop: 'Merch from the town store.',
  achievements: 'Achievements are not open yet.',
};

/** A named place in town with its own background (SPEC section 2 routes). */
export function PlacePage({ place }: { place: keyof typeof PAGES }) {
  const { background, title } = PAGES[place];
  return (
    <Page background={background} title={title}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {LEADS[place] ? <p className="page__lead">{LEADS[place]}</p> : null}
      </header>
    </Page>
  );
}
