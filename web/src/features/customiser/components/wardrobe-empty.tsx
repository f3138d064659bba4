import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state.tsx';

/** No wearables fit this avatar yet. */
export function WardrobeEmpty() {
  return (
    <EmptyState title="Nothing to try on yet" action={<Link to="/journeys">Go on a journey</Link>}>
      New wearables arrive in chests: follow journeys and explore the town to earn them.
    </EmptyState>
  );
}
