import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';
import { playSound } from '../../../lib/sound/sound.ts';
import './fishing-dialog.css';

const CATCHES = [
  'A little silver fish! You let it swim off.',
  'An old boot. Someone in town is hopping about.',
  'A bottle with a note: "See you at the Board."',
  'Nothing yet. The float bobs lazily.',
  'A lily pad. The frog looks unimpressed.',
];

/** The fishing pier's overlay, for onboarded explorers (SPEC section 2 "Map"). */
export function FishingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [casts, setCasts] = useState(0);
  const cast = () => {
    playSound('splash');
    setCasts((n) => n + 1);
  };
  return (
    <Dialog open={open} onClose={onClose} title="The fishing pier" className="fishing">
      <svg className="fishing__scene" viewBox="0 0 320 150" aria-hidden="true">
        <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
          <rect x={0} y={0} width={320} height={70} fill="#d4eefa" stroke="none" />
          <path d="M0 70 H320 V150 H0 Z" fill="#7cc4e8" />
          <path d="M30 96 q14 -6 28 0 M180 120 q14 -6 28 0 M250 88 q12 -5 24 0" fill="none" stroke="#ffffff" strokeWidth={3} />
          <path d="M0 62 H120 V76 H0 Z" fill="#c98e50" />
          <path d="M20 76 V140 M70 76 V140 M110 76 V140" fill="none" stroke="#9a5b34" strokeWidth={6} />
          <path d="M96 62 L150 12" fill="none" stroke="#9a5b34" strokeWidth={4} />
          <path d="M150 12 Q210 20 214 98" fill="none" strokeWidth={1.5} />
          <g key={casts} className={casts ? "fishing__float fishing__float--bob" : "fishing__float"}>
            <circle cx={214} cy={100} r={7} fill="var(--accent)" />
            <path d="M207 100 H221" fill="none" strokeWidth={2} />
          </g>
        </g>
      </svg>
      <p className="fishing__line" aria-live="polite">
        {casts ? CATCHES[(casts - 1) % CATCHES.length] : 'The pond is calm. Cast a line and see what bites.'}
      </p>
      <div className="fishing__actions">
        <Button onClick={cast} data-autofocus>Cast a line</Button>
        <Link to="/fishing" className="fishing__more" onClick={onClose}>Go down to the fishing spot</Link>
      </div>
    </Dialog>
  );
}
