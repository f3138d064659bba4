import { useId, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { MONITOR } from '../../../../../domain/progress.ts';
import { GLASS, MonitorCase } from './monitor-case.tsx';
import { MonitorScreen } from './monitor-screen.tsx';
import type { MonitorView } from './use-monitor.ts';

const HOLD_KEYS = new Set([' ', 'Enter']);

export interface MonitorButtonProps {
  view: MonitorView;
  press: (source: string) => void;
  release: (source: string) => void;
  describedBy?: string;
}

/**
 * The monitor as one real button you hold: a mouse button, a finger or a pen (pointer capture
 * keeps the hold even if the finger slides off), or Space / Enter while it has focus.
 */
export function MonitorButton({ view, press, release, describedBy }: MonitorButtonProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Scrolling, selection and the long-press menu are switched off in CSS (touch-action, user-select).
    e.currentTarget.setPointerCapture(e.pointerId);
    press(`pointer-${e.pointerId}`);
  };
  const onPointerEnd = (e: PointerEvent<HTMLButtonElement>) => release(`pointer-${e.pointerId}`);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(e.key)) return;
    e.preventDefault(); // Space would scroll the page; Enter would click
    press(`key-${e.key}`);
  };
  const onKeyUp = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(e.key)) return;
    e.preventDefault(); // Space's click comes on key-up
    release(`key-${e.key}`);
  };
  const amp = Math.min(view.charge / MONITOR.glitchAt, 1);
  const style = { '--shake': `${(amp * 3.2).toFixed(2)}px`, '--tilt': `${(amp * 1.6).toFixed(2)}deg` } as CSSProperties;
  const shaking = view.charge > 4 && !view.glitched;
  return (
    <button
      type="button"
      className={`monitor${view.holding ? ' monitor--held' : ''}${view.glitched ? ' monitor--glitched' : ''}`}
      aria-label="Old monitor: press and hold to tickle it"
      aria-describedby={describedBy}
      data-charge={view.charge}
      data-glitched={view.glitched}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={() => {
        release('key- ');
        release('key-Enter');
      }}
      onContextMenu={(e) => e.preventDefault()}
      style={style}
    >
      <svg className="monitor__svg" viewBox="0 0 360 330" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={`glass-${uid}`}>
            <rect width={GLASS.w} height={GLASS.h} rx={GLASS.rx} />
          </clipPath>
        </defs>
        <g className={shaking ? 'monitor__body monitor__body--shaking' : 'monitor__body'}>
          <MonitorCase dot={view.dot} badges={view.badges}>
            <g clipPath={`url(#glass-${uid})`}>
              <MonitorScreen view={view} patternId={`scan-${uid}`} />
            </g>
          </MonitorCase>
        </g>
      </svg>
    </button>
  );
}
