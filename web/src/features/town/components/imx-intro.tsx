import { useQuery } from '@tanstack/react-query';
import { ChatDialog } from '../../../components/chat-dialog.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { openProfileOverlay } from '../../../lib/profile-overlay.ts';
import { providersQueryOptions } from '../../../lib/providers-query.ts';

/**
 * The extra intro for explorers who entered through `/imx` (SPEC section 4 "Intro"). Its second page
 * sends them to the profile overlay's Connections panel when this server can link IMX accounts, and
 * says plainly that it cannot yet otherwise: never to a place that does not exist.
 */
export function ImxIntro({ onDone }: { onDone: () => void }) {
  const providers = useQuery(providersQueryOptions());
  const linkable = providers.data?.includes('imx') ?? false;
  const openConnections = () => {
    onDone();
    openProfileOverlay('connections');
  };
  const messages = [
    <>
      <strong className="town-intro__title">Welcome, traveller from IMX!</strong>
      <span>You came in by the IMX gate. Your Immutable X explorers are as welcome here as any.</span>
    </>,
    linkable ? (
      <>
        <strong className="town-intro__title">Bring your collection</strong>
        <span>Link your IMX account in your profile's Connections, and your avatars can walk these streets too.</span>
        <button type="button" className="button button--secondary button--md town-intro__action" onClick={openConnections}>
          Open Connections
        </button>
      </>
    ) : (
      <>
        <strong className="town-intro__title">Bring your collection, soon</strong>
        <span>This town cannot link IMX accounts yet. When it can, you will find IMX in your profile's Connections.</span>
      </>
    ),
  ];
  return <ChatDialog open onClose={onDone} messages={messages} speaker={<Guide size={110} mood="happy" />} />;
}
