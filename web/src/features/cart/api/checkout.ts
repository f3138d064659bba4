import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { ORDERS_KEY } from '../../../lib/shop-query.ts';
import type { CheckoutBody } from '../checkout-attempt.ts';

export interface CheckoutInput {
  body: CheckoutBody;
  /** The attempt's Idempotency-Key: the same on a retry of the same cart, so there is never a second order. */
  key: string;
}

/** `POST /api/shop/checkout`: reserves the stock and answers `{ webUrl }`, the page where the order is paid. */
export const checkout = ({ body, key }: CheckoutInput) => unwrap(api.shop.checkout.$post({ json: body }, { headers: { 'Idempotency-Key': key } }));

/**
 * The checkout. Its handlers live on the mutation (not on `mutate`) so the cart still empties when the
 * modal closes before the answer; refusals reach the app's error toast in the server's words.
 */
export function useCheckout(handlers: { onSuccess: (answer: { webUrl: string }, input: CheckoutInput) => void; onError: (error: Error, input: CheckoutInput) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'shop', 'checkout'],
    mutationFn: checkout,
    onSuccess: (answer, input) => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      // Stock moved: the store's 'Only N left' and the cart's maximums follow.
      void queryClient.invalidateQueries({ queryKey: ['profile', 'shop'] });
      handlers.onSuccess(answer, input);
    },
    onError: (error, input) => handlers.onError(error, input),
  });
}
