import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { getSoundVolume, setSoundVolume } from '../../../lib/sound-volume.ts';
import { useUpdateSettings, type SavedProfile, type SettingsValues } from './update-settings.ts';
import { ToggleRow } from './toggle-row.tsx';
import './settings-form.css';

/** The parts of the own profile the form starts from. */
export interface SettingsProfile {
  id: number;
  safeword: string;
  subscriptions: { general: boolean; product: boolean; merch: boolean };
}

const NEWSLETTERS = [
  { key: 'general', label: 'General news', hint: 'What is new around town' },
  { key: 'product', label: 'Product updates', hint: 'New features and journeys' },
  { key: 'merch', label: 'Merch drops', hint: 'New things in the store' },
] as const;

/**
 * The Settings form (SPEC section 2): safe word, three newsletters, sound, Save Settings.
 * The newsletters and safe word go to the server; sound is this browser's sound-volume preference.
 */
export function SettingsForm({ profile, onSaved }: { profile: SettingsProfile; onSaved: (profile: SavedProfile) => void }) {
  const id = useId();
  const toast = useToast();
  const save = useUpdateSettings();
  const [values, setValues] = useState<SettingsValues>({ safeword: profile.safeword, ...profile.subscriptions });
  const [sound, setSound] = useState(() => getSoundVolume() > 0);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { profileId: profile.id, values },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) {
            setError(outcome.error);
            toast.show(outcome.error, 'error');
            document.getElementById(`${id}safeword`)?.focus();
            return;
          }
          // Saved with the rest, so one press of Save Settings means one set of settings.
          if (sound !== getSoundVolume() > 0) setSoundVolume(sound ? 1 : 0);
          toast.show('Settings saved', 'success');
          onSaved(outcome.profile);
        },
      },
    );
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <div className="settings-form__field">
        <label htmlFor={`${id}safeword`} className="settings-form__label">
          Safe word
        </label>
        <p id={`${id}safeword-hint`} className="settings-form__hint">
          Pick a word only you would know. Other players never see it.
        </p>
        <input
          id={`${id}safeword`}
          className={`settings-form__input${error ? ' settings-form__input--invalid' : ''}`}
          value={values.safeword}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}safeword-hint ${id}safeword-error`}
          onChange={(event) => {
            setValues((v) => ({ ...v, safeword: event.target.value }));
            setError(null);
          }}
        />
        <p id={`${id}safeword-error`} className="settings-form__error" aria-live="polite">
          {error ?? ''}
        </p>
      </div>

      <fieldset className="settings-form__group">
        <legend className="settings-form__label">Newsletters</legend>
        {NEWSLETTERS.map(({ key, label, hint }) => (
          <ToggleRow key={key} kind="checkbox" label={label} hint={hint} checked={values[key]} onChange={(on) => setValues((v) => ({ ...v, [key]: on }))} />
        ))}
      </fieldset>

      <div className="settings-form__group">
        <ToggleRow kind="switch" label="Sound" hint={sound ? 'Town sounds are on' : 'Town sounds are off'} checked={sound} onChange={setSound} />
      </div>

      <Button type="submit" size="lg" className="settings-form__save" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}
