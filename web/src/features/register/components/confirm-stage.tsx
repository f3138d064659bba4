import { explorerById } from '../../../components/art/explorers.tsx';
import type { Draft } from './onboarding-model.ts';
import { REGISTER_LABELS } from './register-labels.ts';
import { SIDE_INFO } from './side-info.ts';
import './confirm-stage.css';

/**
 * An e-mail that wraps only before its '@' or a dot of its domain (explorer<wbr>@example<wbr>.com),
 * never mid-word ('example.co' / 'm' on a phone); a part too long for the line still breaks.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at).split(/(?=\.)/);
  return (
    <>
      {email.slice(0, at)}
      {domain.map((part, i) => (
        <span key={`${i}-${part}`}>
          <wbr />
          {part}
        </span>
      ))}
    </>
  );
}

/** CONFIRM: a resident card previewing the chosen explorer (large), the username and the side's crest. */
export function ConfirmStage({ draft }: { draft: Draft }) {
  const explorer = explorerById(draft.explorer);
  const side = draft.side ? SIDE_INFO[draft.side] : null;
  return (
    <div className="confirm-card">
      <div className="confirm-card__portrait">
        {explorer ? <explorer.Art size={200} className="confirm-card__explorer" /> : null}
        {side ? <side.Emblem size={72} className="confirm-card__crest" /> : null}
      </div>
      <dl className="confirm-card__facts">
        <div>
          <dt>{REGISTER_LABELS.username}</dt>
          <dd className="confirm-card__username">{draft.username}</dd>
        </div>
        <div>
          <dt>{REGISTER_LABELS.explorer}</dt>
          <dd>{explorer?.name}</dd>
        </div>
        <div>
          <dt>{REGISTER_LABELS.side}</dt>
          <dd>{side?.name}</dd>
        </div>
        <div>
          <dt>{REGISTER_LABELS.email}</dt>
          <dd className="confirm-card__email">
            <BreakableEmail email={draft.email.trim()} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
