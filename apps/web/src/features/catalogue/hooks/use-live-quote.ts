import type { ApiError, Settled } from '@carrier/contracts';
import { type PriceQuote, purchaseBreakdown } from '@carrier/domain';
import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * The live price quote of a summary page: asked again whenever the request changes (price choice, country,
 * zip), cleared while there is no request (an unfilled US zip). A reply that arrives after a newer request was
 * made is dropped.
 */
export function useLiveQuote<Request>(
  request: Request | null,
  ask: (request: Request) => Promise<Settled<PriceQuote>>,
  onError: (error: ApiError) => void,
) {
  // The request asks again only when its content changes, not with each render's new object.
  const key = request === null ? null : JSON.stringify(request);
  const latest = useRef(request);
  latest.current = request;
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    const asked = latest.current;
    if (key === null || asked === null) {
      setQuote(null);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setQuote(null);
    void ask(asked).then((result) => {
      if (!current) return;
      setLoading(false);
      if (result.error) onError(result.error);
      else setQuote(result.data);
    });
    return () => {
      current = false;
    };
  }, [key]);
  const breakdown = useMemo(() => purchaseBreakdown(quote), [quote]);
  return { quote, breakdown, isLoading };
}
