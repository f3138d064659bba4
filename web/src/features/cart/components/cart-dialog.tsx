import { useNavigate } from 'react-router-dom';
import { CartIcon } from '../../../components/art/icons.tsx';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import './cart-dialog.css';

/**
 * The cart modal (SPEC section 2 "Cart modal"). The store and its lines come with the shop; until
 * then the cart is always empty and the dialog says so, with the way to the store.
 */
export function CartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" className="cart-dialog">
      <div className="cart-dialog__empty">
        <span className="cart-dialog__art" aria-hidden="true">
          <CartIcon size={40} />
        </span>
        <p className="cart-dialog__text">Your cart is empty</p>
        <Button
          onClick={() => {
            onClose();
            void navigate('/shop');
          }}
        >
          Continue Shopping
        </Button>
      </div>
    </Dialog>
  );
}
