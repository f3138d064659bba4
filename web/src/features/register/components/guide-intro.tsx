import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/art/icons.tsx';
import { GUIDE_PAGES } from './guide-pages.ts';
import { ProgressDots } from './progress-dots.tsx';
import { REGISTER_LABELS } from './register-labels.ts';
import { RoundButton } from './round-button.tsx';
import './guide-intro.css';

interface GuideIntroProps {
  /** Called once, when Get Started is pressed on the last page. */
  onFinish: () => void;
}

/** True when an arrow key belongs to something else: a text field, a modifier chord or an open dialog. */
function arrowKeyTaken(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return (
    event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented ||
    !!target?.closest('input, textarea, select, [contenteditable="true"]') ||
    document.querySelector('[aria-modal="true"]') !== null
  );
}

/** Ardi's seven-page tour: Learn More, previous/next arrows (and Left/Right keys), Read Again, Get Started. */
export function GuideIntro({ onFinish }: GuideIntroProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [started, setStarted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);
  const count = GUIDE_PAGES.length;
  const page = GUIDE_PAGES[index] ?? GUIDE_PAGES[0]!;
  const isFirst = index === 0;
  const isLast = index === count - 1;

  const goTo = (next: number) => {
    if (started) return;
    const clamped = Math.min(Math.max(next, 0), count - 1);
    if (clamped === index) return;
    setIndex(clamped);
    setExpanded(false);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || arrowKeyTaken(event)) return;
      event.preventDefault();
      goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  // Read Again takes its own button away; the new page's heading catches the focus.
  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  }, [index]);

  const start = () => {
    if (started) return;
    setStarted(true);
    onFinish();
  };

  return (
    <section className="guide-intro" aria-labelledby={`${id}-title`} aria-roledescription="tour">
      <p className="guide-intro__kicker">{REGISTER_LABELS.tourKicker}</p>
      <div className="guide-intro__scene">
        <Guide className="guide-intro__ardi" size={132} mood={started ? 'wave' : page.mood} />
        <div className="guide-intro__bubble" aria-live="polite">
          {/* Every page sits in one grid cell, the others invisible, so the bubble keeps the tallest page's
              height and the arrows below never jump while paging. The current page keeps its key, so a
              focused Learn More stays focused. */}
          <div className="guide-intro__pages">
            <div key="current" className="guide-intro__page">
              <h2 ref={titleRef} id={`${id}-title`} className="guide-intro__title" tabIndex={-1}>{page.title}</h2>
              <p className="guide-intro__text">{page.text}</p>
              <p id={`${id}-more`} className="guide-intro__more" hidden={!expanded}>{page.more}</p>
              <button
                type="button"
                className="guide-intro__learn"
                aria-expanded={expanded}
                aria-controls={`${id}-more`}
                onClick={() => setExpanded((open) => !open)}
              >
                {REGISTER_LABELS.learnMore}
                <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
                  <path d="M6 9.5l6 6 6-6" />
                </svg>
              </button>
            </div>
            {GUIDE_PAGES.map((each, i) =>
              i === index ? null : (
                <div key={each.title} className="guide-intro__page guide-intro__page--ghost" aria-hidden="true">
                  <p className="guide-intro__title">{each.title}</p>
                  <p className="guide-intro__text">{each.text}</p>
                  <span className="guide-intro__learn">{REGISTER_LABELS.learnMore}</span>
                </div>
              ),
            )}
          </div>
        </div>
      </div>

      <div className="guide-intro__nav">
        <RoundButton aria-label={REGISTER_LABELS.previousPage} aria-disabled={isFirst || started} onClick={() => goTo(index - 1)}>
          <ArrowLeftIcon />
        </RoundButton>
        <ProgressDots count={count} current={index} unit="Page" />
        <RoundButton aria-label={REGISTER_LABELS.nextPage} aria-disabled={isLast || started} onClick={() => goTo(index + 1)}>
          <ArrowRightIcon />
        </RoundButton>
      </div>

      {isLast ? (
        <div className="guide-intro__finish">
          <Button
            variant="secondary"
            size="lg"
            aria-disabled={started}
            onClick={() => {
              focusTitle.current = true;
              goTo(0);
            }}
          >
            {REGISTER_LABELS.readAgain}
          </Button>
          <Button variant="primary" size="lg" className={started ? 'guide-intro__go' : undefined} onClick={start}>
            {started ? REGISTER_LABELS.letsGo : REGISTER_LABELS.getStarted}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
