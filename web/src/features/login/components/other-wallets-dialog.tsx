import { Dialog } from '../../../components/dialog.tsx';

interface OtherWalletsDialogProps {
  wallets: { id: string; name: string; icon?: string }[] | null;
  onPick: (id: string) => void;
  onClose: () => void;
}

/** Lets the visitor choose among several wallets the browser announced (EIP-6963). */
export function OtherWalletsDialog({ wallets, onPick, onClose }: OtherWalletsDialogProps) {
  return (
    <Dialog open={wallets !== null} onClose={onClose} title="Other Wallets">
      <ul className="wallet-buttons">
        {wallets?.map((w) => (
          <li key={w.id}>
            <button type="button" className="wallet-buttons__button" onClick={() => onPick(w.id)}>
              {w.icon ? <img src={w.icon} alt="" width={32} height={32} /> : null}
              <span>{w.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
