import type { CarrierErrorBody } from '../carrier/errors';
import { errorPagePath } from '../encoding/error-page';
import { carrierNotice, messageOf, type Notice } from '../messages';
import { ROUTES, withQuery } from './routes';

/** Where an activation reply leads. */
export type ActivationOutcome = { kind: 'route'; path: string } | { kind: 'show-error'; notice: Notice };

// SIM_ALREADY_ACTIVATED shows the carrier's words on the error page; an internal server error
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
  if (failure.error === 'SIM_ALREADY_ACTIVATED') {
    return {
      kind: 'route',
      path: errorPagePath(carrierNotice(failure.message, 'activation.alreadyActivated').text),
    };
  }
  if (failure.error === 'PROBLEM_WITH_ACTIVATION' || failure.status === 500) {
    return { kind: 'route', path: errorPagePath(messageOf('activation.problem').text) };
  }
  return { kind: 'show-error', notice: carrierNotice(failure.message, 'common.somethingWentWrong') };
}
