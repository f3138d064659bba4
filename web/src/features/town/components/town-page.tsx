import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { useMe } from '../../../lib/me.ts';
import { preloadSoundsSoon } from '../../../lib/sound/sound.ts';
import { useSky } from '../sky-clock.ts';
import { useTownClicks, type ClickFeedback } from '../use-town-clicks.ts';
import { TownMap, type PlaceName } from './town-map.tsx';
import { ClickChip } from './click-chip.tsx';
import { TownIntro } from './town-intro.tsx';
import { ImxIntro } from './imx-intro.tsx';
import { FishingDialog } from './fishing-dialog.tsx';
import './town-page.css';

const PLACE_PATHS: Record<Exclude<PlaceName, 'fishing'>, string> = {
  board: PAGES.board.path,
  content: PAGES.content.path,
  wearables: PAGES.wearables.path,
  townhall: PAGES.townhall.path,
  workshop: PAGES.workshop.path,
  arcade: PAGES.arcade.path,
};

/** Home (`/` and `/imx`): the illustrated town, its clickables, the intros and the fishing pier. */
export function TownPage() {
  const me = useMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sky = useSky();
  const [feedback, setFeedback] = useState<ClickFeedback | null>(null);
  const [fishing, setFishing] = useState(false);
  // Decided once per visit: completing the intro saves read-intro, which must not cut its last stage.
  const [intro, setIntro] = useState<'unknown' | 'show' | 'done'>('unknown');
  const onCreature = useTownClicks(me, setFeedback);

  useEffect(preloadSoundsSoon, []);

  const readIntro = me?.values['read-intro'];
  useEffect(() => {
    if (me && intro === 'unknown') setIntro(typeof readIntro === 'number' ? 'done' : 'show');
  }, [me, intro, readIntro]);

  // Arriving by /imx records the entry point, which the /imx intro looks for.
  const entered = me?.values.entrypoint;
  useEffect(() => {
    if (me && pathname === PAGES.imx.path && entered !== PAGES.imx.path) me.set('entrypoint', PAGES.imx.path);
  }, [me, pathname, entered]);

  // Read through a ref so the handler, and with it the (memoised) map, stays the same as `me` changes.
  const signedIn = useRef(false);
  signedIn.current = me !== null;
  const onPlace = useCallback(
    (name: PlaceName) => {
      if (name === 'fishing') {
        // The pier opens only for onboarded explorers, who are the ones with `me`.
        if (signedIn.current) setFishing(true);
        return;
      }
      navigate(PLACE_PATHS[name]);
    },
    [navigate],
  );

  // The /imx intro follows the town intro, for explorers who came in by /imx and have not seen it.
  const imxDue = intro === 'done' && entered === PAGES.imx.path && me?.values['imx-intro'] === undefined;

  return (
    <Page background="green" className="town">
      <h1 className="visually-hidden">Sapphire Town</h1>
      <div className="town__stage">
        <TownMap className="town__map" sky={sky} onPlace={onPlace} onCreature={onCreature} />
        <ClickChip feedback={feedback} />
      </div>
      {intro === 'show' ? (
        <TownIntro onDone={() => void me?.save([{ key: 'read-intro', value: 1 }])} onGone={() => setIntro('done')} />
      ) : null}
      {imxDue ? <ImxIntro onDone={() => void me?.save([{ key: 'imx-intro', value: 1 }])} /> : null}
      <FishingDialog open={fishing} onClose={() => setFishing(false)} />
    </Page>
  );
}
