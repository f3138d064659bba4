import { ChatDialog } from '../../../components/chat-dialog.tsx';
import { Guide } from '../../../components/art/guide.tsx';

const MESSAGES = [
  <>
    <strong className="town-intro__title">Welcome, traveller from IMX!</strong>
    <span>You came in by the IMX gate. Your Immutable X explorers are as welcome here as any.</span>
  </>,
  <>
    <strong className="town-intro__title">Bring your collection</strong>
    <span>Link your IMX account from your profile's connections, and your avatars can walk these streets too.</span>
  </>,
];

/** The extra intro for explorers who entered through `/imx` (SPEC section 4 "Intro"). */
export function ImxIntro({ onDone }: { onDone: () => void }) {
  return <ChatDialog open onClose={onDone} messages={MESSAGES} speaker={<Guide size={110} mood="happy" />} />;
}
