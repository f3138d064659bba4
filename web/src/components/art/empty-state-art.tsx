/**
 * Pictures for the town's "nothing here" cards, one per place, drawn for this town in its warm outlined
 * style (3 px ink lines, flat fills from the palette). Each sits in the card's 160 x 130 frame.
 */
import type { ReactNode } from 'react';

const LINE = { stroke: 'var(--ink)', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

function Frame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg className="empty-state__art" data-art={name} viewBox="0 0 160 130" aria-hidden="true" focusable="false" {...LINE}>
      {children}
    </svg>
  );
}

/** A path that runs into a hedge: a lost explorer's map, and a question in the air. */
export function DeadEndArt() {
  return (
    <Frame name="dead-end">
      <ellipse cx="80" cy="118" rx="66" ry="9" fill="var(--grass)" />
      <path d="M40 124c8-18 30-22 36-36s22-20 24-28" fill="none" stroke="var(--bg-cream)" strokeWidth={14} />
      <path d="M40 124c8-18 30-22 36-36s22-20 24-28" fill="none" strokeWidth={2} strokeDasharray="2 8" />
      <path d="M70 66c-6-16 8-26 20-20 6-12 26-10 28 4 14 0 18 18 6 24H74c-8 0-10-4-4-8z" fill="var(--ok)" />
      <path d="M88 56c4-2 8-2 10 2M108 58c3-1 6 0 8 3" fill="none" strokeWidth={2} opacity={0.5} />
      <path d="M22 92l22-6 4 16-22 6z" fill="var(--paper)" />
      <path d="M28 95l6 8M36 93l-2 11M40 96l4 4" fill="none" stroke="var(--danger)" strokeWidth={2} />
      <path d="M128 20c0-8 12-10 14-2 2 6-6 8-6 14" fill="none" stroke="var(--sapphire)" strokeWidth={4} />
      <circle cx="136" cy="42" r="2.5" fill="var(--sapphire)" stroke="none" />
    </Frame>
  );
}

/** The fishing spot: a jetty over a round pond, a rod out, its float making rings. */
export function FishingArt() {
  return (
    <Frame name="fishing">
      <ellipse cx="86" cy="100" rx="66" ry="24" fill="var(--sky)" />
      <path d="M40 100c10-4 22-4 30 0M98 108c8-3 18-3 24 0" fill="none" stroke="var(--paper)" strokeWidth={2.5} />
      <path d="M8 80h60v12H8z" fill="var(--bg-orange)" />
      <path d="M20 92v22M56 92v22" fill="none" strokeWidth={4} />
      <path d="M22 80v12M36 80v12M50 80v12" fill="none" strokeWidth={1.5} opacity={0.4} />
      <path d="M46 80L118 22" fill="none" stroke="var(--ink-soft)" strokeWidth={4} />
      <path d="M118 22c6 20 4 52-6 76" fill="none" strokeWidth={1.2} />
      <ellipse cx="112" cy="100" rx="14" ry="4.5" fill="none" stroke="var(--paper)" strokeWidth={2} />
      <path d="M108 98a4 4 0 0 1 8 0z" fill="var(--danger)" />
      <path d="M108 98a4 4 0 0 0 8 0z" fill="var(--paper)" />
      <path d="M136 86c4-6 10-6 12 0-4 5-8 5-12 0zM136 86l-5-4v8z" fill="var(--accent)" />
    </Frame>
  );
}

/** The town gate, shut, and the key that opens it: signing in happens at the front door. */
export function GateKeyArt() {
  return (
    <Frame name="gate-key">
      <ellipse cx="80" cy="118" rx="66" ry="9" fill="var(--grass)" />
      <path d="M34 118V46l12-10 12 10v72z" fill="var(--bg-grey)" />
      <path d="M102 118V46l12-10 12 10v72z" fill="var(--bg-grey)" />
      <path d="M58 118V64c0-12 10-20 22-20s22 8 22 20v54z" fill="var(--sapphire-light)" />
      <path d="M67 118V66M80 118V58M93 118V66M58 84h44M58 102h44" fill="none" strokeWidth={2.5} />
      <path d="M80 22l7 8-7 8-7-8z" fill="var(--sapphire)" />
      <circle cx="136" cy="26" r="9" fill="var(--gold)" />
      <circle cx="136" cy="26" r="3" fill="var(--paper)" />
      <path d="M130 33l-18 18M116 47l5 5M120 43l4 4" fill="none" stroke="var(--gold)" strokeWidth={6} />
      <path d="M130 33l-18 18M116 47l5 5M120 43l4 4" fill="none" strokeWidth={2} />
    </Frame>
  );
}

/** A trophy on its plinth under a dust sheet, a padlock on the rope: not open yet. */
export function CoveredTrophyArt() {
  return (
    <Frame name="covered-trophy">
      <ellipse cx="80" cy="120" rx="60" ry="7" fill="var(--grass)" />
      <path d="M52 120V98h56v22z" fill="var(--bg-orange)" />
      <path d="M62 108h36" fill="none" strokeWidth={2} opacity={0.5} />
      <path d="M46 98c4-34 10-62 34-72 24 10 30 38 34 72-10 4-18-2-22 0s-12 4-24 0-16 4-22 0z" fill="var(--paper)" />
      <path d="M64 52c-2 14-2 30 0 44M96 52c2 14 2 30 0 44" fill="none" strokeWidth={2} opacity={0.35} />
      <path d="M74 22a6 6 0 0 1 12 0" fill="var(--gold)" />
      <path d="M46 70c22 8 46 8 68 0" fill="none" stroke="var(--accent)" strokeWidth={4} />
      <rect x="72" y="74" width="16" height="14" rx="3" fill="var(--gold)" />
      <path d="M75 74v-5a5 5 0 0 1 10 0v5" fill="none" strokeWidth={2.5} />
      <circle cx="80" cy="81" r="1.8" fill="var(--ink)" stroke="none" />
      <path d="M128 30l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z" fill="var(--gold)" strokeWidth={2} />
      <path d="M26 44l2 4 4 1-3 3 1 4-4-2-4 2 1-4-3-3 4-1z" fill="var(--gold)" strokeWidth={2} />
    </Frame>
  );
}
