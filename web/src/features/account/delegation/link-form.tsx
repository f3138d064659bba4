import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/http.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import { useDebouncedValidation } from '../../../lib/use-debounced-validation.ts';
import { LINKED_WALLETS, type DelegationAccount } from './account.ts';
import { changeLinkMutationOptions, LINKS_KEY, lookupEns } from './delegation-api.ts';
import { checkLinkField, checkLinkForm, DELEGATE_FIELD, isEnsName, sameWallet, VAULT_FIELD } from './link-form-rules.ts';
import { LinkStepError, signLinkChange } from './sign-link.ts';

type Step = 'idle' | 'looking-up' | 'signing' | 'saving';
type Field = 'vault' | 'delegate';

const STEP_TEXT: Record<Exclude<Step, 'idle'>, string> = {
  'looking-up': 'Looking up the .eth name…',
  signing: 'Sign the link in your wallet…',
  saving: 'Adding the link…',
};

/** Resolves an .eth name through our server ('Ens address not found' when it does not resolve); an address stays as typed. */
async function resolve(value: string, field: Field): Promise<string> {
  const v = value.trim();
  if (!isEnsName(v)) return v;
  const address = await lookupEns(v);
  if (!address) throw new LinkStepError(MESSAGES.ensNotFound, field);
  return address;
}

/** The form of SPEC section 2: vault address (the own wallet to start with), delegate address, Add Link. */
export function LinkForm({ account }: { account: DelegationAccount }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation(changeLinkMutationOptions());
  const [form, setForm] = useState({ vault: account.address, delegate: '' });
  const [errors, setErrors] = useState<Record<Field, string | null>>({ vault: null, delegate: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const typed = {
    vault: useDebouncedValidation(form.vault, [(v) => checkLinkField(VAULT_FIELD, v)]),
    delegate: useDebouncedValidation(form.delegate, [(v) => checkLinkField(DELEGATE_FIELD, v)]),
  };
  const linked = LINKED_WALLETS.has(account.type);

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: null }));
    setFailure(null);
  };

  const fail = (err: unknown) => {
    const message = err instanceof LinkStepError || err instanceof ApiError ? err.message : MESSAGES.genericError;
    const field = err instanceof LinkStepError ? err.field : null;
    if (field) {
      setErrors((e) => ({ ...e, [field]: message }));
      document.getElementById(`${id}${field}`)?.focus();
    } else setFailure(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    setFailure(null);
    const found = checkLinkForm(form);
    setErrors(found);
    if (found.vault || found.delegate) {
      document.getElementById(`${id}${found.vault ? 'vault' : 'delegate'}`)?.focus();
      return;
    }
    try {
      if (isEnsName(form.vault) || isEnsName(form.delegate)) setStep('looking-up');
      const vault = await resolve(form.vault, 'vault');
      const delegate = await resolve(form.delegate, 'delegate');
      if (sameWallet(vault, delegate)) throw new LinkStepError(MESSAGES.delegateSame, 'delegate');
      setStep('signing');
      const signed = await signLinkChange(account, 'create', vault, delegate);
      setStep('saving');
      const { links } = await change.mutateAsync(signed);
      // The answer is the new list (not undone by a fetch of it already on its way: lib/write-answer.ts);
      // the delegate's view of the vault's things changes with it.
      await writeAnswer(queryClient, LINKS_KEY, links);
      void queryClient.invalidateQueries({ queryKey: ['profile'], predicate: (q) => q.queryKey[1] !== 'delegation' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      toast.show('Link added', 'success');
      setForm((f) => ({ ...f, delegate: '' }));
    } catch (err) {
      fail(err);
    } finally {
      setStep('idle');
    }
  };

  const fieldError = (field: Field) => errors[field] ?? typed[field].error;
  const input = (field: Field, label: string, hint: string) => {
    const error = fieldError(field);
    return (
      <div className="delegation__field">
        <label htmlFor={`${id}${field}`} className="delegation__label">
          {label}
        </label>
        <p id={`${id}${field}-hint`} className="delegation__hint">
          {hint}
        </p>
        <input
          id={`${id}${field}`}
          className={`delegation__input${error ? ' delegation__input--invalid' : typed[field].valid ? ' delegation__input--valid' : ''}`}
          value={form[field]}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x… or name.eth"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}${field}-hint ${id}${field}-error`}
          onChange={(event) => edit(field, event.target.value)}
        />
        <p id={`${id}${field}-error`} className="delegation__error" aria-live="polite">
          {error ?? ''}
        </p>
      </div>
    );
  };

  return (
    <form className="delegation__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className="delegation__subheading">
        Add a link
      </h3>
      {linked ? (
        <p className="delegation__note delegation__note--warn">
          You signed in with e-mail, and that wallet does not sign. To add a link, sign in with your vault wallet; links you have can be seen here.
        </p>
      ) : null}
      {input('vault', VAULT_FIELD, 'The wallet that holds your things. It signs the link, so it is the one you are signed in with.')}
      {input('delegate', DELEGATE_FIELD, 'The wallet you play from. An .eth name works too.')}
      <Button type="submit" size="lg" className="delegation__add" aria-disabled={step !== 'idle' || undefined}>
        {step === 'idle' ? 'Add Link' : STEP_TEXT[step]}
      </Button>
      <p className="delegation__status" role="status">
        {step === 'idle' ? '' : STEP_TEXT[step]}
      </p>
      {failure ? (
        <p className="delegation__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
