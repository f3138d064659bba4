import type { ComponentType } from 'react';
import type { Side } from '../../../../../domain/progress.ts';
import { SapphireCrest, WolfCrest, type EmblemProps } from '../../../components/art/side-emblems.tsx';

/** How each side is shown: its display name, a line about it and its crest. */
export const SIDE_INFO: Record<Side, { name: string; blurb: string; Emblem: ComponentType<EmblemProps> }> = {
  'sapphire town': {
    name: 'Sapphire Town',
    blurb: 'Keepers of the gem, the lanterns and the town square. The home team.',
    Emblem: SapphireCrest,
  },
  'shadow wolves': {
    name: 'Shadow Wolves',
    blurb: 'Night-time rovers who sing to the moon and always play fair.',
    Emblem: WolfCrest,
  },
};
