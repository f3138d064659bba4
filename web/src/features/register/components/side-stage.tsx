import { useId } from 'react';
import { SIDES } from '../../../../../domain/progress.ts';
import type { StageProps } from './account-stage.tsx';
import { sideProblem } from './onboarding-model.ts';
import { STAGE_COPY } from './register-labels.ts';
import { SIDE_INFO } from './side-info.ts';
import './choice-cards.css';

/** SIDE: the town's own side (the default) or the Shadow Wolves; 'Side not chosen!' if neither is. */
export function SideStage({ draft, onChange }: StageProps) {
  const id = useId();
  const problem = sideProblem(draft);
  return (
    <div>
      <fieldset className="choice-cards choice-cards--sides">
        <legend className="visually-hidden">{STAGE_COPY.SIDE.title}</legend>
        {SIDES.map((side) => {
          const { name, blurb, Emblem } = SIDE_INFO[side];
          const key = `${id}-${side.replace(' ', '-')}`;
          return (
            <label key={side} className="choice-card">
              <input
                type="radio"
                className="choice-card__input"
                name={`${id}-side`}
                value={side}
                checked={draft.side === side}
                aria-labelledby={`${key}-name`}
                aria-describedby={`${key}-blurb`}
                onChange={() => onChange({ side })}
              />
              <span className="choice-card__art" aria-hidden="true">
                <Emblem size={120} />
              </span>
              <span id={`${key}-name`} className="choice-card__name">{name}</span>
              <span id={`${key}-blurb`} className="choice-card__blurb">{blurb}</span>
            </label>
          );
        })}
      </fieldset>
      {problem ? <p className="choice-cards__problem" role="alert">{problem}</p> : null}
    </div>
  );
}
