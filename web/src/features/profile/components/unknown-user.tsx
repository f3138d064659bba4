import { Link } from 'react-router-dom';
import type { Background } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

/** Friendly empty state for a username nobody has taken. */
export function UnknownUser({ username, background }: { username: string; background: Background }) {
  return (
    <Page background={background} title="Explorer not found">
      <div className="page__body">
        <EmptyState title={`No explorer called “${username}”`} action={<Link to="/">Back to town</Link>}>
          Nobody in Sapphire Town goes by that name yet. Check the spelling, or ask your friend for their username.
        </EmptyState>
      </div>
    </Page>
  );
}
