import type { ApiError } from '@carrier/contracts';
import { useEffect, useRef } from 'react';
import { type OperationId, useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui';

/**
 * A plan or price list that could not be read: the refusal's words as a toast (spec 000 §8) and in the page,
 * which has nothing else to show.
 */
export function LoadFailure({ operationId, error }: { operationId: OperationId; error: ApiError }) {
  const message = useCarrierErrorText()(operationId, error);
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast(message, 'error');
  }, [message]);
  return (
    <section className="container section">
      <Alert tone="error">{message}</Alert>
    </section>
  );
}
