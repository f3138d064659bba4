import { useQuery } from '@tanstack/react-query';
import { connectionsQueryOptions, providersQueryOptions } from './connections-api.ts';
import { PROVIDERS } from './providers.ts';
import './connections-panel.css';

/**
 * Panel 2 of the profile overlay: a grid of the seven connection buttons (SPEC section 2).
 * A provider without settings on this server shows disabled, saying so.
 */
export function ConnectionsPanel() {
  const providers = useQuery(providersQueryOptions());
  const connections = useQuery(connectionsQueryOptions());
  const configured = new Set(providers.data ?? []);
  const linked = new Map((connections.data ?? []).map((c) => [c.provider, c]));

  return (
    <section className="connections" aria-labelledby="connections-title">
      <h2 id="connections-title" className="connections__title">
        Connections
      </h2>
      <p className="connections__intro">Link your social accounts to your explorer.</p>
      <ul className="connections__grid" aria-busy={providers.isPending || connections.isPending}>
        {PROVIDERS.map((p) => {
          const link = linked.get(p.id);
          const ready = configured.has(p.id);
          return (
            <li key={p.id} className={`connections__item${link ? ' connections__item--linked' : ''}`}>
              <span className="connections__name">{p.label}</span>
              <span className="connections__state">
                {link ? `Linked as ${link.name}` : ready ? 'Not linked' : 'Not configured on this server'}
              </span>
              <button type="button" className="connections__button" disabled={!ready && !link}>
                {link ? 'Unlink' : 'Connect'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
