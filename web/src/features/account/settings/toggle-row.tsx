import { useId } from 'react';

interface ToggleRowProps {
  kind: 'checkbox' | 'switch';
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox or on/off switch (a native checkbox underneath, so Space and forms just work). */
export function ToggleRow({ kind, label, hint, checked, onChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className={`toggle-row toggle-row--${kind}`}>
      <input
        id={id}
        type="checkbox"
        role={kind === 'switch' ? 'switch' : undefined}
        className="toggle-row__input"
        checked={checked}
        aria-describedby={hint ? `${id}hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="toggle-row__text">
        <label htmlFor={id} className="toggle-row__label">
          {label}
        </label>
        {hint ? (
          <span id={`${id}hint`} className="toggle-row__hint">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
