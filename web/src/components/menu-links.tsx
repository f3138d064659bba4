import { useId } from 'react';
import { usePublicConfig, type ExternalLink } from '../lib/public-config.ts';
import { OutboundGlyph } from './art/menu-badges.tsx';

// Same four slots as the server sends, so the row keeps its shape while the settings load.
const LOADING: ExternalLink[] = ['collection-1', 'collection-2', 'kx', 'web'].map((key) => ({ key, label: '', url: null }));

/**
 * The main menu's outbound links (two collections, KX, Web), set by the operator. An unset one is
 * a disabled button, so the menu looks the same on every install.
 */
export function MenuLinks() {
  const config = usePublicConfig();
  const headingId = useId();
  const links = config.data?.externalLinks ?? LOADING;
  return (
    <section className="main-menu__links-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        Collections and links
      </h3>
      <ul className="main-menu__links">
        {links.map((link) => (
          <li key={link.key}>
            {link.url ? (
              <a className="main-menu__link" href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <OutboundGlyph />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <button type="button" className="main-menu__link" disabled aria-busy={config.isPending || undefined}>
                {link.label || '\u00a0'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
