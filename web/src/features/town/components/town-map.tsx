/**
 * The illustrated town map: seven places and seven clickable critters, all real,
 * focusable buttons inside one wide SVG (1600 x 900 units). On a phone the map keeps a
 * readable size and pans sideways in its scroll box, starting centred on the town hall.
 * Presentational only: what a click does is the caller's business.
 */
import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { KvKey } from '../../../../../domain/progress.ts';
import './town-map.css';
import { usePanHints } from './use-pan-hints.ts';
import { useIdleAnimations } from '../../../lib/use-idle-animations.ts';
import { scrollBehavior } from '../../../lib/scroll-behavior.ts';
import { NightLights, Sky, type SkyView } from './town-map-scenery.tsx';
import { townArt } from './town-art.macro.tsx' with { type: 'macro' };

/** The still art as markup, drawn at bundle time (town-art.macro.tsx). */
const ART = townArt();

export type PlaceName = 'board' | 'content' | 'wearables' | 'townhall' | 'workshop' | 'arcade' | 'fishing';
export type CreatureKey = Extract<
  KvKey,
  'torch-click' | 'balloon-clicks' | 'acorns' | 'bird-chirp' | 'frog-croak' | 'wall-clicks' | 'found-chugs' | 'chugs-skating'
>;

export interface TownMapProps {
  onPlace: (name: PlaceName) => void;
  onCreature: (key: CreatureKey) => void;
  /** The sky: night tints the town blue; the sun or moon sits at `progress` along its arc. */
  sky?: SkyView;
  className?: string;
}

/** x, y, width, height of a button's hit area in map units. */
type Box = readonly [number, number, number, number];

interface Spot<K extends string> {
  key: K;
  label: string;
  box: Box;
}

// Left to right, so Tab walks the town the way the eye does: places first, then critters.
const PLACES: ReadonlyArray<Spot<PlaceName> & { sign: readonly [number, number] }> = [
  { key: 'fishing', label: 'Fishing', box: [170, 690, 172, 184], sign: [250, 868] },
  { key: 'content', label: 'Content', box: [234, 332, 218, 290], sign: [330, 632] },
  { key: 'board', label: 'Board', box: [468, 492, 184, 164], sign: [560, 668] },
  { key: 'townhall', label: 'Town Hall', box: [680, 196, 240, 410], sign: [800, 628] },
  { key: 'workshop', label: 'Workshop', box: [962, 378, 196, 230], sign: [1060, 628] },
  { key: 'wearables', label: 'Wearables', box: [1190, 304, 200, 312], sign: [1290, 632] },
  { key: 'arcade', label: 'Arcade', box: [1404, 372, 190, 252], sign: [1500, 640] },
];

/** Readable names of the clickable creatures and objects. */
export const CREATURE_LABELS: Record<CreatureKey, string> = {
  'bird-chirp': 'Bluebird',
  'frog-croak': 'Frog on a lily pad',
  'torch-click': 'Torch',
  acorns: 'Acorn tree',
  'balloon-clicks': 'Hot-air balloon',
  'chugs-skating': 'Chugs on roller skates',
  'wall-clicks': 'Stone wall',
  'found-chugs': 'Chugs the milk carton',
};

const CREATURES: ReadonlyArray<Spot<CreatureKey>> = [
  { key: 'bird-chirp', label: CREATURE_LABELS['bird-chirp'], box: [120, 504, 96, 112] },
  { key: 'frog-croak', label: CREATURE_LABELS['frog-croak'], box: [70, 780, 80, 68] },
  { key: 'torch-click', label: CREATURE_LABELS['torch-click'], box: [612, 460, 68, 150] },
  { key: 'acorns', label: CREATURE_LABELS.acorns, box: [944, 716, 120, 150] },
  { key: 'balloon-clicks', label: CREATURE_LABELS['balloon-clicks'], box: [1164, 132, 132, 170] },
  { key: 'chugs-skating', label: CREATURE_LABELS['chugs-skating'], box: [1070, 650, 100, 84] },
  { key: 'wall-clicks', label: CREATURE_LABELS['wall-clicks'], box: [1174, 728, 184, 108] },
  { key: 'found-chugs', label: CREATURE_LABELS['found-chugs'], box: [1384, 732, 100, 86] },
];

function activateOnKey(event: KeyboardEvent<SVGGElement>, act: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    act();
  }
}

function MapButton({ label, box, className, tint, onActivate, sign, art }: {
  label: string;
  sign?: ReactNode;
  box: Box;
  className: string;
  tint: string | undefined;
  onActivate: () => void;
  /** The drawing, as markup (town-art.macro.tsx). */
  art: string;
}) {
  const [x, y, w, h] = box;
  // Re-keying the art restarts its little jump on every press.
  const [presses, setPresses] = useState(0);
  const activate = () => {
    setPresses((n) => n + 1);
    onActivate();
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      className={`tm-button ${className}`}
      onClick={activate}
      onKeyDown={(e) => activateOnKey(e, activate)}
    >
      <rect className="tm-hit" x={x} y={y} width={w} height={h} rx={22} fill="transparent" stroke="none" />
      <g key={presses} className={presses ? 'tm-art tm-pressed' : 'tm-art'} filter={tint} dangerouslySetInnerHTML={{ __html: art }} />
      {sign}
      <g className="tm-ring" fill="none" aria-hidden="true">
        <rect x={x} y={y} width={w} height={h} rx={22} stroke="#ffffff" strokeWidth={12} />
        <rect x={x} y={y} width={w} height={h} rx={22} stroke="var(--sapphire)" strokeWidth={6} />
      </g>
    </g>
  );
}

function Sign({ x, y, text }: { x: number; y: number; text: string }) {
  const w = text.length * 16 + 40;
  return (
    <g className="tm-sign" aria-hidden="true">
      <rect x={x - w / 2} y={y - 22} width={w} height={44} rx={14} fill="var(--paper)" />
      <path d={`M${x - w / 2 + 10} ${y + 16} H${x + w / 2 - 10}`} fill="none" stroke="var(--paper-shade)" strokeWidth={4} />
      <text x={x} y={y + 9} textAnchor="middle" fontSize={26} fontWeight={800} fill="var(--ink)" stroke="none">
        {text}
      </text>
    </g>
  );
}

const NOON: SkyView = { night: false, tone: 'day', progress: 0.5 };

/**
 * Memoised: the page around it re-renders on every click (the click chip) and whenever the player's
 * values change, and the map is some 650 SVG nodes that depend only on these props (issue 18).
 */
export const TownMap = memo(function TownMap({ onPlace, onCreature, sky = NOON, className }: TownMapProps) {
  const night = sky.night;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const scroller = useRef<HTMLDivElement>(null);
  const tint = night ? `url(#tm-night-${uid})` : undefined;

  // The town hall sits at the middle of the drawing, so centring the scroll centres it: by CSS where the
  // browser can (.town-map__middle), here otherwise (setting the scroll lays the page out at once).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && !centredByCss()) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  }, []);

  const hints = usePanHints(scroller);
  const scene = useIdleAnimations<SVGSVGElement>({ wakeAfterFirstScreen: true });
  const pan = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.6, behavior: scrollBehavior() });

  return (
    <div className={['town-map-frame', className ?? ''].join(' ').trim()}>
      {hints.left ? <PanButton direction={-1} onPan={pan} /> : null}
      {hints.right ? <PanButton direction={1} onPan={pan} /> : null}
      <div ref={scroller} className={night ? 'town-map town-map--night' : 'town-map'}>
        <svg ref={scene} data-paused="" className="town-map__svg" viewBox="0 0 1600 900" role="group" aria-label="Map of Sapphire Town" xmlns="http://www.w3.org/2000/svg">
          <defs>
            <filter id={`tm-night-${uid}`} colorInterpolationFilters="sRGB">
              <feColorMatrix type="matrix" values="0.5 0 0 0 0.02  0 0.56 0 0 0.05  0 0 0.78 0 0.14  0 0 0 1 0" />
            </filter>
          </defs>
          <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
            <Sky id={`tm-sky-${uid}`} sky={sky} />
            <g filter={tint}>
              <g dangerouslySetInnerHTML={{ __html: ART.land }} />
              <g dangerouslySetInnerHTML={{ __html: ART.foreground }} />
            </g>
            <g role="group" aria-label="Places">
              {PLACES.map((p) => (
                <MapButton key={p.key} label={p.label} box={p.box} className={`tm-place tm-place-${p.key}`} tint={tint}
                  onActivate={() => onPlace(p.key)} sign={<Sign x={p.sign[0]} y={p.sign[1]} text={p.label} />} art={ART.places[p.key]} />
              ))}
            </g>
            <g role="group" aria-label="Things to poke">
              {CREATURES.map((c) => (
                <MapButton key={c.key} label={c.label} box={c.box} className={`tm-critter tm-critter-${c.key}`} tint={tint} onActivate={() => onCreature(c.key)} art={ART.critters[c.key]} />
              ))}
            </g>
            {night ? <NightLights id={`tm-lights-${uid}`} /> : null}
            {sky.tone === 'dawn' || sky.tone === 'dusk' ? (
              <rect className="tm-glow" width={1600} height={900} fill="#ff9a5a" opacity={0.12} stroke="none" aria-hidden="true" />
            ) : null}
          </g>
        </svg>
        <span className="town-map__middle" aria-hidden="true" />
      </div>
    </div>
  );
});

/** Whether the browser opens a scroll box at its marked initial target (scroll-initial-target: Chromium 133+). */
function centredByCss(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('scroll-initial-target', 'nearest');
}

/** An edge button that pans the map; pointer help only (keyboard focus scrolls by itself). */
function PanButton({ direction, onPan }: { direction: 1 | -1; onPan: (direction: 1 | -1) => void }) {
  return (
    <button type="button" className={`town-map__pan town-map__pan--${direction < 0 ? 'left' : 'right'}`} tabIndex={-1} aria-hidden="true" onClick={() => onPan(direction)}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={direction < 0 ? 'M15 5 L8 12 L15 19' : 'M9 5 L16 12 L9 19'} />
      </svg>
    </button>
  );
}
