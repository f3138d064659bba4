import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/http.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import type { DelegationAccount } from './account.ts';
import { changeLinkMutationOptions, linksQueryOptions, LINKS_KEY, type DelegationLink } from './delegation-api.ts';
import { LinkStepError, signLinkChange } from './sign-link.ts';

/** The links the player has: for each, which end they are, the other wallet (name where known) and Remove link. */
export function LinkList({ account }: { account: DelegationAccount }) {
  const links = useQuery(linksQueryOptions());
  return (
    <div className="delegation__links">
      <h3 className="delegation__subheading">Your links</h3>
      {links.isPending ? (
        <p className="delegation__note" role="status">
          Loading your links…
        </p>
      ) : links.isError ? (
        <LoadFailed className="delegation__note" message="Your links could not be loaded." onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <p className="delegation__note delegation__empty">No links yet. Add one below: your vault&rsquo;s things then show up in the delegate&rsquo;s town.</p>
      ) : (
        <ul className="delegation__list">
          {links.data.map((link) => (
            <LinkRow key={`${link.type}-${link.associated_address}`} link={link} account={account} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkRow({ link, account }: { link: DelegationLink; account: DelegationAccount }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useMutation(changeLinkMutationOptions());
  const [step, setStep] = useState<'idle' | 'signing' | 'saving'>('idle');
  const [error, setError] = useState<string | null>(null);
  const me = account.address.toLowerCase();
  const other = link.associated_address.toLowerCase();
  // A 'delegate' row names my delegate (I am the vault); a 'vault' row names the vault that lends to me.
  const [vault, delegate] = link.type === 'delegate' ? [me, other] : [other, me];
  const name = link.associated_username;
  // A delegation the vault registered on chain (delegate.xyz) is ended there, by the vault, not here.
  const onChain = link.source === 'onchain';

  const remove = async () => {
    if (step !== 'idle') return;
    setError(null);
    try {
      setStep('signing');
      const signed = await signLinkChange(account, 'revoke', vault, delegate);
      setStep('saving');
      const { links } = await change.mutateAsync(signed);
      // The answer is the new list (not undone by a fetch of it already on its way: lib/write-answer.ts);
      // the delegate's view of the vault's things changes with it.
      await writeAnswer(queryClient, LINKS_KEY, links);
      void queryClient.invalidateQueries({ queryKey: ['profile'], predicate: (q) => q.queryKey[1] !== 'delegation' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      toast.show('Link removed', 'success');
    } catch (err) {
      const message = err instanceof LinkStepError || err instanceof ApiError ? err.message : 'An error occurred, please refresh and try again';
      setError(message);
    } finally {
      setStep('idle');
    }
  };

  return (
    <li className="delegation__link">
      <div className="delegation__ends">
        <LinkEnd end="Vault" address={vault} name={link.type === 'vault' ? name : 'You'} />
        <span className="delegation__arrow" aria-hidden="true">
          →
        </span>
        <LinkEnd end="Delegate" address={delegate} name={link.type === 'delegate' ? name : 'You'} />
      </div>
      {onChain ? (
        <p className="delegation__note">Registered on chain (delegate.xyz): the vault wallet ends it there.</p>
      ) : (
        <Button variant="secondary" className="delegation__remove" aria-disabled={step !== 'idle' || undefined} onClick={() => void remove()}>
          {step === 'signing' ? 'Sign in your wallet…' : step === 'saving' ? 'Removing…' : 'Remove link'}
        </Button>
      )}
      {error ? (
        <p className="delegation__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function LinkEnd({ end, address, name }: { end: 'Vault' | 'Delegate'; address: string; name: string | null }) {
  return (
    <div className="delegation__end">
      <span className="delegation__role">{end}</span>
      {name ? <span className="delegation__name">{name}</span> : null}
      <code className="delegation__address">{address}</code>
    </div>
  );
}
