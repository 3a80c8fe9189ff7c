import type { ApiError } from '@carrier/contracts';
import { isTimeout } from '@carrier/domain';
import { useCallback, useState } from 'react';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useEligibilityOutcome } from '../../../lib/state/use-eligibility-outcome';
import { recheckEligibility } from '../api/recheck-eligibility';

/** Where a recheck stands: running, answered with words to show, or failed at the carrier (the Try Again dialog). */
export type RecheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'shown'; text: string }
  | { kind: 'server-error'; message: string };

const serverFailure = (error: ApiError) => error.status === 0 || error.status >= 500 || isTimeout(error);

/**
 * Rechecks an application by its ids and performs the domain's outcome (spec 001 §4's table, also for the
 * error codes); a carrier failure (5xx, no answer, time-out) opens the internal-server-error dialog instead.
 */
export function useRecheck() {
  const perform = useEligibilityOutcome();
  const errorText = useCarrierErrorText();
  const [state, setState] = useState<RecheckState>({ kind: 'idle' });
  const recheck = useCallback(
    async (ids: { applicationId: string; eligibilityCheckId: string }) => {
      setState({ kind: 'checking' });
      const result = await recheckEligibility(carrier, ids);
      if (result.error && serverFailure(result.error)) {
        setState({ kind: 'server-error', message: errorText('recheckEligibility', result.error) });
        return;
      }
      const shown = result.error
        ? perform({
            error: result.error.code,
            message: result.error.message,
            errors: result.error.fieldErrors,
          })
        : perform(result.data);
      setState(shown ? { kind: 'shown', text: shown.text } : { kind: 'checking' });
    },
    [perform, errorText],
  );
  return { state, setState, recheck };
}
