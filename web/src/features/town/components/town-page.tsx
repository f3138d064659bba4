import { Page } from '../../../components/page.tsx';
import { TownBanner } from '../../../components/art/town-banner.tsx';

/** Home (`/` and `/imx`): the town. The interactive map grows here. */
export function TownPage() {
  return (
    <Page background="green">
      <TownBanner className="town-page__scene" />
      <header className="page__header">
        <h1 className="page__title">Sapphire Town</h1>
      </header>
    </Page>
  );
}
