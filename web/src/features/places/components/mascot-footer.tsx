import { useEffect, useRef, useState } from 'react';
import { BlueCatArt, ChugsMascotArt, JoArt } from '../../../components/art/mascots.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { SpeechBubbles, lineAt } from '../speech-bubbles.ts';
import { MASCOTS, type MascotKey } from './mascot-lines.ts';
import './mascot-footer.css';

/** Greeting bubbles start a moment after the page opens, not while it is still drawing. */
const GREET = { delayMs: 700, gapMs: 300 } as const;

function MascotArt({ who }: { who: MascotKey }) {
  const className = 'mascot__art';
  if (who === 'bluecat') return <BlueCatArt size={112} className={className} />;
  if (who === 'chugs') return <ChugsMascotArt size={112} className={className} />;
  if (who === 'jo') return <JoArt size={112} className={className} />;
  return <Guide size={112} className={className} />;
}

/**
 * A page footer with mascots (SPEC section 2), an aside landmark named after them. Each is a
 * button: pressing it shows its next line in a speech bubble for 2 s. Each says a first line once,
 * in turn, shortly after the footer comes into view (at once when the page opens on a desktop).
 */
export function MascotFooter({ mascots, label = 'Say hello' }: { mascots: readonly MascotKey[]; label?: string }) {
  const [shown, setShown] = useState<ReadonlyMap<MascotKey, string>>(new Map());
  const bubbles = useRef<SpeechBubbles<MascotKey> | null>(null);
  // The greeting uses line 0, so a mascot's first press carries on from line 1.
  const said = useRef<Partial<Record<MascotKey, number>>>({});
  const key = mascots.join(' ');

  const footer = useRef<HTMLElement>(null);

  useEffect(() => {
    const b = new SpeechBubbles<MascotKey>(setShown);
    bubbles.current = b;
    const list = key.split(' ') as MascotKey[];
    const greet = () => b.greet(list.map((who) => [who, lineAt(MASCOTS[who].lines, 0)] as const), GREET);
    // On a phone the footer may start below the fold: greet when it comes into view, once.
    const el = footer.current;
    let seen: IntersectionObserver | null = null;
    if (el && typeof IntersectionObserver === 'function') {
      seen = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen?.disconnect();
        greet();
      }, { threshold: 0.6 });
      seen.observe(el);
    } else {
      greet();
    }
    return () => {
      seen?.disconnect();
      b.dispose();
    };
  }, [key]);

  const speak = (who: MascotKey) => {
    const n = (said.current[who] ?? 0) + 1;
    said.current[who] = n;
    bubbles.current?.say(who, lineAt(MASCOTS[who].lines, n));
  };

  return (
    <aside ref={footer} className="mascot-footer" aria-label={label}>
      <div className="mascot-footer__ground" aria-hidden="true" />
      <ul className="mascot-footer__list">
        {mascots.map((who) => {
          const line = shown.get(who);
          return (
            <li key={who} className={`mascot mascot--${who}`}>
              {/* Always present so screen readers hear each new line. */}
              <div className="mascot__bubble-slot" role="status" aria-live="polite">
                {line ? (
                  <p className="mascot__bubble" data-mascot={who}>
                    <span className="visually-hidden">{MASCOTS[who].name} says: </span>
                    {line}
                  </p>
                ) : null}
              </div>
              <button type="button" className="mascot__button" onClick={() => speak(who)} aria-label={`${MASCOTS[who].name}: say something`}>
                <MascotArt who={who} />
                <span className="mascot__name" aria-hidden="true">{MASCOTS[who].name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
