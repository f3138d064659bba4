import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EPISODE_TITLE, TV_SCENES } from './tv-scenes.tsx';
import './milk-chug-tv.css';

/** How long each scene of the cartoon stays on screen. */
export const SCENE_MS = 5000;

const prefersStill = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Milk Chug TV: there is no video service yet, so the content hall plays its own cartoon, scene
 * by scene, in an old TV set. It plays on arrival (not for people who ask for less motion) and
 * has a real Play / Pause button and a button per scene.
 */
export function MilkChugTv() {
  const titleId = useId();
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersStill());
  const current = TV_SCENES[scene]!;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setScene((s) => (s + 1) % TV_SCENES.length), SCENE_MS);
    return () => clearTimeout(timer);
  }, [playing, scene]);

  return (
    <section className="tv" aria-labelledby={titleId}>
      <h2 id={titleId} className="places__section-title">Milk Chug TV</h2>
      <div className="tv__set">
        <div className="tv__antenna" aria-hidden="true" />
        <div className="tv__cabinet">
          <div className="tv__screen">
            <svg
              key={scene}
              className={`tv__scene${playing ? '' : ' tv__scene--paused'}`}
              viewBox="0 0 320 200"
              role="img"
              aria-label={`${EPISODE_TITLE}, scene ${scene + 1} of ${TV_SCENES.length}: ${current.title}. ${current.caption}`}
              data-scene={scene + 1}
            >
              <current.Art />
            </svg>
            <div className="tv__progress" aria-hidden="true">
              <span key={scene} className={playing ? '' : 'tv__progress--paused'} style={{ animationDuration: `${SCENE_MS}ms` }} />
            </div>
          </div>
          <div className="tv__panel" aria-hidden="true">
            <span className="tv__knob" />
            <span className="tv__knob tv__knob--small" />
            <span className="tv__grille" />
          </div>
        </div>
        <div className="tv__legs" aria-hidden="true" />
      </div>
      <p className="tv__caption">
        <strong>{EPISODE_TITLE}</strong> · {current.caption}
      </p>
      <div className="tv__controls">
        <Button variant="secondary" onClick={() => setPlaying((p) => !p)}>
          <span aria-hidden="true" className={`tv__icon tv__icon--${playing ? 'pause' : 'play'}`} />
          {playing ? 'Pause' : 'Play'}
        </Button>
        <ol className="tv__scenes" aria-label="Scenes">
          {TV_SCENES.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                className="tv__scene-button"
                aria-label={`Scene ${i + 1}: ${s.title}`}
                aria-current={i === scene ? 'step' : undefined}
                onClick={() => setScene(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
