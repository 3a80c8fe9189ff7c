import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type EligibilityCheckRequest = components['schemas']['EligibilityCheckRequest'];
type EligibilityResult = components['schemas']['EligibilityResult'];

/** Runs the eligibility check: the subscriber variant for a logged-in user, else the public one. */
export function checkEligibility(
  client: CarrierClient,
  loggedIn: boolean,
  request: EligibilityCheckRequest,
): Promise<Settled<EligibilityResult>> {
  return settle(
    loggedIn
      ? client.POST('/subscriber/acp/eligibility-check', { body: request })
      : client.POST('/public/acp/eligibility-check', { body: request }),
  );
}
