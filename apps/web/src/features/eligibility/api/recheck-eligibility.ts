import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type EligibilityRecheckRequest = components['schemas']['EligibilityRecheckRequest'];
type EligibilityResult = components['schemas']['EligibilityResult'];

/** Asks the verifier again about an application by its two ids (back from the verifier, the check pages). */
export function recheckEligibility(
  client: CarrierClient,
  ids: EligibilityRecheckRequest,
): Promise<Settled<EligibilityResult>> {
  return settle(client.POST('/public/acp/eligibility-check/recheck', { body: ids }));
}
