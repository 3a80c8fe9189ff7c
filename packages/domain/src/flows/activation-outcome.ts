import { carrierErrorNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { errorPagePath } from '../encoding/error-page';
import { messageOf, type Notice } from '../messages';
import { ROUTES, withQuery } from './routes';

/** Where an activation reply leads. */
export type ActivationOutcome = { kind: 'route'; path: string } | { kind: 'show-error'; notice: Notice };

// SIM_ALREADY_ACTIVATED shows its words on the error page (which shows them in the visitor's language); an internal server error
// (PROBLEM_WITH_ACTIVATION or HTTP 500) the problem-with-activation text; other failures stay inline.
// Success: add-ons append ?addon=true.
/** Where an activation leads, given its failure or null on success (spec 000 §4). */
export function activationOutcome(
  failure: (CarrierErrorBody & { status?: number }) | null | undefined,
  tab: 'sim' | 'addon',
): ActivationOutcome {
  if (failure == null) {
    return {
      kind: 'route',
      path: withQuery(ROUTES.simActivated, { addon: tab === 'addon' ? 'true' : undefined }),
    };
  }
  const operationId = tab === 'sim' ? 'activateSim' : 'activateAddOnPlan';
  if (failure.error === 'SIM_ALREADY_ACTIVATED') {
    return { kind: 'route', path: errorPagePath(carrierErrorNotice(operationId, failure.error).text) };
  }
  if (failure.error === 'PROBLEM_WITH_ACTIVATION' || failure.status === 500) {
    return { kind: 'route', path: errorPagePath(messageOf('activation.problem').text) };
  }
  return { kind: 'show-error', notice: carrierErrorNotice(operationId, failure.error) };
}
