import { useId, type ReactNode } from 'react';
import './check-box.css';

interface CheckBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; clicking it ticks the box. */
  children: ReactNode;
  /** Controls that finish the sentence but must not tick the box (a link-button); part of the name. */
  after?: ReactNode;
}

/** A chunky checkbox with its label; `after` is read as part of the label. */
export function CheckBox({ checked, onChange, children, after }: CheckBoxProps) {
  const id = useId();
  return (
    <div className="check-box">
      <input
        id={id}
        type="checkbox"
        className="check-box__input"
        checked={checked}
        aria-labelledby={after ? `${id}-label ${id}-after` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="check-box__text">
        <label id={`${id}-label`} htmlFor={id}>{children}</label>
        {after ? <> <span id={`${id}-after`}>{after}</span></> : null}
      </span>
    </div>
  );
}
