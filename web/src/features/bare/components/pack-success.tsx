import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChestArt } from '../../../components/art/chest-art.tsx';
import { Page } from '../../../components/page.tsx';
import './pack-success.css';

/**
 * `/pack/success`, shown bare (no login gate, no menu): where a store checkout for a pack comes back to.
 * The pack arrives as a chest, opened from the town.
 */
export function PackSuccessPage() {
  const titleId = useId();
  return (
    <Page background="blue" title="Pack opened" className="pack-success">
      <div className="page__body">
        <section className="card pack-success__card" aria-labelledby={titleId}>
          <div className="pack-success__art">
            <span className="pack-success__rays" aria-hidden="true" />
            <ChestArt open label="An open treasure chest, glowing" />
          </div>
          <h2 id={titleId} className="pack-success__title">Pack opened!</h2>
          <p className="pack-success__text">
            Thank you! Your new wearables are packed in a chest that waits for you in Sapphire Town. Open it there to see what's inside.
          </p>
          <Link className="button button--primary button--lg" to="/">
            Go to the town
          </Link>
        </section>
      </div>
    </Page>
  );
}
