import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';
import { eligibilityCheckPayload } from '@carrier/domain';
import type { PersonalData } from '../../../lib/state/benefit';

type EligibilityCheckRequest = components['schemas']['EligibilityCheckRequest'];
type EligibilityResult = components['schemas']['EligibilityResult'];

const NUMBERS = ['numberOfAdults', 'numberOfChildren', 'income'] as const;

/**
 * The request of the held personal data: the domain's payload (no SSN for a tribal applicant, the eligibility
 * code), with the household counts and income as the numbers the document takes (the wizard holds text).
 */
export function eligibilityRequest(data: PersonalData): EligibilityCheckRequest {
  const payload: Record<string, unknown> = { ...eligibilityCheckPayload({ ...data }) };
  for (const key of NUMBERS) {
    const value = payload[key];
    if (typeof value === 'string') payload[key] = Number(value);
  }
  return payload as EligibilityCheckRequest;
}

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
