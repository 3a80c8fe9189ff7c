import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type EligibilityStatusRequest = components['schemas']['EligibilityStatusRequest'];
type EligibilityStatusResult = components['schemas']['EligibilityStatusResult'];

/** Looks up an application's status by its application id or eligibility check id (at least one). */
export function getEligibilityStatus(
  client: CarrierClient,
  request: EligibilityStatusRequest,
): Promise<Settled<EligibilityStatusResult>> {
  return settle(client.POST('/public/acp/eligibility-check/status', { body: request }));
}
