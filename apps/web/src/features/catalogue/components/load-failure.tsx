import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui';

/**
 * A plan or price list that could not be read: the carrier's message as a toast (spec 000 §8) and in the page,
 * which has nothing else to show.
 */
export function LoadFailure({ message }: { message: string }) {
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
