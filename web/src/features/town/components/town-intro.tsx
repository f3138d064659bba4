import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatDialog } from '../../../components/chat-dialog.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { Button } from '../../../components/button.tsx';
import { setIntroMode } from '../../../lib/intro-mode.ts';
import { useWindowSize } from '../../../lib/window-size.ts';
import './town-intro.css';

const PAGES = [
  <>
    <strong className="town-intro__title">Welcome to Sapphire Town!</strong>
    <span>I'm Ardi, the town's owl. This map is your town: places to visit and plenty of things to poke.</span>
  </>,
  <>
    <strong className="town-intro__title">Poke around</strong>
    <span>The torch, the frog, the bluebird, the balloon and more all answer a click. Keep clicking to finish each one and climb the Board's leaderboards.</span>
  </>,
  <>
    <strong className="town-intro__title">Visit the places</strong>
    <span>The Board, the Milk Chug, Feathered Fashions, the Town Hall, the Workshop, the Arcade and the fishing pier each hold something for you.</span>
  </>,
];

/**
 * The intro for new explorers (SPEC section 2): three pages with Ardi, then a last stage pointing at
 * the journeys button. The journeys button stays hidden while the pages show; `onDone` fires on
 * completing or closing, which is when read-intro=1 is saved.
 */
export function TownIntro({ onDone, onGone }: { onDone: () => void; onGone: () => void }) {
  const [stage, setStage] = useState<'pages' | 'pointer'>('pages');

  useEffect(() => {
    setIntroMode(stage === 'pages' ? 'hide-journeys' : 'point-journeys');
  }, [stage]);

  const close = () => {
    setIntroMode('off');
    onDone();
    onGone();
  };
  const finishPages = () => {
    setStage('pointer');
    onDone();
  };

  if (stage === 'pointer') return <JourneysPointer onDismiss={onGone} />;
  return (
    <ChatDialog
      open
      onClose={close}
      onFinish={finishPages}
      messages={PAGES}
      speaker={<Guide size={110} mood="wave" />}
    />
  );
}

/** Where the journeys button is, so the pointer can sit above it. */
function useJourneysButtonX(): number | null {
  const [x, setX] = useState<number | null>(null);
  // The window's settled size (300 ms after resizing stops): the menu moves with it.
  const size = useWindowSize();
  useLayoutEffect(() => {
    const measure = () => {
      const button = document.getElementById('bottom-menu-journeys');
      const box = button?.getBoundingClientRect();
      setX(box && box.width > 0 ? box.left + box.width / 2 : null);
    };
    measure();
    // The bottom menu may render a moment after the town; look again briefly.
    const retry = setInterval(measure, 250);
    const stop = setTimeout(() => clearInterval(retry), 2000);
    return () => {
      clearInterval(retry);
      clearTimeout(stop);
    };
  }, [size]);
  return x;
}

/** The intro's last stage: a note with an arrow down to the journeys button. Not modal. */
function JourneysPointer({ onDismiss }: { onDismiss: () => void }) {
  const x = useJourneysButtonX();
  const card = useRef<HTMLElement>(null);
  useEffect(() => card.current?.focus(), []);
  const left = x === null ? '50%' : `${Math.round(x)}px`;
  return (
    <section ref={card} tabIndex={-1} className="town-intro__pointer" aria-label="Your journeys" style={{ ['--pointer-x' as string]: left }}>
      <div className="town-intro__note">
        <Guide size={64} mood="happy" />
        <p>
          <strong className="town-intro__title">Your journeys start here</strong>
          <span>Tasks, rewards and cool points wait behind the journeys button.</span>
        </p>
        <Button variant="secondary" onClick={onDismiss}>Got it</Button>
      </div>
      <svg className="town-intro__arrow" viewBox="0 0 40 56" aria-hidden="true">
        <path d="M20 4 V44 M8 32 L20 48 L32 32" fill="none" stroke="var(--ink)" strokeWidth={9} strokeLinecap="round" strokeLinejoin="round" />
        <path d="M20 4 V44 M8 32 L20 48 L32 32" fill="none" stroke="var(--gold)" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </section>
  );
}
