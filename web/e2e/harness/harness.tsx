/**
 * A page for the browser tests of the shared components: the real components inside the real
 * providers, opened by plain buttons. `?screen=splash|error|logged-out|please-wait` shows a full screen;
 * `?screen=escape-handover` checks that Escape reaches the handler of the screen on show.
 */
import { StrictMode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MESSAGES } from '../../../domain/messages.ts';
import { Guide } from '../../src/components/art/guide.tsx';
import { Button } from '../../src/components/button.tsx';
import { ChatDialog } from '../../src/components/chat-dialog.tsx';
import { Dialog } from '../../src/components/dialog.tsx';
import { DialogProvider } from '../../src/components/dialog-provider.tsx';
import { ErrorScreen } from '../../src/components/error-screen.tsx';
import { LoggedOut } from '../../src/components/logged-out.tsx';
import { PleaseWait } from '../../src/components/please-wait.tsx';
import { Splash } from '../../src/components/splash.tsx';
import { TextDialog } from '../../src/components/text-dialog.tsx';
import { useEscape } from '../../src/lib/use-escape.ts';
import { ToastProvider, useToast } from '../../src/components/toasts.tsx';
import { CHAT_MESSAGES, TOAST_TEXT } from './texts.ts';


function Screen({ name }: { name: string }) {
  const [logins, setLogins] = useState(0);
  switch (name) {
    case 'splash':
      return <Splash status="Bootstrapping" text={MESSAGES.requestingCredentials} />;
    case 'error':
      return <ErrorScreen />;
    case 'logged-out':
      // The count sits under the fixed full screen; the test reads it from the DOM.
      return (
        <>
          <output data-testid="logins">{logins}</output>
          <LoggedOut onLogin={() => setLogins((n) => n + 1)} />
        </>
      );
    case 'please-wait':
      return <PleaseWait />;
    case 'escape-handover':
      return <EscapeHandover />;
    default:
      return <p role="alert">Unknown screen {name}</p>;
  }
}

/** A layer that closes on Escape (the sign-in layer, the verify screen) with the handler it is given. */
function EscapeLayer({ onEscape }: { onEscape: () => void }) {
  useEscape(onEscape);
  return <p>Escape closes this layer</p>;
}

/**
 * Presses Escape once as the screen it is part of is committed, before the browser has painted it
 * (once: StrictMode runs a new component's effects twice).
 */
function EscapeOnCommit() {
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
  }, []);
  return null;
}

/**
 * useEscape's handler changes with the screen: after "Hand over", an Escape pressed the moment the new
 * screen is there must reach the new handler, never the old one (first-minutes.e2e's verify screen).
 */
function EscapeHandover() {
  const [handedOver, setHandedOver] = useState(false);
  const [heard, setHeard] = useState<string[]>([]);
  const hear = (who: string) => () => setHeard((list) => [...list, who]);
  return (
    <main style={{ padding: 24 }}>
      <EscapeLayer onEscape={handedOver ? hear('new') : hear('old')} />
      {handedOver && <EscapeOnCommit />}
      <Button onClick={() => setHandedOver(true)}>Hand over</Button>
      <output data-testid="escapes">{heard.join(' ')}</output>
    </main>
  );
}

function Playground() {
  const toast = useToast();
  const [aOpen, setAOpen] = useState(false);
  const [bOpen, setBOpen] = useState(false);
  const [chat, setChat] = useState<'rtl' | 'ltr' | null>(null);
  // Dialog B opened as a push opens a dialog: from outside any input event (a timer, a socket message).
  useEffect(() => {
    Object.assign(window, { openDialogBAsPushed: () => setTimeout(() => setBOpen(true)) });
  }, []);

  return (
    <main style={{ padding: 24, display: 'flex', flexWrap: 'wrap', gap: 12, alignContent: 'start' }}>
      <h1 style={{ width: '100%' }}>Component harness</h1>
      <Button onClick={() => setAOpen(true)}>Open dialog A</Button>
      <Button variant="secondary" onClick={() => setChat('rtl')}>
        Open chat
      </Button>
      <Button variant="secondary" onClick={() => setChat('ltr')}>
        Open chat (ltr)
      </Button>
      <Button variant="secondary" onClick={() => toast.show(TOAST_TEXT, 'success')}>
        Show toast
      </Button>

      <Dialog open={aOpen} onClose={() => setAOpen(false)} title="Dialog A">
        <p>The first dialog. Dialog B opens on top of it.</p>
        <p>
          <label>
            Name <input name="name" />
          </label>
        </p>
        <Button onClick={() => setBOpen(true)}>Open dialog B</Button>
        {/* Rendered from inside A, as a real feature would, so React events bubble through A. */}
        <TextDialog open={bOpen} onClose={() => setBOpen(false)} title="Dialog B" text="Stacked on top of dialog A.">
          <Button variant="secondary">Does nothing</Button>
        </TextDialog>
      </Dialog>

      <ChatDialog
        open={chat !== null}
        onClose={() => setChat(null)}
        messages={[...CHAT_MESSAGES]}
        speaker={<Guide mood="wave" />}
        direction={chat === 'ltr' ? 'ltr' : undefined}
      />
    </main>
  );
}

function Harness() {
  const screen = new URLSearchParams(window.location.search).get('screen');
  return screen ? <Screen name={screen} /> : <Playground />;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the harness page');
createRoot(root).render(
  <StrictMode>
    <DialogProvider>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </DialogProvider>
  </StrictMode>,
);
