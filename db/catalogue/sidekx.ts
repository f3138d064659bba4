import type { TokenMetadata } from '../../domain/traits.ts';

/** A Sidekx token's metadata: its companion's name and head picture. */
export function sidekxMetadata(kind: 'Sage' | 'Milo' | 'Bones', tokenId: number): TokenMetadata {
  return {
    name: `${kind} #${tokenId}`,
    thumbnail_url: `/assets/traits/none/sidekick/${kind.toLowerCase()}/head.png`,
    attributes: [{ trait_type: 'Sidekx', value: kind }],
  };
}
