import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { validate, type Check } from '../../../../../domain/validation.ts';
import { useDebouncedValidation } from '../../../lib/use-debounced-validation.ts';
import './text-field.css';

interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  /** The field's rules in order; the first failing one's message is shown. */
  checks: Check[];
  onChange: (value: string) => void;
  icon?: ReactNode;
  /** A refusal only the server can give (a username someone has), shown like a check's. */
  problem?: string | null;
}

/**
 * A labelled input checked 500 ms after typing stops (SPEC section 5): green when valid, red with
 * the rule's message when not. Left empty after a visit, it shows the first rule's (required) message.
 */
export function TextField({ label, value, checks, onChange, icon, onBlur, readOnly, problem = null, ...input }: TextFieldProps) {
  const id = useId();
  const [visited, setVisited] = useState(false);
  const checked = useDebouncedValidation(value, checks);
  const empty = value.trim() === '';
  const error = empty ? (visited ? validate(value, checks) : null) : (checked.error ?? problem);
  const tone = error ? 'invalid' : checked.valid ? 'valid' : 'neutral';

  return (
    <div className="text-field">
      <label htmlFor={id} className="text-field__label">{label}</label>
      <div className={`text-field__box text-field__box--${tone}${readOnly ? ' text-field__box--locked' : ''}`}>
        {icon}
        <input
          {...input}
          id={id}
          value={value}
          readOnly={readOnly}
          aria-invalid={tone === 'invalid'}
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            setVisited(true);
            onBlur?.(event);
          }}
        />
        {tone === 'valid' ? (
          <svg className="text-field__tick" viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        ) : null}
      </div>
      <p id={`${id}-message`} className="text-field__message" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
