import type { ProviderId } from './providers.ts';

/** Each provider's round badge: a warm town-style disc with a simple letter-like mark (original drawings, no logos). */
const MARKS: Record<ProviderId, { fill: string; glyph: string }> = {
  google: { fill: '#e8664a', glyph: 'G' },
  google2: { fill: '#d9823b', glyph: 'G' },
  twitter: { fill: '#3a3a4a', glyph: 'X' },
  discord: { fill: '#6a72d8', glyph: 'D' },
  twitch: { fill: '#8a5cc8', glyph: 'T' },
  imx: { fill: '#2f8c8c', glyph: 'I' },
  instagram: { fill: '#c8587a', glyph: 'In' },
};

export function ProviderMark({ provider }: { provider: ProviderId }) {
  const mark = MARKS[provider];
  return (
    <svg className="connections__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <circle cx="20" cy="21" r="17" fill="#5a3b2a" opacity="0.25" />
      <circle cx="20" cy="19" r="17" fill={mark.fill} stroke="#5a3b2a" strokeWidth="2.5" />
      <path d="M9 14 q11 -9 22 0" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" opacity="0.45" />
      <text x="20" y="25" textAnchor="middle" fontSize={mark.glyph.length > 1 ? 13 : 17} fontWeight="800" fill="#fffaf0" fontFamily="inherit">
        {mark.glyph}
      </text>
    </svg>
  );
}
