import type { ApiError, Settled } from '@carrier/contracts';
import { type PriceQuote, purchaseOutcome } from '@carrier/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNoticeText } from '../../../i18n/use-notice-text';
import type { OperationId } from '../../../lib/carrier/use-carrier-error';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { savedCartAtom } from '../../../lib/saved-cart';
import { isLoggedInAtom } from '../../../lib/state/session';
import { toast } from '../../../lib/toast';
import type { CheckoutSession } from '../api/purchase-sim';
import type { GuestModalProps } from '../components/guest-modal';
import type { OrderCardState } from '../components/order-card';
import { useLiveQuote } from './use-live-quote';

export interface PurchaseStepOptions<Request> {
  /** The page's form: its submit runs the purchase, the carrier's field errors go on its fields. */
  form: {
    handleSubmit: (onValid: () => void) => (event?: FormEvent) => void;
    showFailure: (operationId: OperationId, error: ApiError) => string | undefined;
  };
  /** The operations the step calls, public then subscriber: their refusals are worded by them. */
  operations: { price: readonly [OperationId, OperationId]; purchase: readonly [OperationId, OperationId] };
  /** What to quote now, or null while the form cannot be quoted (an unfilled US zip). */
  quoteRequest: Request | null;
  price: (request: Request, loggedIn: boolean) => Promise<Settled<PriceQuote>>;
  purchase: (loggedIn: boolean) => Promise<Settled<CheckoutSession>>;
  /** The cart as bought: this page with its choices in the query, and what the form holds (W-14). */
  cart: { path: string; delivery: Record<string, string> };
}

/**
 * The purchase step both summary pages share (spec 000 §4): the live quote, 'Buy now' asking a guest to log in or
 * go on, the cart kept and the browser sent to the checkout url, and a failure shown on its fields, beside the
 * total and as a toast.
 */
export function usePurchaseStep<Request>({
  form,
  operations,
  quoteRequest,
  price,
  purchase,
  cart,
}: PurchaseStepOptions<Request>) {
  const noticeText = useNoticeText();
  const errorText = useCarrierErrorText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const saveCart = useSetAtom(savedCartAtom);
  const [isBuying, setBuying] = useState(false);
  const [guestAsked, setGuestAsked] = useState(false);
  const [problem, setProblem] = useState<string>();

  const operation = (pair: readonly [OperationId, OperationId]) => pair[loggedIn ? 1 : 0];
  const showFailure = (operationId: OperationId, error: ApiError) => {
    // Entries shown on their fields leave the code's words ('Please check the information you entered').
    const text =
      form.showFailure(operationId, error) ?? errorText(operationId, { ...error, fieldErrors: [] });
    setProblem(text);
    toast(text, 'error');
  };

  const { breakdown, isLoading } = useLiveQuote(
    quoteRequest,
    (request) => {
      setProblem(undefined);
      return price(request, loggedIn);
    },
    (error) => showFailure(operation(operations.price), error),
  );

  const buy = async () => {
    setBuying(true);
    setProblem(undefined);
    const result = await purchase(loggedIn);
    if (result.error) {
      setBuying(false);
      showFailure(operation(operations.purchase), result.error);
      return;
    }
    const outcome = purchaseOutcome(result.data);
    if (outcome.kind === 'open-payment') {
      // A declined or canceled payment comes back to this cart (the payment result leads here).
      saveCart({ paymentId: result.data.publicPaymentId, ...cart });
      window.location.assign(outcome.url);
    } else {
      setBuying(false);
      toast(noticeText(outcome.notice), 'error');
    }
  };

  const order: OrderCardState = { breakdown, isLoading, problem, isBuying };
  const guest: GuestModalProps = {
    isOpen: guestAsked,
    onOpenChange: setGuestAsked,
    onContinue: () => void buy(),
  };
  return {
    loggedIn,
    submit: form.handleSubmit(() => {
      if (loggedIn) void buy();
      else setGuestAsked(true);
    }),
    order,
    guest,
  };
}
