import { useId } from 'react';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { Page } from '../../../components/page.tsx';
import { BoutiqueArt } from './boutique-art.tsx';
import { MascotFooter } from './mascot-footer.tsx';
import './places.css';
import './wearables-page.css';

/**
 * Wearables (`/feathered-fashions`): the boutique's shop front and the way in to the avatar
 * customiser, which is not built yet, so its button is shown disabled with 'Opening soon'.
 */
export function WearablesPage() {
  const { background, title } = PAGES.wearables;
  const soonId = useId();
  return (
    <Page background={background} title={title} className="places wearables">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">Hats, scarves, boas and plumes: the town’s boutique dresses your explorer.</p>
      </header>
      <div className="page__body wearables__body">
        <div className="wearables__front card">
          <BoutiqueArt />
        </div>
        <section className="wearables__fitting card" aria-labelledby={`${soonId}-title`}>
          <h2 id={`${soonId}-title`} className="wearables__fitting-title">The fitting room</h2>
          <p>
            Try wearables on your explorer, mix and match, and save the look you love. New wearables arrive in a
            chest you get to open.
          </p>
          <div className="wearables__cta">
            <Button size="lg" disabled aria-describedby={soonId}>
              Customise your avatar
            </Button>
            <p id={soonId} className="wearables__soon">Opening soon</p>
          </div>
        </section>
      </div>
      <MascotFooter mascots={['bluecat']} label="Bluecat" />
    </Page>
  );
}
