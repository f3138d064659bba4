import { MESSAGES } from '../../../../../domain/messages.ts';
import { TextDialog } from '../../../components/text-dialog.tsx';
import { useTerms } from '../../../lib/terms-query.ts';
import { REGISTER_LABELS } from './register-labels.ts';

/** The Terms and Conditions modal; the text is fetched from `GET /api/terms` when it first opens. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const terms = useTerms(open);
  const text = terms.data?.data.content ?? (terms.error ? terms.error.message : MESSAGES.pleaseWait);
  return (
    <TextDialog open={open} onClose={onClose} title={REGISTER_LABELS.terms} text={text}>
      {terms.data ? <p className="terms-dialog__version">Version {terms.data.data.version}</p> : null}
    </TextDialog>
  );
}
