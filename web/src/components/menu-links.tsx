import { useId } from 'react';
import { usePublicConfig } from '../lib/public-config.ts';
import { OutboundGlyph } from './art/menu-badges.tsx';

/**
 * The main menu's outbound links (two collections, KX, Web), set by the operator. Only the ones an
 * operator has set are shown: a fresh install has none, and four disabled buttons looked broken.
 */
export function MenuLinks() {
  const config = usePublicConfig();
  const headingId = useId();
  const links = (config.data?.externalLinks ?? []).filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <section className="main-menu__links-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        Collections and links
      </h3>
      <ul className="main-menu__links">
        {links.map((link) => (
          <li key={link.key}>
            <a className="main-menu__link" href={link.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {link.label}
              <OutboundGlyph />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
