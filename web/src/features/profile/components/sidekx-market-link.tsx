import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * Where to get Sidekx: the operator's Sidekx collection link (LINK_COLLECTION_2_URL, a marketplace
 * listing), opened in a new tab; shown disabled while the operator has not set it, as the menu does.
 */
export function MarketLink() {
  const config = usePublicConfig();
  const link = config.data?.externalLinks.find((l) => l.key === 'collection-2');
  const label = 'Visit the marketplace';
  if (!link?.url) {
    return (
      <button type="button" className="button button--secondary button--md" disabled>
        {label}
      </button>
    );
  }
  return (
    <a className="button button--primary button--md" href={link.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
