/**
 * The four starting explorers a new resident picks from at registration (SPEC section 2,
 * IDENTITY), keyed by the token id the choice is saved as.
 */
import type { ComponentType } from 'react';
import type { ExplorerTokenId } from '../../../../domain/traits.ts';
import { FernArt, PipArt, type ExplorerArtProps } from './explorers-trail.tsx';
import { NellArt, OrinArt } from './explorers-gear.tsx';

export type { ExplorerArtProps } from './explorers-trail.tsx';

/** One starting explorer: its token id, name, a one-line blurb and its drawing. */
export interface Explorer {
  id: ExplorerTokenId;
  name: string;
  blurb: string;
  Art: ComponentType<ExplorerArtProps>;
}

/** The four starting explorers in token order (10000, 20000, 30000, 40000). */
export const EXPLORERS: readonly Explorer[] = [
  { id: 10000, name: 'Pip the Pathfinder', blurb: 'Never lost, always one hill from somewhere new.', Art: PipArt },
  { id: 20000, name: 'Fern the Botanist', blurb: 'Knows every leaf in town, and talks to most of them.', Art: FernArt },
  { id: 30000, name: 'Nell the Tinkerer', blurb: 'If it squeaks, Nell can fix it. If it does not, she can add a squeak.', Art: NellArt },
  { id: 40000, name: 'Orin the Stargazer', blurb: 'Up past bedtime, counting stars and naming the new ones.', Art: OrinArt },
];

/** The explorer with token id `id`, if it is one of the four. */
export function explorerById(id: number | null | undefined): Explorer | undefined {
  return EXPLORERS.find((explorer) => explorer.id === id);
}
