import { carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import type { Notice } from '../messages';
import { US_STATES, zipToState } from '../reference/states';
import { type Text, text } from '../validation/rules';
import { ROUTES, withQuery } from './routes';
import { wizardStepPath } from './wizard';

/** Where the zip page goes once the carrier answered its supported-state call. */
export type SupportedStateOutcome = { kind: 'route'; path: string } | { kind: 'show-errors'; notice: Notice };

// Spec 001 §7: "statusCode 400 or 404 means unsupported"; any other failure (a 500, a time-out) is not an answer
// about the state, so the page shows it and the applicant may try again.
/** The supported-state reply for a zip: covered starts the wizard, 400 or 404 is the sorry page with the state's name. */
export function supportedStateOutcome(
  zipCode: Text,
  reply: { ok: true } | (CarrierErrorBody & { ok: false; status: number }),
): SupportedStateOutcome {
  if (reply.ok) return { kind: 'route', path: wizardStepPath(1) };
  const state = zipToState(text(zipCode));
  if ((reply.status === 400 || reply.status === 404) && state !== undefined)
    return { kind: 'route', path: withQuery(ROUTES.sorryZipCode, { state: US_STATES[state].name }) };
  return { kind: 'show-errors', notice: carrierReplyNotice('getAcpSupportedState', reply) };
}
