/**
 * Little bright pictures for the arcade screens (48 x 48), one per challenge, drawn to glow on a
 * dark CRT: flat colours with a light outline. Decorative.
 */
import type { ReactNode } from 'react';
import type { LeaderboardKey } from '../../../../../domain/progress.ts';

const LINE = '#fff6e0';
const NO_LINE = { stroke: 'none' } as const;

const ICONS: Partial<Record<LeaderboardKey, () => ReactNode>> = {
  'torch-click': () => (
    <>
      <path d="M22 44 L21 22 H27 L26 44 Z" fill="#c98e50" />
      <path d="M24 4 C32 12 34 20 28 24 H20 C14 20 16 12 24 4 Z" fill="#f28c38" />
      <path d="M24 12 C28 16 28 20 26 22 H22 C20 20 20 16 24 12 Z" fill="#f5c542" {...NO_LINE} />
    </>
  ),
  'balloon-clicks': () => (
    <>
      <path d="M24 4 C36 4 40 14 38 22 C36 30 28 34 26 36 H22 C20 34 12 30 10 22 C8 14 12 4 24 4 Z" fill="#f5c542" />
      <path d="M24 4 C18 12 18 26 22 36 H26 C30 26 30 12 24 4 Z" fill="#2d5bd3" />
      <rect x={19} y={38} width={10} height={7} rx={1.5} fill="#c98e50" />
    </>
  ),
  acorns: () => (
    <>
      <path d="M12 24 C12 40 36 40 36 24 Z" fill="#c98a4b" />
      <path d="M9 25 C9 12 39 12 39 25 Z" fill="#8a5a2c" />
      <path d="M24 13 V6" fill="none" />
    </>
  ),
  'bird-chirp': () => (
    <>
      <path d="M6 28 C6 16 22 10 30 16 C32 8 42 8 42 16 L46 18 L42 21 C42 32 30 38 18 38 C10 38 6 34 6 28 Z" fill="#5b8fe0" />
      <circle cx={36} cy={15} r={2} fill={LINE} {...NO_LINE} />
      <path d="M42 16 L46 18 L42 21 Z" fill="#f28c38" />
    </>
  ),
  'frog-croak': () => (
    <>
      <path d="M8 38 C6 24 16 16 24 16 C32 16 42 24 40 38 Z" fill="#7cc95a" />
      <circle cx={16} cy={16} r={7} fill="#7cc95a" />
      <circle cx={32} cy={16} r={7} fill="#7cc95a" />
      <circle cx={16} cy={16} r={3} fill="#1d2d27" {...NO_LINE} />
      <circle cx={32} cy={16} r={3} fill="#1d2d27" {...NO_LINE} />
      <path d="M16 30 Q24 36 32 30" fill="none" />
    </>
  ),
  'wall-clicks': () => (
    <>
      <rect x={4} y={30} width={18} height={12} rx={3} fill="#d8d0c4" />
      <rect x={24} y={30} width={20} height={12} rx={3} fill="#d8d0c4" />
      <rect x={10} y={16} width={20} height={12} rx={3} fill="#d8d0c4" />
      <rect x={32} y={16} width={12} height={12} rx={3} fill="#d8d0c4" />
      <circle cx={40} cy={10} r={4} fill="#f28c38" />
    </>
  ),
  'found-chugs': () => (
    <>
      <path d="M14 18 L24 8 L34 18 Z" fill="#2d5bd3" />
      <rect x={14} y={18} width={20} height={24} rx={2} fill="#ffffff" />
      <circle cx={20} cy={27} r={2} fill="#1d2d27" {...NO_LINE} />
      <circle cx={28} cy={27} r={2} fill="#1d2d27" {...NO_LINE} />
      <path d="M2 44 C0 32 12 28 18 34 C22 26 32 26 34 34 C40 28 50 34 46 44 Z" fill="#6db552" />
    </>
  ),
  'chugs-skating': () => (
    <>
      <path d="M16 16 L24 8 L32 16 Z" fill="#2d5bd3" />
      <rect x={16} y={16} width={16} height={20} rx={2} fill="#ffffff" />
      <circle cx={21} cy={24} r={1.8} fill="#1d2d27" {...NO_LINE} />
      <circle cx={27} cy={24} r={1.8} fill="#1d2d27" {...NO_LINE} />
      <rect x={8} y={37} width={32} height={4} rx={2} fill="#f28c38" />
      <circle cx={14} cy={44} r={3} fill="#ffffff" />
      <circle cx={34} cy={44} r={3} fill="#ffffff" />
    </>
  ),
  'tickle-monitor': () => (
    <>
      <rect x={6} y={10} width={36} height={28} rx={7} fill="#eadcbc" />
      <rect x={11} y={14} width={26} height={18} rx={4} fill="#1d2d27" />
      <path d="M15 20 L18 17 L21 20 M27 20 L30 17 L33 20 M18 25 Q24 30 30 25" fill="none" stroke="#8ff0a4" strokeWidth={2} />
      <path d="M16 38 V42 M32 38 V42" fill="none" />
    </>
  ),
};

export function ChallengeIcon({ challenge }: { challenge: LeaderboardKey }) {
  const Icon = ICONS[challenge];
  return (
    <svg className="cabinet__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g stroke={LINE} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round">{Icon ? <Icon /> : null}</g>
    </svg>
  );
}
