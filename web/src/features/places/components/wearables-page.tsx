import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { Page } from '../../../components/page.tsx';
import { PageTop } from '../../../components/page-top.tsx';
import { useMe } from '../../../lib/me.ts';
import { BoutiqueArt } from './boutique-art.tsx';
import { MascotFooter } from './mascot-footer.tsx';
import './places.css';
import './wearables-page.css';

/**
 * Wearables (`/feathered-fashions`): the boutique's shop front and the way in to the player's avatar
 * customiser (`/<own slug>/customise`).
 */
export function WearablesPage() {
  const { background, title } = PAGES.wearables;
  const me = useMe();
  const fittingId = useId();
  return (
    <Page background={background} title={title} className="places wearables">
      <PageTop page="wearables" />
      <div className="page__body wearables__body">
        <div className="wearables__front card">
          <BoutiqueArt />
        </div>
        <section className="wearables__fitting card" aria-labelledby={fittingId}>
          <h2 id={fittingId} className="wearables__fitting-title">The fitting room</h2>
          <p>
            Try wearables on your explorer, mix and match, and save the look you love. New wearables arrive in a
            chest you get to open.
          </p>
          <div className="wearables__cta">
            {me ? (
              <Link className="button button--primary button--lg" to={`/${me.slug}/customise`}>
                Customise your avatar
              </Link>
            ) : (
              // Only while the player's profile is still loading.
              <Button size="lg" disabled>
                Customise your avatar
              </Button>
            )}
          </div>
        </section>
      </div>
      <MascotFooter mascots={['bluecat']} label="Bluecat" />
    </Page>
  );
}
