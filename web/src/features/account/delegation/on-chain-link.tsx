import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getAddress, isAddress, type Address } from 'viem';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { Button } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/http.ts';
import { walletErrorMessage, WALLET_ERROR_TEXT } from '../../../lib/wallet-errors.ts';
import { LINKED_WALLETS, type DelegationAccount } from './account.ts';
import { LINKS_KEY, lookupEns } from './delegation-api.ts';
import { DELEGATE_FIELD, checkLinkField, isEnsName, sameWallet } from './link-form-rules.ts';

type Step = 'idle' | 'sending';
type Result = { kind: 'done' | 'note' | 'error'; text: string };

/**
 * The optional on-chain delegation (beyond the spec): the vault sends delegate.xyz v2's delegateAll from
 * its own wallet, and the town waits for the receipt, saying when the wallet repriced, cancelled or
 * replaced the transaction. The server counts such a delegation like a signed link.
 */
export function OnChainLink({ account, registry }: { account: DelegationAccount; registry: Address }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [delegate, setDelegate] = useState('');
  const [step, setStep] = useState<Step>('idle');
  const [result, setResult] = useState<Result | null>(null);

  const send = async (enable: boolean) => {
    if (step !== 'idle') return;
    setResult(null);
    const typed = checkLinkField(DELEGATE_FIELD, delegate);
    if (typed) return setResult({ kind: 'error', text: typed });
    if (LINKED_WALLETS.has(account.type)) return setResult({ kind: 'error', text: MESSAGES.signingDisabled });
    try {
      const to = isEnsName(delegate) ? await lookupEns(delegate) : delegate.trim();
      if (!to || !isAddress(to, { strict: false })) return setResult({ kind: 'error', text: MESSAGES.ensNotFound });
      if (sameWallet(to, account.address)) return setResult({ kind: 'error', text: MESSAGES.delegateSame });
      setStep('sending');
      const outcome = await account.delegateOnChain(registry, getAddress(to), enable);
      if (outcome.receipt.status !== 'success') return setResult({ kind: 'error', text: WALLET_ERROR_TEXT.rejected });
      // The server reads the registry again every 30 s, so the links list catches up within that.
      const done = enable ? 'Registered on chain: within 30 seconds the delegate sees your vault.' : 'Revoked on chain: within 30 seconds the delegate no longer sees your vault.';
      setResult(outcome.status === 'replaced' ? { kind: outcome.reason === 'cancelled' ? 'error' : 'note', text: outcome.reason === 'cancelled' ? outcome.note : `${outcome.note} ${done}` } : { kind: 'done', text: done });
      void queryClient.invalidateQueries({ queryKey: LINKS_KEY });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: LINKS_KEY }), 31_000);
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof ApiError ? err.message : walletErrorMessage(err) });
    } finally {
      setStep('idle');
    }
  };

  return (
    <details className="delegation__onchain">
      <summary className="delegation__subheading">On chain (delegate.xyz)</summary>
      <p className="delegation__hint">
        Instead of a signed link, your vault wallet can register the delegate on the delegate.xyz registry, which other apps read too. It is a
        transaction: your wallet asks you to confirm it and pay its fee.
      </p>
      <div className="delegation__field">
        <label htmlFor={`${id}delegate`} className="delegation__label">
          Wallet to delegate to
        </label>
        <input
          id={`${id}delegate`}
          className="delegation__input"
          value={delegate}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x… or name.eth"
          onChange={(event) => {
            setDelegate(event.target.value);
            setResult(null);
          }}
        />
      </div>
      <div className="delegation__onchain-actions">
        <Button variant="secondary" aria-disabled={step !== 'idle' || undefined} onClick={() => void send(true)}>
          Register on chain
        </Button>
        <Button variant="ghost" aria-disabled={step !== 'idle' || undefined} onClick={() => void send(false)}>
          Revoke on chain
        </Button>
      </div>
      <p className="delegation__status" role="status">
        {step === 'sending' ? 'Confirm the transaction in your wallet, then wait for it to be mined…' : ''}
      </p>
      {result ? (
        <p className={result.kind === 'error' ? 'delegation__failure' : 'delegation__done'} role={result.kind === 'error' ? 'alert' : 'status'}>
          {result.text}
        </p>
      ) : null}
    </details>
  );
}
