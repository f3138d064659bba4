import { useId } from 'react';
import { EXPLORERS } from '../../../components/art/explorers.tsx';
import type { StageProps } from './account-stage.tsx';
import { STAGE_COPY } from './register-labels.ts';
import './choice-cards.css';

/** IDENTITY: one of the four explorers, as a radio group of cards (arrow keys move the choice). */
export function IdentityStage({ draft, onChange }: StageProps) {
  const id = useId();
  return (
    <fieldset className="choice-cards choice-cards--explorers">
      <legend className="visually-hidden">{STAGE_COPY.IDENTITY.title}</legend>
      {EXPLORERS.map(({ id: token, name, blurb, Art }) => (
        <label key={token} className="choice-card">
          <input
            type="radio"
            className="choice-card__input"
            name={`${id}-explorer`}
            value={token}
            checked={draft.explorer === token}
            aria-labelledby={`${id}-${token}-name`}
            aria-describedby={`${id}-${token}-blurb`}
            onChange={() => onChange({ explorer: token })}
          />
          <span className="choice-card__art" aria-hidden="true">
            <Art size={120} />
          </span>
          <span id={`${id}-${token}-name`} className="choice-card__name">{name}</span>
          <span id={`${id}-${token}-blurb`} className="choice-card__blurb">{blurb}</span>
        </label>
      ))}
    </fieldset>
  );
}
