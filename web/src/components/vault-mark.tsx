import { vaultOf, VAULT_MARK, type MaybeHeld } from '../lib/vault-held.ts';
import './vault-mark.css';

/**
 * The small padlocked tag on anything a delegate sees from their vault (SPEC section 6): the card stays
 * the vault's, to look at and try on. `title` carries the whole sentence for a pointer and a screen reader.
 */
export function VaultMark({ thing, label = VAULT_MARK }: { thing: MaybeHeld; label?: string }) {
  const vault = vaultOf(thing);
  if (!vault) return null;
  return (
    <span className="vault-mark" title={`Held in the vault of ${vault}: lent to look at and try on, read only`}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M4.5 7V5.2a3.5 3.5 0 0 1 7 0V7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <rect x="2.5" y="7" width="11" height="7.5" rx="2" fill="currentColor" />
      </svg>
      {label}
    </span>
  );
}
