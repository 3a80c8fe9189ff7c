import { carrierReplyNotice } from '../carrier/error-messages';
import { type CarrierErrorBody, isTimeout } from '../carrier/errors';
import type { Notice } from '../messages';
import { wizardStepPath } from './wizard';

/** Where a failed submit from the agreement step leads. */
export type AgreementSubmitOutcome =
  | { kind: 'toast-and-route'; notice: Notice; path: string }
  | { kind: 'show-errors'; notice: Notice; resubmit: boolean };

// INVALID_TRIBAL_ID returns to the tribal step, STATE_NOT_SUPPORTED to the contact step, both with a toast;
// otherwise the words show inline, and after a time-out the button reads 'Resubmit' (spec 001 §4).
/** Where a failed submit from the agreement step leads. */
export function agreementSubmitOutcome(
  failure: CarrierErrorBody & { status?: number },
): AgreementSubmitOutcome {
  // The public and the subscriber check answer the same codes in the same words.
  const notice = carrierReplyNotice('checkEligibility', failure);
  if (failure.error === 'INVALID_TRIBAL_ID')
    return { kind: 'toast-and-route', notice, path: wizardStepPath(5) };
  if (failure.error === 'STATE_NOT_SUPPORTED')
    return { kind: 'toast-and-route', notice, path: wizardStepPath(2) };
  return { kind: 'show-errors', notice, resubmit: isTimeout(failure) };
}
